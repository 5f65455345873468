import { Accordion, Group, Text } from '@mantine/core';
import type { FantasyTeam } from '@wicket/shared/schemas/fantasy-teams';
import { EmptyMessage } from '@/components/empty-message';
import { t } from '@/i18n';
import { fullName } from '@/lib/format';
import { TeamLineup } from './team-lineup';

type LeaderboardProps = {
  teams: FantasyTeam[];
  /** The signed-in user's id: their teams are marked. */
  me: string | undefined;
  nameOf: (code: string) => string;
  pointsOf?: (code: string) => number | undefined;
};

/**
 * Every team once betting has closed, by rank (the server's order; ties share a rank): owner and points, each team
 * opening to its players with C and VC. A `group` event refetches the list, so it moves as the scorecard is saved.
 */
export function Leaderboard({ teams, me, nameOf, pointsOf }: LeaderboardProps) {
  if (teams.length === 0) return <EmptyMessage text={t('No teams were entered in this group.')} />;
  return (
    <Accordion variant="separated" chevronPosition="right">
      {teams.map((team) => (
        <Accordion.Item key={team._id} value={team._id} data-team-row>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap">
                <Text fw={700} miw={32}>
                  {team.rank === null ? '–' : `#${team.rank}`}
                </Text>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {team.owner ? fullName(team.owner) : ''}
                  {team.owner?._id === me ? ` (${t('You')})` : ''}
                </Text>
              </Group>
              <Text fw={700} data-team-points>
                {team.points === null ? '–' : t('{points} pts', { points: team.points })}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <TeamLineup team={team} nameOf={nameOf} pointsOf={pointsOf} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
