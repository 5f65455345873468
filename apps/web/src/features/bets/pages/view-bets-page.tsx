import { Alert, Button, Group as Row, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { Bet } from '@wicket/shared/schemas/bets';
import { Link, useParams } from 'react-router';
import { type Column, DataTable } from '@/components/data-table';
import { DownloadButton } from '@/components/download-button';
import { EmptyMessage } from '@/components/empty-message';
import { LoadErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { formatMoney, fullName } from '@/lib/format';
import { useGroup } from '@/lib/queries/get-group';
import { useGroupBets } from '@/lib/queries/get-group-bets';
import { useStaff } from '@/lib/staff';
import { betColumns } from '../components/bet-columns';

/** Spec section 9: the pool banner shows only when the pool is above 50. */
export const POOL_BANNER_MIN_RS = 50;

/** The card title says combination and member, so the phone cards leave those two out. */
const inTitle = (column: Column<Bet>): Column<Bet> => ({ ...column, hiddenInCard: true });

const memberColumns = [
  inTitle(betColumns.combination),
  inTitle(betColumns.member),
  betColumns.betAmount,
  betColumns.createdAt,
  betColumns.score,
  betColumns.result,
];
const staffColumns = [
  inTitle(betColumns.combination),
  inTitle(betColumns.member),
  betColumns.phone,
  betColumns.betAmount,
  betColumns.createdAt,
  betColumns.score,
  betColumns.result,
];

/**
 * Every bet of a group, refreshed on its own so bets show up as members place them; the result reads TBA until the
 * match is settled. Members (`/view-bets/{groupId}`) come back to the match and see the pool banner above RS 50;
 * staff (`/{manager,admin}-dashboard/view-bets/{groupId}`) see the betters' phones, the bet count and the sheet.
 */
export function ViewBetsPage({ staff = false }: { staff?: boolean }) {
  const { groupId = '' } = useParams();
  const { paths } = useStaff();
  const group = useGroup(groupId, { refresh: true });
  const bets = useGroupBets(groupId, { refresh: true });

  const failure = group.error ?? bets.error;
  if (failure) return <LoadErrorState error={failure} thing="Group" />;
  if (!group.data || !bets.data) return <PageLoader />;
  const { match } = group.data;
  const pool = group.data.totalBetAmount;

  return (
    <>
      <PageHeader
        back={staff ? paths.matchGroups(match._id) : `/play-match/${match._id}`}
        title="View Bets"
        subtitle={`${match.team1} vs ${match.team2} · ${group.data.betType} · ${formatMoney(group.data.betAmount)} per bet`}
        actions={
          staff ? (
            <>
              <Button component={Link} to={paths.bettingSheet(groupId)} variant="light" color="grape">
                Betting Sheet
              </Button>
              <DownloadButton path={`/api/groups/${encodeURIComponent(groupId)}/bets.csv`} fileName="bets.csv" />
            </>
          ) : undefined
        }
      />
      <Stack gap="md">
        {staff ? (
          <Row gap="lg">
            <Text size="sm">
              Bets: <b>{bets.data.length}</b>
            </Text>
            <Text size="sm">
              Pool: <b>{formatMoney(pool)}</b>
            </Text>
          </Row>
        ) : pool > POOL_BANNER_MIN_RS ? (
          <Alert color="teal" variant="light" icon={<IconCoins />} title="Total Pool">
            {formatMoney(pool)}
          </Alert>
        ) : null}
        <DataTable
          label="Bets"
          columns={staff ? staffColumns : memberColumns}
          rows={bets.data}
          rowKey={(bet) => bet._id}
          cardTitle={(bet) => `${bet.combination} · ${fullName(bet.better)}`}
          minWidth={staff ? 820 : 600}
          empty={<EmptyMessage text="No bets placed in this group." />}
        />
      </Stack>
    </>
  );
}

/** The staff route's screen: the same page with the staff's columns and links. */
export function StaffViewBetsPage() {
  return <ViewBetsPage staff />;
}
