import { Accordion, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { Match } from '@wicket/shared/schemas/matches';
import type { Scorecard } from '@wicket/shared/schemas/scorecard';
import { useParams } from 'react-router';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMatch } from '@/entities/match/get-match';
import { teamSlots } from '@/entities/match/players';
import { usePointsSystem } from '@/entities/points-system/points-system';
import { st, t } from '@/i18n';
import { isNotFound } from '@/lib/api-client';
import { pointsSystemName, pointsText } from '@/lib/points-labels';
import { useScorecard } from '../api/scorecard';
import { PointsBreakdown } from '../components/points-breakdown';
import { PointsTableView } from '../components/points-table-view';
import { figuresSummary } from '../utils/figures-draft';

/** One team's players with their points and the breakdown in words. */
function TeamPoints({ match, scorecard, team }: { match: Match; scorecard: Scorecard; team: 1 | 2 }) {
  const name = team === 1 ? match.team1 : match.team2;
  const players = scorecard.players.slice(team === 1 ? 0 : 7, team === 1 ? 7 : 14);
  const figures = team === 1 ? scorecard.figures.team1 : scorecard.figures.team2;
  const slots = teamSlots(team === 1 ? match.Team1Players : match.Team2Players, team);
  const total = players.reduce((sum, player) => sum + player.points, 0);
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('{name} points', { name })}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700}>{name}</Text>
        <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
          {t('Total {total}', { total: pointsText(total) })}
        </Text>
      </Group>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {players.map((player, index) => {
          const slot = slots[index];
          const played = figures[index];
          return (
            <li key={player.code}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Text span fw={700} mr={6}>
                    {player.code}
                  </Text>
                  <Text span fw={600}>
                    {player.name ?? slot?.name ?? t('Player {code}', { code: player.code })}
                  </Text>
                </Text>
                <Text size="sm" fw={700} style={{ flex: 'none' }}>
                  {pointsText(player.points)}
                </Text>
              </Group>
              {played ? (
                <Text size="xs" c="dimmed">
                  {figuresSummary(played)}
                </Text>
              ) : null}
              <PointsBreakdown breakdown={player.breakdown} />
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}

/** The club's points table, folded: members look it up, before the match or beside a scorecard. */
function HowPointsWork({ clubId }: { clubId: string }) {
  const system = usePointsSystem(clubId);
  if (!system.data) return null;
  return (
    <Accordion variant="contained">
      <Accordion.Item value="table">
        <Accordion.Control>
          {t('How points are scored:')} {pointsSystemName(system.data.name)}
        </Accordion.Control>
        <Accordion.Panel>
          <PointsTableView system={system.data} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/**
 * `/match-scorecard/{matchId}` (design-season section 2): each player's points with the breakdown in words, and the
 * points system they were scored with. No scorecard yet is an empty state; a result typed by hand says so.
 */
export function MatchScorecardPage() {
  const { matchId = '' } = useParams();
  const match = useMatch(matchId);
  const scorecard = useScorecard(matchId);
  const missing = isNotFound(scorecard.error);

  if (match.error) return <ErrorState message={match.error.message} />;
  if (!match.data || (scorecard.isPending && !missing)) return <PageLoader />;

  return (
    <>
      <PageHeader
        back={`/match-result/${encodeURIComponent(matchId)}`}
        title={t('Scorecard')}
        subtitle={t('{team1} vs {team2}', { team1: match.data.team1, team2: match.data.team2 })}
      />
      <Stack gap="md">
        {scorecard.data ? (
          <>
            <Text size="sm" c="dimmed">
              {t('Points by {name}', { name: pointsSystemName(scorecard.data.pointsSystem.name) })}
              {scorecard.data.source === 'cricsheet' ? t(', from the Cricsheet scorecard') : ''}.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <TeamPoints match={match.data} scorecard={scorecard.data} team={1} />
              <TeamPoints match={match.data} scorecard={scorecard.data} team={2} />
            </SimpleGrid>
          </>
        ) : missing ? (
          <EmptyMessage text={match.data.result ? st(messages.scoresEnteredByHand) : st(messages.noScorecardYet)} />
        ) : (
          <ErrorState message={scorecard.error?.message} />
        )}
        <HowPointsWork clubId={match.data.club} />
      </Stack>
    </>
  );
}
