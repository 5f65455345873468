import { Badge, Card, Group as Row, Skeleton, Text } from '@mantine/core';
import type { GroupWinners } from '@wicket/shared/schemas/bets';
import type { Group } from '@wicket/shared/schemas/groups';
import { type Column, DataTable } from '@/components/data-table';
import { GroupName } from '@/components/domain/group-name';
import { EmptyMessage } from '@/components/empty-message';
import { t } from '@/i18n';
import { formatMoney, formatPaise, fullName, ordinal, prizeLabel } from '@/lib/format';
import { paiseOf } from '@/lib/money';

type WinnerRow = GroupWinners['firstWinners'][number] & { place: number };

/**
 * Amount Won: the gross figure for everyone; a referred viewer's own win says what reached the wallet as well
 * (design section 9's three figures, in the screens' money format: `RS 63.00 won, RS 59.85 to you, RS 3.15 to your
 * referrer`).
 */
const amountWon = (row: WinnerRow, viewerId: string | undefined) =>
  viewerId !== undefined && row.user._id === viewerId && row.referralCommission > 0
    ? t('{won} won, {net} to you, {commission} to your referrer', {
        won: formatMoney(row.amountWon),
        // Exact in paise: the float difference could show a paisa off.
        net: formatPaise(paiseOf(row.amountWon) - paiseOf(row.referralCommission)),
        commission: formatMoney(row.referralCommission),
      })
    : formatMoney(row.amountWon);

const winnerColumns = (viewerId: string | undefined): Column<WinnerRow>[] => [
  {
    key: 'place',
    header: t('Position'),
    hiddenInCard: true,
    render: (row) => (
      <Badge color={row.place === 1 ? 'yellow' : row.place === 2 ? 'gray' : 'orange'} variant="light">
        {ordinal(row.place)}
      </Badge>
    ),
  },
  { key: 'winner', header: t('Winner'), render: (row) => fullName(row.user), hiddenInCard: true },
  { key: 'combination', header: t('Combination'), render: (row) => <Text ff="monospace">{row.combination}</Text> },
  { key: 'score', header: t('Score'), render: (row) => row.score, align: 'right' },
  { key: 'amountWon', header: t('Amount Won'), render: (row) => amountWon(row, viewerId), align: 'right' },
];

const winnerRows = (winners: GroupWinners): WinnerRow[] => [
  ...winners.firstWinners.map((w) => ({ ...w, place: 1 })),
  ...winners.secondWinners.map((w) => ({ ...w, place: 2 })),
  ...winners.thirdWinners.map((w) => ({ ...w, place: 3 })),
];

type GroupWinnersCardProps = {
  group: Group;
  index: number;
  winners: GroupWinners | undefined;
  isPending: boolean;
  error: Error | null;
  /** The signed-in member: their own wins show gross and net (staff screens leave it out). */
  viewerId?: string;
  /** What an empty list says (default `No winners in this group`). */
  emptyText?: string;
};

/** One settled group: its pool and the winners by position with what each won. */
export function GroupWinnersCard({
  group,
  index,
  winners,
  isPending,
  error,
  viewerId,
  emptyText = 'No winners in this group',
}: GroupWinnersCardProps) {
  const name = t('Group {n}', { n: index + 1 });
  return (
    <Card withBorder padding="md" component="section" aria-label={t('{name} winners', { name })}>
      <Row justify="space-between" mb="sm" gap="xs">
        <GroupName name={name} betType={group.betType}>
          <Text size="sm" c="dimmed">
            {prizeLabel(group)}
          </Text>
        </GroupName>
        <Text size="sm" c="dimmed">
          {t('Pool {totalBetAmount}', { totalBetAmount: formatMoney(group.totalBetAmount) })}
        </Text>
      </Row>
      {isPending ? (
        <Skeleton height={80} />
      ) : error || !winners ? (
        <Text c="red" size="sm">
          {error?.message ?? t('Failed to load winners')}
        </Text>
      ) : (
        <DataTable
          label={t('{name} winners', { name })}
          columns={winnerColumns(viewerId)}
          rows={winnerRows(winners)}
          rowKey={(row) => row._id}
          cardTitle={(row) => `${ordinal(row.place)} · ${fullName(row.user)}`}
          empty={<EmptyMessage text={emptyText} />}
        />
      )}
    </Card>
  );
}
