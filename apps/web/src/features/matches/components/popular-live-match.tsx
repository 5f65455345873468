import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import type { Match } from '@wicket/shared/schemas/matches';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime, isToday } from '@/lib/format';
import { useDashboardMatches } from '../api/get-matches';

/** Today's match to bet on: the first open one of the day, else the first of the day. */
export function pickLiveMatch(matches: Match[], now: Date = new Date()): Match | undefined {
  const today = matches
    .filter((match) => isToday(match.dateTime, now))
    // By time, not localeCompare: a browser's first collation loads ICU data, a long task on a phone.
    .sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
  return today.find((match) => match.status === 'Active') ?? today[0];
}

/** The side card's Popular Live Match. */
export function PopularLiveMatch() {
  const { matches, isPending } = useDashboardMatches();
  const live = pickLiveMatch(matches);
  return (
    <Stack gap={6}>
      <Group gap={6}>
        <IconFlame size={18} color="var(--mantine-color-orange-6)" aria-hidden />
        <Text fw={700}>Popular Live Match</Text>
      </Group>
      {isPending ? (
        <Skeleton height={48} />
      ) : live ? (
        <Card withBorder padding="sm" bg="var(--app-page-bg)">
          <Text fw={600}>
            {live.team1} vs {live.team2}
          </Text>
          <Group justify="space-between" mt={4} gap="xs">
            <Text size="sm" c="dimmed">
              {formatDateTime(live.dateTime)}
            </Text>
            <StatusBadge status={live.status} />
          </Group>
        </Card>
      ) : (
        <Text size="sm" c="dimmed">
          No live match today
        </Text>
      )}
    </Stack>
  );
}
