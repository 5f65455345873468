import { Badge, Card, Group as Row, Skeleton, Text } from '@mantine/core';
import type { GroupWinners as Winners } from '@wicket/shared/schemas/bets';
import type { Group } from '@wicket/shared/schemas/groups';
import { type Column, DataTable } from '@/components/data-table';
import { EmptyMessage } from '@/components/empty-message';
import { formatMoney, fullName, ordinal } from '@/lib/format';

type WinnerRow = Winners['firstWinners'][number] & { place: number };

const columns: Column<WinnerRow>[] = [
  {
    key: 'place',
    header: 'Position',
    hiddenInCard: true,
    render: (row) => (
      <Badge color={row.place === 1 ? 'yellow' : row.place === 2 ? 'gray' : 'orange'} variant="light">
        {ordinal(row.place)}
      </Badge>
    ),
  },
  { key: 'winner', header: 'Winner', render: (row) => fullName(row.user), hiddenInCard: true },
  { key: 'combination', header: 'Combination', render: (row) => <Text ff="monospace">{row.combination}</Text> },
  { key: 'score', header: 'Score', render: (row) => row.score, align: 'right' },
  { key: 'amountWon', header: 'Amount Won', render: (row) => formatMoney(row.amountWon), align: 'right' },
];

function rowsOf(winners: Winners): WinnerRow[] {
  return [
    ...winners.firstWinners.map((w) => ({ ...w, place: 1 })),
    ...winners.secondWinners.map((w) => ({ ...w, place: 2 })),
    ...winners.thirdWinners.map((w) => ({ ...w, place: 3 })),
  ];
}

type GroupWinnersProps = {
  group: Group;
  index: number;
  winners: Winners | undefined;
  isPending: boolean;
  error: Error | null;
};

/** One group's result table, by position: 1st, 2nd, 3rd. */
export function GroupWinners({ group, index, winners, isPending, error }: GroupWinnersProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={`Group ${index + 1} results`}>
      <Row justify="space-between" mb="sm">
        <Row gap="xs">
          <Text fw={700}>Group {index + 1}</Text>
          <Badge variant="outline" radius="sm">
            {group.betType}
          </Badge>
        </Row>
        <Text size="sm" c="dimmed">
          Pool {formatMoney(group.totalBetAmount)}
        </Text>
      </Row>
      {isPending ? (
        <Skeleton height={80} />
      ) : error || !winners ? (
        <Text c="red" size="sm">
          {error?.message ?? 'Failed to load winners'}
        </Text>
      ) : (
        <DataTable
          label={`Group ${index + 1} winners`}
          columns={columns}
          rows={rowsOf(winners)}
          rowKey={(row) => row._id}
          cardTitle={(row) => `${ordinal(row.place)} · ${fullName(row.user)}`}
          empty={<EmptyMessage text="No winners in this group" />}
        />
      )}
    </Card>
  );
}
