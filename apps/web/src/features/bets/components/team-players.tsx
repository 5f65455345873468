import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { useId } from 'react';
import { type PlayerSlot, teamSlots } from '@/entities/match/players';
import { st } from '@/i18n';

type Picking = {
  /** The players tapped so far (symbols, in tap order; at most 2 between combinations). */
  tapped: readonly string[];
  onTap: (symbol: string) => void;
  /** Why a player cannot be tapped now (it would complete a taken combination, the slip is full), or undefined. */
  blockedReason: (symbol: string) => string | undefined;
  /** Betting closed: nothing can be tapped. */
  disabled: boolean;
};

function Team({
  name,
  slots,
  unnamedNotice,
  picking,
  reasonIds,
}: {
  name: string;
  slots: PlayerSlot[];
  unnamedNotice?: string;
  picking: Picking;
  reasonIds: Map<string, string>;
}) {
  return (
    <Card withBorder padding="xs">
      <Text fw={700} mb="xs">
        {name}
      </Text>
      {/* Orange's text shade (not orange 9, 4.3:1 on white and 3.2:1 on a dark card): AA in both schemes. */}
      {unnamedNotice ? (
        <Text size="sm" c="var(--mantine-color-orange-text)" fw={600} mb="xs">
          {unnamedNotice}
        </Text>
      ) : null}
      <Stack gap={6}>
        {slots.map((slot) => {
          const pressed = picking.tapped.includes(slot.symbol);
          const reason = picking.blockedReason(slot.symbol);
          return (
            <Button
              key={slot.symbol}
              variant={pressed ? 'filled' : 'default'}
              aria-pressed={pressed}
              aria-describedby={reason ? reasonIds.get(reason) : undefined}
              disabled={picking.disabled || reason !== undefined}
              onClick={() => picking.onTap(slot.symbol)}
              justify="flex-start"
              fullWidth
              size="sm"
              px={6}
              // Long names wrap at their spaces onto a second line (issue 38: one clipped line cut them mid-word).
              h="auto"
              mih={36}
              py={6}
              styles={{
                inner: { justifyContent: 'flex-start' },
                label: {
                  whiteSpace: 'normal',
                  // Only a word wider than the whole line breaks inside (hyphenated where the browser can).
                  overflowWrap: 'anywhere',
                  hyphens: 'auto',
                  textAlign: 'left',
                  lineHeight: 1.3,
                  height: 'auto',
                },
              }}
            >
              {/* The name is the visible text, symbol then player ("1 Rohit"), so what is seen is what is said. */}
              <Text span fw={700} size="sm" w={14} ta="center" mr={6} style={{ display: 'inline-block', flex: 'none' }}>
                {slot.symbol}
              </Text>{' '}
              {slot.name}
            </Button>
          );
        })}
      </Stack>
    </Card>
  );
}

const unnamed = (players: Record<string, string>) => !Object.values(players).some((name) => name.trim() !== '');

/**
 * Seven players per team: team 1 picked with 1-7, team 2 with A-G. Each player is a toggle button: three taps (any
 * mix of the two teams) build a combination (design-match-day section 2). A team with no named player yet carries
 * `unnamedNotice` (members read that the players are not announced).
 */
export function TeamPlayers({
  team1,
  team2,
  team1Players,
  team2Players,
  unnamedNotice,
  picking,
  reasons,
}: {
  team1: string;
  team2: string;
  team1Players: Record<string, string>;
  team2Players: Record<string, string>;
  unnamedNotice?: string;
  picking: Picking;
  /** The reasons `blockedReason` can give, shown under the teams and tied to the disabled buttons. */
  reasons: readonly string[];
}) {
  const baseId = useId();
  const reasonIds = new Map(reasons.map((reason, index) => [reason, `${baseId}-reason-${index}`]));
  const shown = reasons.filter((reason) =>
    [...teamSlots(team1Players, 1), ...teamSlots(team2Players, 2)].some(
      (slot) => picking.blockedReason(slot.symbol) === reason,
    ),
  );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id={`${baseId}-help`}>
        {st(messages.pickPlayersHelp)}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Team
          name={team1}
          slots={teamSlots(team1Players, 1)}
          unnamedNotice={unnamed(team1Players) ? unnamedNotice : undefined}
          picking={picking}
          reasonIds={reasonIds}
        />
        <Team
          name={team2}
          slots={teamSlots(team2Players, 2)}
          unnamedNotice={unnamed(team2Players) ? unnamedNotice : undefined}
          picking={picking}
          reasonIds={reasonIds}
        />
      </SimpleGrid>
      {reasons.map((reason) => (
        <Text
          key={reason}
          id={reasonIds.get(reason)}
          size="sm"
          c="var(--mantine-color-orange-text)"
          fw={600}
          role="status"
          hidden={!shown.includes(reason)}
        >
          {reason}
        </Text>
      ))}
    </Stack>
  );
}
