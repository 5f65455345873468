import { Badge, Card, Group, SimpleGrid } from '@mantine/core';
import type { GroupDetail } from '@wicket/shared/schemas/groups';
import { Fact } from '@/components/fact';
import { StatusBadge } from '@/components/status-badge';
import { formatMoney, prizeLabel, sharesLabel } from '@/lib/format';

/** The group's details: type, price per combination, prizes, pool and whether bets are taken now. */
export function GroupSummary({ group, bettingOpen }: { group: GroupDetail; bettingOpen: boolean }) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Badge variant="outline" radius="sm">
          {group.betType}
        </Badge>
        <Group gap={6}>
          <StatusBadge status={group.status} />
          <Badge color={bettingOpen ? 'green' : 'gray'} variant="dot">
            {bettingOpen ? 'Betting open' : 'Betting closed'}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label="Bet Amount">{formatMoney(group.betAmount)}</Fact>
        <Fact label="Prizes">{prizeLabel(group)}</Fact>
        <Fact label="Shares">{sharesLabel(group)}</Fact>
        <Fact label="Pool">{formatMoney(group.totalBetAmount)}</Fact>
      </SimpleGrid>
    </Card>
  );
}
