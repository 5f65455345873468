import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { Club } from '@wicket/shared/schemas/clubs';
import { Link } from 'react-router';
import { st, t } from '@/i18n';
import { fullName } from '@/lib/format';
import { staffPaths } from '@/lib/staff';

const admin = staffPaths('Admin');

type ClubCardProps = { club: Club; onDelete: (club: Club) => void; deleting: boolean };

/** A club as the Admin sees it: name, manager name and email, and what can be done with it. */
export function ClubCard({ club, onDelete, deleting }: ClubCardProps) {
  return (
    <Card withBorder padding="md" component="article" aria-label={club.clubName}>
      <Stack gap={4} mb="sm">
        <Text fw={700} size="lg">
          {club.clubName}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('Manager: ')}
          </Text>
          {fullName(club.user)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('Email: ')}
          </Text>
          {club.managerEmail ?? club.user.email ?? t('Not given')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('Manager share {managerShare}% · Admin share {adminShare}%', {
            managerShare: club.managerShare,
            adminShare: club.adminShare,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {st(messages.houseShareExplained)}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button component={Link} to={admin.editClub(club._id)} size="xs" variant="default">
          {t('Edit')}
        </Button>
        <Button component={Link} to={admin.matches(club._id)} size="xs">
          {t('Add/Manage Match')}
        </Button>
        <Button component={Link} to={admin.members(club._id)} size="xs" variant="light">
          {t('Manage Members')}
        </Button>
        <Button component={Link} to={admin.standings(club._id)} size="xs" variant="light">
          {t('Standings')}
        </Button>
        <Button component={Link} to={admin.pointsSystem(club._id)} size="xs" variant="light">
          {t('Points System')}
        </Button>
        <Button component={Link} to={admin.squads(club._id)} size="xs" variant="light">
          {t('Squads')}
        </Button>
        <Button size="xs" color="red" variant="light" onClick={() => onDelete(club)} loading={deleting}>
          {t('Delete')}
        </Button>
      </Group>
    </Card>
  );
}
