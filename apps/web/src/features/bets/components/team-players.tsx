import { Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { teamSlots } from '@/lib/players';

function Team({
  name,
  slots,
  unnamedNotice,
}: {
  name: string;
  slots: ReturnType<typeof teamSlots>;
  unnamedNotice?: string;
}) {
  return (
    <Card withBorder padding="sm">
      <Text fw={700} mb="xs">
        {name}
      </Text>
      {unnamedNotice ? (
        <Text size="sm" c="orange.9" fw={600} mb="xs">
          {unnamedNotice}
        </Text>
      ) : null}
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

const unnamed = (players: Record<string, string>) => !Object.values(players).some((name) => name.trim() !== '');

/**
 * Seven players per team: team 1 picked with 1-7, team 2 with A-G. A team with no named player yet carries
 * `unnamedNotice` (members read that the players are not announced, not a list of "Player 1").
 */
export function TeamPlayers({
  team1,
  team2,
  team1Players,
  team2Players,
  unnamedNotice,
}: {
  team1: string;
  team2: string;
  team1Players: Record<string, string>;
  team2Players: Record<string, string>;
  unnamedNotice?: string;
}) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Team
        name={team1}
        slots={teamSlots(team1Players, 1)}
        unnamedNotice={unnamed(team1Players) ? unnamedNotice : undefined}
      />
      <Team
        name={team2}
        slots={teamSlots(team2Players, 2)}
        unnamedNotice={unnamed(team2Players) ? unnamedNotice : undefined}
      />
    </SimpleGrid>
  );
}
