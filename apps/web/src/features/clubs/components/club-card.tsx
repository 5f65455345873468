import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { Club } from '@wicket/shared/schemas/clubs';
import { Link } from 'react-router';
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
            Manager:{' '}
          </Text>
          {fullName(club.user)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            Email:{' '}
          </Text>
          {club.managerEmail ?? club.user.email ?? 'Not given'}
        </Text>
        <Text size="xs" c="dimmed">
          Manager share {club.managerShare}% · Admin share {club.adminShare}%
        </Text>
        <Text size="xs" c="dimmed">
          {messages.houseShareExplained}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button component={Link} to={`/admin-dashboard/edit-club/${club._id}`} size="xs" variant="default">
          Edit
        </Button>
        <Button component={Link} to={admin.matches(club._id)} size="xs">
          Add/Manage Match
        </Button>
        <Button component={Link} to={admin.members(club._id)} size="xs" variant="light">
          Manage Members
        </Button>
        <Button component={Link} to={admin.standings(club._id)} size="xs" variant="light">
          Standings
        </Button>
        <Button component={Link} to={admin.pointsSystem(club._id)} size="xs" variant="light">
          Points System
        </Button>
        <Button component={Link} to={admin.squads(club._id)} size="xs" variant="light">
          Squads
        </Button>
        <Button size="xs" color="red" variant="light" onClick={() => onDelete(club)} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Card>
  );
}
