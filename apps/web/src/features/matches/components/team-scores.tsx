import { Card, SimpleGrid, Table, Text } from '@mantine/core';
import type { Match } from '@wicket/shared/schemas/matches';
import type { Result } from '@wicket/shared/schemas/results';
import { teamSlots } from '@/lib/players';

function TeamTable({ title, slots, scores }: { title: string; slots: ReturnType<typeof teamSlots>; scores: number[] }) {
  return (
    <Card withBorder padding="sm">
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <Table verticalSpacing={4} aria-label={`${title} scores`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th ta="right">Score</Table.Th>
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

/** Both teams' players with their scores: what every combination's score is summed from. */
export function TeamScores({ match, result }: { match: Match; result: Result }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TeamTable title={match.team1} slots={teamSlots(match.Team1Players, 1)} scores={result.team1Scores} />
      <TeamTable title={match.team2} slots={teamSlots(match.Team2Players, 2)} scores={result.team2Scores} />
    </SimpleGrid>
  );
}
