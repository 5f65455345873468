import { Button, Group as Row, Stack, Text } from '@mantine/core';
import type { Bet } from '@wicket/shared/schemas/bets';
import { Link, useParams } from 'react-router';
import { type Column, DataTable } from '@/components/data-table';
import { DownloadButton } from '@/components/download-button';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { BetResultBadge } from '@/components/status-badge';
import { isNotFound } from '@/lib/api-client';
import { formatDateTime, formatMoney, fullName } from '@/lib/format';
import { useStaff } from '@/lib/staff';
import { useGroupBets } from '../api/get-group-bets';
import { useGroup } from '../api/get-groups';

const columns: Column<Bet>[] = [
  {
    key: 'combination',
    header: 'Combination',
    hiddenInCard: true,
    render: (bet) => (
      <Text ff="monospace" fw={600} span>
        {bet.combination}
      </Text>
    ),
  },
  { key: 'member', header: 'Member', render: (bet) => fullName(bet.better), hiddenInCard: true },
  { key: 'phone', header: 'Phone', render: (bet) => bet.better.phoneNumber ?? '' },
  { key: 'betAmount', header: 'Bet Amount', render: (bet) => formatMoney(bet.betAmount), align: 'right' },
  { key: 'createdAt', header: 'Placed On', render: (bet) => formatDateTime(bet.createdAt) },
  { key: 'score', header: 'Score', render: (bet) => (bet.score === null ? '—' : bet.score), align: 'right' },
  { key: 'result', header: 'Result', render: (bet) => <BetResultBadge result={bet.result} /> },
];

/**
 * `/{manager,admin}-dashboard/view-bets/{groupId}`: every bet of the group with its member's phone (staff only),
 * refreshed every 15 seconds so bets show up as members place them.
 */
export function StaffViewBetsPage() {
  const { groupId = '' } = useParams();
  const { paths } = useStaff();
  const group = useGroup(groupId, { refresh: true });
  const bets = useGroupBets(groupId);

  const failure = group.error ?? bets.error;
  if (failure) {
    return isNotFound(failure) ? (
      <ErrorState heading="Group Not Found" message={failure.message} />
    ) : (
      <ErrorState message={failure.message} />
    );
  }
  if (!group.data || !bets.data) return <PageLoader />;
  const { match } = group.data;

  return (
    <>
      <PageHeader
        back={paths.matchGroups(match._id)}
        title="View Bets"
        subtitle={`${match.team1} vs ${match.team2} · ${group.data.betType} · ${formatMoney(group.data.betAmount)} per bet`}
        actions={
          <>
            <Button component={Link} to={paths.bettingSheet(groupId)} variant="light" color="grape">
              Betting Sheet
            </Button>
            <DownloadButton path={`/api/groups/${encodeURIComponent(groupId)}/bets.csv`} fileName="bets.csv" />
          </>
        }
      />
      <Stack gap="md">
        <Row gap="lg">
          <Text size="sm">
            Bets: <b>{bets.data.length}</b>
          </Text>
          <Text size="sm">
            Pool: <b>{formatMoney(group.data.totalBetAmount)}</b>
          </Text>
        </Row>
        <DataTable
          label="Bets"
          columns={columns}
          rows={bets.data}
          rowKey={(bet) => bet._id}
          cardTitle={(bet) => `${bet.combination} · ${fullName(bet.better)}`}
          minWidth={820}
          empty={<EmptyMessage text="No bets placed in this group." />}
        />
      </Stack>
    </>
  );
}
