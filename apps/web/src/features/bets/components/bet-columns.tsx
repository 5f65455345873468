import type { Bet } from '@wicket/shared/schemas/bets';
import type { Column } from '@/components/data-table';
import { BetResultBadge } from '@/components/status-badge';
import { formatDateTime, formatMoney, fullName } from '@/lib/format';
import classes from './bet-columns.module.css';

/** Columns of View Bets (member and staff) and My Bets. */
export const betColumns = {
  combination: {
    key: 'combination',
    header: 'Combination',
    render: (bet) => <span className={classes.combination}>{bet.combination}</span>,
  },
  member: { key: 'member', header: 'Member', render: (bet) => fullName(bet.better) },
  /** Staff only: the server sends phone numbers to the club's Manager and Admins. */
  phone: { key: 'phone', header: 'Phone', render: (bet) => bet.better.phoneNumber ?? '' },
  match: { key: 'match', header: 'Match', render: (bet) => `${bet.match.team1} vs ${bet.match.team2}` },
  betType: { key: 'betType', header: 'Group', render: (bet) => bet.group.betType },
  betAmount: { key: 'betAmount', header: 'Bet Amount', render: (bet) => formatMoney(bet.betAmount), align: 'right' },
  createdAt: { key: 'createdAt', header: 'Placed On', render: (bet) => formatDateTime(bet.createdAt) },
  score: { key: 'score', header: 'Score', render: (bet) => (bet.score === null ? '—' : bet.score), align: 'right' },
  result: { key: 'result', header: 'Result', render: (bet) => <BetResultBadge result={bet.result} /> },
} satisfies Record<string, Column<Bet>>;
