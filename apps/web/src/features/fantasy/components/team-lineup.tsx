import { Badge, Group, Stack, Text } from '@mantine/core';
import type { FantasyTeam } from '@wicket/shared/schemas/fantasy-teams';
import { t } from '@/i18n';

type TeamLineupProps = {
  team: Pick<FantasyTeam, 'players' | 'captain' | 'viceCaptain'>;
  nameOf: (code: string) => string;
  /** A player's points once the match has scores (before the captain's and vice-captain's factor). */
  pointsOf?: (code: string) => number | undefined;
};

/** A team's players, its captain and vice-captain marked C and VC, with each player's points once known. */
export function TeamLineup({ team, nameOf, pointsOf }: TeamLineupProps) {
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {team.players.map((code) => {
        const points = pointsOf?.(code);
        return (
          <Group key={code} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {nameOf(code)}
              </Text>
              {team.captain === code ? (
                <Badge size="sm" title={t('Captain')}>
                  {t('C')}
                </Badge>
              ) : null}
              {team.viceCaptain === code ? (
                <Badge size="sm" variant="light" title={t('Vice-captain')}>
                  {t('VC')}
                </Badge>
              ) : null}
            </Group>
            {points !== undefined ? (
              <Text size="sm" fw={600}>
                {t('{points} pts', { points })}
              </Text>
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}
