import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFlame, IconTicket } from '@tabler/icons-react';
import { hasBetToPlace } from '@wicket/shared/match-readiness';
import type { MatchListItem } from '@wicket/shared/schemas/matches';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/domain/status-badge';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useDashboardMatches } from '../hooks/use-dashboard-matches';

/**
 * The live match: one being played with bets on it (Ongoing, the most recently started), else the match whose
 * betting closes soonest among those a member can bet on (`hasBetToPlace`: an open group, players named). Never a
 * finished or inactive one, an Active one whose start has passed, nor one the manager has not finished setting up.
 */
export function pickLiveMatch(matches: MatchListItem[], now: Date = new Date()): MatchListItem | undefined {
  // By time, not localeCompare: a browser's first collation loads ICU data, a long task on a phone.
  const byTime = [...matches].sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
  const playing = byTime.filter((match) => match.status === 'Ongoing' && match.hasBets).at(-1);
  return playing ?? byTime.find((match) => hasBetToPlace(match, now));
}

/**
 * The side card's Popular Live Match; for members, Bet Now opens the live match's groups, and only while its
 * betting is open.
 */
export function PopularLiveMatch({ betNow = false }: { betNow?: boolean }) {
  const { matches, isPending } = useDashboardMatches();
  const live = pickLiveMatch(matches);
  const bettable = matches
    .filter((match) => hasBetToPlace(match))
    .sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime))[0];
  return (
    <Stack gap={6}>
      <Group gap={6}>
        <IconFlame size={18} color="var(--mantine-color-orange-6)" aria-hidden />
        <Text fw={700}>{t('Popular Live Match')}</Text>
      </Group>
      {isPending ? (
        <Skeleton height={48} />
      ) : live ? (
        <Card withBorder padding="sm" bg="var(--app-page-bg)">
          <Text fw={600} component={Link} to={`/play-match/${live._id}`} c="inherit">
            {t('{team1} vs {team2}', { team1: live.team1, team2: live.team2 })}
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
          {t('No live match right now')}
        </Text>
      )}
      {betNow && bettable ? (
        <Button
          component={Link}
          to={`/play-match/${bettable._id}`}
          leftSection={<IconTicket size={18} />}
          fullWidth
          mt="xs"
          aria-label={t('Bet Now on {team1} vs {team2}', { team1: bettable.team1, team2: bettable.team2 })}
        >
          {t('Bet Now')}
        </Button>
      ) : null}
    </Stack>
  );
}
