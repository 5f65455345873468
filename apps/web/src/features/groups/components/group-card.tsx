import { Badge, Button, Card, Group as Row, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Group } from '@wicket/shared/schemas/groups';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';
import { formatMoney, prizeLabel } from '@/lib/format';
import type { StaffPaths } from '@/lib/staff';

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {value}
      </Text>
    </Stack>
  );
}

/** The shares that pay, e.g. `50% / 30% / 10%`. */
export const sharesText = (group: Pick<Group, 'winnerShare1' | 'winnerShare2' | 'winnerShare3'>): string =>
  [group.winnerShare1, group.winnerShare2, group.winnerShare3]
    .filter((share) => share > 0)
    .map((share) => `${share}%`)
    .join(' / ') || '0%';

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
        <Fact label="Bet Amount" value={formatMoney(group.betAmount)} />
        <Fact label="Prizes" value={prizeLabel(group)} />
        <Fact label="Shares" value={sharesText(group)} />
        <Fact label="Pool" value={formatMoney(group.totalBetAmount)} />
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
