import { Button, Group as Row, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMatchGroups } from '@/entities/match/get-match-groups';
import { t } from '@/i18n';

/**
 * Once a match has a result: a link to each of its groups' standings (provisional until approval). `to` builds the
 * member's or the staff's path.
 */
export function StandingsLinks({ matchId, to }: { matchId: string; to: (groupId: string) => string }) {
  const groups = useMatchGroups(matchId);
  if (!groups.data || groups.data.length === 0) return null;
  return (
    <section aria-label={t('Standings')}>
      <Title order={3} size="h4" mb="xs">
        {t('Standings')}
      </Title>
      <Row gap="xs">
        {groups.data.map((group, index) => (
          <Button key={group._id} component={Link} to={to(group._id)} variant="light" size="sm">
            {t('Group')} {index + 1} {t('standings')}
          </Button>
        ))}
      </Row>
    </section>
  );
}
