import { Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { teamSlots } from '@/lib/players';

function Team({ name, slots }: { name: string; slots: ReturnType<typeof teamSlots> }) {
  return (
    <Card withBorder padding="sm">
      <Text fw={700} mb="xs">
        {name}
      </Text>
      <Stack gap={6}>
        {slots.map((slot) => (
          <Text key={slot.symbol} size="sm" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <ThemeIcon size="sm" variant="light" radius="sm" component="span">
              <Text span fw={700} size="xs">
                {slot.symbol}
              </Text>
            </ThemeIcon>
            {slot.name}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/** Seven players per team: team 1 picked with 1-7, team 2 with A-G. */
export function TeamPlayers({
  team1,
  team2,
  team1Players,
  team2Players,
}: {
  team1: string;
  team2: string;
  team1Players: Record<string, string>;
  team2Players: Record<string, string>;
}) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Team name={team1} slots={teamSlots(team1Players, 1)} />
      <Team name={team2} slots={teamSlots(team2Players, 2)} />
    </SimpleGrid>
  );
}
