import { Alert, Stack } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { DataTable } from '@/components/data-table';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { isNotFound } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useGroup } from '../api/get-group';
import { useGroupBets } from '../api/get-group-bets';
import { betColumns } from '../components/bet-columns';

/** Spec section 9: the pool banner shows only when the pool is above 50. */
export const POOL_BANNER_MIN_RS = 50;

const columns = [
  betColumns.combination,
  betColumns.member,
  betColumns.betAmount,
  betColumns.createdAt,
  betColumns.score,
  betColumns.result,
];

/** `/view-bets/{groupId}`: every bet of the group; the result reads TBA until the match is settled. */
export function ViewBetsPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
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
  const pool = group.data.totalBetAmount;

  return (
    <>
      <PageHeader
        back={`/play-match/${match._id}`}
        title="View Bets"
        subtitle={`${match.team1} vs ${match.team2} · ${group.data.betType}`}
      />
      <Stack gap="md">
        {pool > POOL_BANNER_MIN_RS ? (
          <Alert color="teal" variant="light" icon={<IconCoins />} title="Total Pool">
            {formatMoney(pool)}
          </Alert>
        ) : null}
        <DataTable
          label="Bets"
          columns={columns}
          rows={bets.data}
          rowKey={(bet) => bet._id}
          empty={<EmptyMessage text="No bets placed in this group." />}
        />
      </Stack>
    </>
  );
}
