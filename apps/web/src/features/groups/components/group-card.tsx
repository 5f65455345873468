import { Badge, Button, Card, Group as Row, SimpleGrid, Text } from '@mantine/core';
import type { Group } from '@wicket/shared/schemas/groups';
import { Link } from 'react-router';
import { Fact } from '@/components/fact';
import { StatusBadge } from '@/components/status-badge';
import { formatMoney, prizeLabel, sharesLabel } from '@/lib/format';
import type { StaffPaths } from '@/lib/staff';

type StaffGroupCardProps = {
  group: Group;
  index: number;
  paths: StaffPaths;
  onDelete: (group: Group, name: string) => void;
  deleting: boolean;
};

/** One pool as staff see it: Group n, type, bet amount, prizes, pool, status; Edit only while it has no bets. */
export function StaffGroupCard({ group, index, paths, onDelete, deleting }: StaffGroupCardProps) {
  const name = `Group ${index + 1}`;
  return (
    <Card withBorder padding="md" component="article" aria-label={name}>
      <Row justify="space-between" mb="sm" wrap="nowrap">
        <Row gap="xs">
          <Text fw={700}>{name}</Text>
          <Badge variant="outline" radius="sm">
            {group.betType}
          </Badge>
        </Row>
        <StatusBadge status={group.status} />
      </Row>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
        <Fact label="Bet Amount">{formatMoney(group.betAmount)}</Fact>
        <Fact label="Prizes">{prizeLabel(group)}</Fact>
        <Fact label="Shares">{sharesLabel(group) || '0%'}</Fact>
        <Fact label="Pool">{formatMoney(group.totalBetAmount)}</Fact>
      </SimpleGrid>
      <Row gap="xs">
        {group.hasBets ? null : (
          <Button component={Link} to={paths.editGroup(group._id)} size="xs" variant="default">
            Edit
          </Button>
        )}
        <Button component={Link} to={paths.viewBets(group._id)} size="xs" variant="light">
          View Bets
        </Button>
        <Button component={Link} to={paths.bettingSheet(group._id)} size="xs" variant="light" color="grape">
          Betting Sheet
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={() => onDelete(group, name)}
          loading={deleting}
          disabled={deleting}
        >
          Delete
        </Button>
      </Row>
    </Card>
  );
}
