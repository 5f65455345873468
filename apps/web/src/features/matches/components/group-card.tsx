import { Badge, Button, Card, Group as Row, SimpleGrid, Text } from '@mantine/core';
import type { Group } from '@wicket/shared/schemas/groups';
import { Link } from 'react-router';
import { Fact } from '@/components/fact';
import { StatusBadge } from '@/components/status-badge';
import { formatMoney, prizeLabel, sharesLabel } from '@/lib/format';

type GroupCardProps = { group: Group; index: number; bettingOpen: boolean };

/** One betting pool of a match: Group n, its type, bet amount, prizes and pool, with Place Bet and View Bets. */
export function GroupCard({ group, index, bettingOpen }: GroupCardProps) {
  const open = bettingOpen && group.status === 'Active';
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
        <Fact label="Shares">{sharesLabel(group)}</Fact>
        <Fact label="Pool">{formatMoney(group.totalBetAmount)}</Fact>
      </SimpleGrid>
      <Row gap="xs" grow>
        {open ? (
          <Button component={Link} to={`/place-bet/${group._id}`}>
            Place Bet
          </Button>
        ) : (
          <Button disabled>Betting closed</Button>
        )}
        <Button component={Link} to={`/view-bets/${group._id}`} variant="default">
          View Bets
        </Button>
      </Row>
    </Card>
  );
}
