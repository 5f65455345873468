import { Badge, Card, Group as Row, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { StandingsRow } from '@wicket/shared/schemas/groups';
import { useParams } from 'react-router';
import { type Column, DataTable } from '@/components/data-table';
import { column, withColumn } from '@/components/data-table-column';
import { memberScorecardPath, PlayersPointsLink } from '@/components/domain/players-points-link';
import { EmptyMessage } from '@/components/empty-message';
import { LoadErrorState } from '@/components/error-state';
import { Fact } from '@/components/fact';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useGroup } from '@/entities/group/get-group';
import { useGroupStandings } from '@/entities/group/get-group-standings';
import { dataLabel, st, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatMoney, fullName, stakeLabel } from '@/lib/format';
import { useStaff } from '@/lib/staff';

const PLACE_LABELS = { 1: '1st', 2: '2nd', 3: '3rd' } as const;

/** The bet's three players in combination order: "2 Bala 40" each (an unnamed slot reads "Player 2"). */
function Breakdown({ row }: { row: StandingsRow }) {
  return (
    <Stack gap={0}>
      {row.breakdown.map((player) => (
        <Text key={player.code} size="sm" span>
          <Text span ff="monospace" fw={700}>
            {player.code}
          </Text>{' '}
          {player.name || t('Player {code}', { code: player.code })}: {player.score}
        </Text>
      ))}
    </Stack>
  );
}

const inTitle = (column: Column<StandingsRow>): Column<StandingsRow> => withColumn(column, { hiddenInCard: true });

const columns: Column<StandingsRow>[] = [
  inTitle({
    key: 'place',
    get header() {
      return t('Place');
    },
    render: (row) => (row.place ? PLACE_LABELS[row.place] : '—'),
  }),
  inTitle({
    key: 'combination',
    get header() {
      return t('Combination');
    },
    render: (row) => (
      <Text ff="monospace" fw={600} span>
        {row.combination}
      </Text>
    ),
  }),
  column('better', () => t('Better'), {
    render: (row) => fullName(row.better),
  }),
  column('score', () => t('Score'), {
    render: (row) => row.score,
    align: 'right',
  }),
  column('winnings', () => t('Winnings'), {
    render: (row) => formatMoney(row.winnings),
    align: 'right',
  }),
  column('breakdown', () => t('Breakdown'), {
    render: (row) => <Breakdown row={row} />,
  }),
];

const cardTitle = (row: StandingsRow) =>
  `${row.place ? `${PLACE_LABELS[row.place]} · ` : ''}${row.combination} · ${t('{points} pts', { points: row.score })}`;

/**
 * A group's standings by the saved result (design-match-day section 2): place, combination, better, score,
 * winnings and each bet's points breakdown; "Provisional" until the credits are approved. One screen for members
 * (`/match-standings/{groupId}`) and staff (`/{manager,admin}-dashboard/match-standings/{groupId}`): only the way
 * back differs. Live `match` events move it with every result save.
 */
export function MatchStandingsPage({ staff = false }: { staff?: boolean }) {
  const { groupId = '' } = useParams();
  const { paths } = useStaff();
  const group = useGroup(groupId);
  const standings = useGroupStandings(groupId);

  if (group.error) return <LoadErrorState error={group.error} thing="Group" />;
  if (!group.data || standings.isPending) return <PageLoader />;
  const { match } = group.data;
  const noResult = standings.error instanceof ApiError && standings.error.status === 409;

  return (
    <>
      <PageHeader
        back={staff ? paths.viewResult(match._id) : `/match-result/${match._id}`}
        title={t('Standings')}
        subtitle={t('{team1} vs {team2} · {betType} · {price}', {
          team1: match.team1,
          team2: match.team2,
          betType: dataLabel(group.data.betType),
          price: stakeLabel(group.data),
        })}
        actions={<PlayersPointsLink to={staff ? paths.scorecard(match._id) : memberScorecardPath(match._id)} />}
      />
      {noResult ? (
        <EmptyMessage text={st(messages.standingsNoResult)}>
          <Text size="sm" c="dimmed" ta="center">
            {st(messages.standingsNoResultHelp)}
          </Text>
        </EmptyMessage>
      ) : standings.error ? (
        <LoadErrorState error={standings.error} thing="Group" />
      ) : (
        <Stack gap="md">
          <Card withBorder padding="md">
            <Row justify="space-between" mb="sm">
              <Badge color={standings.data.provisional ? 'orange' : 'teal'} variant="light" size="lg">
                {standings.data.provisional ? t('Provisional') : t('Final')}
              </Badge>
              <Text size="sm" c="dimmed">
                {standings.data.provisional ? st(messages.standingsProvisional) : st(messages.standingsFinal)}
              </Text>
            </Row>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Fact label={t('Pool')}>{formatMoney(standings.data.pool)}</Fact>
              <Fact label={t('1st Prize')}>{formatMoney(standings.data.prizes.first)}</Fact>
              {group.data.winnerShare2 > 0 ? (
                <Fact label={t('2nd Prize')}>{formatMoney(standings.data.prizes.second)}</Fact>
              ) : null}
              {group.data.winnerShare3 > 0 ? (
                <Fact label={t('3rd Prize')}>{formatMoney(standings.data.prizes.third)}</Fact>
              ) : null}
            </SimpleGrid>
          </Card>
          <DataTable
            label={t('Standings')}
            columns={columns}
            rows={standings.data.rows}
            rowKey={(row) => row._id}
            cardTitle={cardTitle}
            minWidth={760}
            empty={<EmptyMessage text={st(messages.groupStandingsEmpty)} />}
          />
        </Stack>
      )}
    </>
  );
}

/** The staff route's screen: the same page, back to the staff's result view. */
export function StaffMatchStandingsPage() {
  return <MatchStandingsPage staff />;
}
