import { Group, Text } from '@mantine/core';
import type { Match } from '@wicket/shared/schemas/matches';
import { StatusBadge } from '@/components/domain/status-badge';
import { PageHeader } from '@/components/page-header';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';

/** "Team 1 vs Team 2" with the start time, the venue when it has one, and the status, and a back arrow to `back`. */
export function MatchHeader({ match, back }: { match: Match; back: string }) {
  return (
    <PageHeader
      back={back}
      title={t('{team1} vs {team2}', { team1: match.team1, team2: match.team2 })}
      subtitle={
        <Group gap="xs" component="span">
          <Text span size="sm">
            {formatDateTime(match.dateTime)}
          </Text>
          {match.venue ? (
            <Text span size="sm" data-venue>
              {t('at {venue}', { venue: match.venue })}
            </Text>
          ) : null}
          <StatusBadge status={match.status} />
        </Group>
      }
    />
  );
}
