import { Card, Group as Row, SimpleGrid, Table, Text } from '@mantine/core';
import type { Match } from '@wicket/shared/schemas/matches';
import type { Result } from '@wicket/shared/schemas/results';
import { teamSlots } from '@/entities/match/players';
import { t } from '@/i18n';

function TeamScoreTable({
  name,
  players,
  scores,
  team,
}: {
  name: string;
  players: Match['Team1Players'];
  scores: number[];
  team: 1 | 2;
}) {
  const slots = teamSlots(players, team);
  const total = scores.reduce((sum, score) => sum + score, 0);
  return (
    <Card withBorder padding="sm">
      <Row justify="space-between" mb="xs">
        <Text fw={700}>{name}</Text>
        <Text size="sm" c="dimmed">
          {t('Total {total}', { total })}
        </Text>
      </Row>
      <Table verticalSpacing={4} aria-label={t('{name} scores', { name })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>{t('Player')}</Table.Th>
            <Table.Th ta="right">{t('Score')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.map((slot) => (
            <Table.Tr key={slot.symbol}>
              <Table.Td fw={700}>{slot.symbol}</Table.Td>
              <Table.Td>{slot.name}</Table.Td>
              <Table.Td ta="right">{scores[slot.index] ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** Both teams' seven scores: every combination's score is the sum of its three players'. */
export function TeamScores({ match, result }: { match: Match; result: Result }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TeamScoreTable name={match.team1} players={match.Team1Players} scores={result.team1Scores} team={1} />
      <TeamScoreTable name={match.team2} players={match.Team2Players} scores={result.team2Scores} team={2} />
    </SimpleGrid>
  );
}
