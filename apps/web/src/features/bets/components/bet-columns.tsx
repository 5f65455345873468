import type { Bet } from '@wicket/shared/schemas/bets';
import type { Column } from '@/components/data-table';
import { BetResultBadge } from '@/components/domain/status-badge';
import { dataLabel, t } from '@/i18n';
import { formatDateTime, formatMoney, fullName } from '@/lib/format';
import classes from './bet-columns.module.css';

/** Columns of View Bets (member and staff) and My Bets. */
export const betColumns = {
  combination: {
    key: 'combination',
    get header() {
      return t('Combination');
    },
    render: (bet) => <span className={classes.combination}>{bet.combination}</span>,
  },
  member: {
    key: 'member',
    get header() {
      return t('Member');
    },
    render: (bet) => fullName(bet.better),
  },
  /** Staff only: the server sends phone numbers to the club's Manager and Admins. */
  phone: {
    key: 'phone',
    get header() {
      return t('Phone');
    },
    render: (bet) => bet.better.phoneNumber ?? '',
  },
  match: {
    key: 'match',
    get header() {
      return t('Match');
    },
    render: (bet) => t('{team1} vs {team2}', { team1: bet.match.team1, team2: bet.match.team2 }),
  },
  betType: {
    key: 'betType',
    get header() {
      return t('Group');
    },
    render: (bet) => dataLabel(bet.group.betType),
  },
  betAmount: {
    key: 'betAmount',
    get header() {
      return t('Bet Amount');
    },
    render: (bet) => formatMoney(bet.betAmount),
    align: 'right',
  },
  createdAt: {
    key: 'createdAt',
    get header() {
      return t('Placed On');
    },
    render: (bet) => formatDateTime(bet.createdAt),
  },
  score: {
    key: 'score',
    get header() {
      return t('Score');
    },
    render: (bet) => (bet.score === null ? '—' : bet.score),
    align: 'right',
  },
  result: {
    key: 'result',
    get header() {
      return t('Result');
    },
    render: (bet) => <BetResultBadge result={bet.result} />,
  },
} satisfies Record<string, Column<Bet>>;
