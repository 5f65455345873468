import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCredits, slotCode } from '@wicket/shared/fantasy';
import { teamSlots } from '@/entities/match/players';
import { t } from '@/i18n';

export type PickerTeam = {
  name: string;
  players: Record<string, string>;
  /** Each slot's points once the match has scores (the result's slot scores), else undefined. */
  scores?: readonly number[];
};

type PlayerPickerProps = {
  teams: [PickerTeam, PickerTeam];
  /** Prices in tenths by player code (slots without a player are not on the sheet and cannot be picked). */
  prices: ReadonlyMap<string, number>;
  picked: readonly string[];
  /** The team is full: players not yet picked wait until one is removed. */
  full: boolean;
  disabled: boolean;
  onToggle: (code: string) => void;
};

/**
 * The 14 players of the match as toggle buttons, by team: code, name, price and (once known) points. A tap adds or
 * removes the player (design-contests section 1).
 */
export function PlayerPicker({ teams, prices, picked, full, disabled, onToggle }: PlayerPickerProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {teams.map((team, index) => {
        const side = (index + 1) as 1 | 2;
        return (
          <Card key={team.name} withBorder padding="xs">
            <Text fw={700} mb="xs">
              {team.name}
            </Text>
            <Stack gap={6}>
              {teamSlots(team.players, side).map((slot) => {
                const code = slotCode(side, slot.index);
                const price = prices.get(code);
                const on = picked.includes(code);
                const score = team.scores?.[slot.index];
                return (
                  <Button
                    key={code}
                    variant={on ? 'filled' : 'default'}
                    aria-pressed={on}
                    disabled={disabled || price === undefined || (full && !on)}
                    onClick={() => onToggle(code)}
                    fullWidth
                    h="auto"
                    mih={40}
                    py={6}
                    px={8}
                    styles={{
                      inner: { justifyContent: 'space-between' },
                      label: { width: '100%', whiteSpace: 'normal' },
                    }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
                      <Text span size="sm" fw={600} ta="left" style={{ overflowWrap: 'anywhere' }}>
                        {slot.name}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        {score !== undefined ? (
                          <Badge variant="light" color="teal" size="sm">
                            {t('{points} pts', { points: score })}
                          </Badge>
                        ) : null}
                        {price !== undefined ? (
                          <Text span size="sm" fw={700}>
                            {t('{credits} cr', { credits: formatCredits(price) })}
                          </Text>
                        ) : null}
                      </Group>
                    </Group>
                  </Button>
                );
              })}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
