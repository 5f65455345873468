import type { Bet } from '@wicket/shared/schemas/bets';
import type { Column } from '@/components/data-table';
import { column } from '@/components/data-table-column';
import { BetResultBadge } from '@/components/domain/status-badge';
import { dataLabel, t } from '@/i18n';
import { formatDateTime, formatMoney, fullName } from '@/lib/format';
import classes from './bet-columns.module.css';

/** Columns of View Bets (member and staff) and My Bets. */
export const betColumns = {
  combination: column('combination', () => t('Combination'), {
    render: (bet) => <span className={classes.combination}>{bet.combination}</span>,
  }),
  member: column('member', () => t('Member'), {
    render: (bet) => fullName(bet.better),
  }),
  /** Staff only: the server sends phone numbers to the club's Manager and Admins. */
  phone: column('phone', () => t('Phone'), {
    render: (bet) => bet.better.phoneNumber ?? '',
  }),
  match: column('match', () => t('Match'), {
    render: (bet) => t('{team1} vs {team2}', { team1: bet.match.team1, team2: bet.match.team2 }),
  }),
  betType: column('betType', () => t('Group'), {
    render: (bet) => dataLabel(bet.group.betType),
  }),
  betAmount: column('betAmount', () => t('Bet Amount'), {
    render: (bet) => formatMoney(bet.betAmount),
    align: 'right',
  }),
  createdAt: column('createdAt', () => t('Placed On'), {
    render: (bet) => formatDateTime(bet.createdAt),
  }),
  score: column('score', () => t('Score'), {
    render: (bet) => (bet.score === null ? '—' : bet.score),
    align: 'right',
  }),
  result: column('result', () => t('Result'), {
    render: (bet) => <BetResultBadge result={bet.result} />,
  }),
} satisfies Record<string, Column<Bet>>;
