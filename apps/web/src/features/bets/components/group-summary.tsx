import { Badge, Card, Divider, Group, SimpleGrid, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { GroupDetail } from '@wicket/shared/schemas/groups';
import { groupShownStatus, StatusBadge } from '@/components/domain/status-badge';
import { Fact } from '@/components/fact';
import { dataLabel, st, t } from '@/i18n';
import { formatMoney, prizeLabel, sharesLabel } from '@/lib/format';

const PLACES = [
  {
    get label() {
      return t('1st');
    },
    share: 'winnerShare1',
    prize: 'first',
  },
  {
    get label() {
      return t('2nd');
    },
    share: 'winnerShare2',
    prize: 'second',
  },
  {
    get label() {
      return t('3rd');
    },
    share: 'winnerShare3',
    prize: 'third',
  },
] as const;

/**
 * The group's details: type, price per combination, prizes, pool and whether bets are taken now, and the prize
 * preview (design-match-day section 2): what each paid place gets if betting closed now ("1st RS 120").
 */
export function GroupSummary({ group, bettingOpen }: { group: GroupDetail; bettingOpen: boolean }) {
  const shown = groupShownStatus(group, group.match);
  // The server's bettingOpen decides; the status beside it only adds why (Inactive, Refunded), never Active.
  const badgeStatus = bettingOpen ? group.status : shown === 'Active' || shown === 'Closed' ? null : shown;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Badge variant="outline" radius="sm">
          {dataLabel(group.betType)}
        </Badge>
        <Group gap={6}>
          {/* Active beside Betting closed contradicted itself (issue 38): the dot alone says it once closed. */}
          {badgeStatus === null ? null : <StatusBadge status={badgeStatus} />}
          <Badge color={bettingOpen ? 'green' : 'gray'} variant="dot">
            {bettingOpen ? t('Betting open') : t('Betting closed')}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label={t('Bet Amount')}>{formatMoney(group.betAmount)}</Fact>
        <Fact label={t('Prizes')}>{prizeLabel(group)}</Fact>
        <Fact label={t('Shares')}>{sharesLabel(group)}</Fact>
        <Fact label={t('Pool')}>{formatMoney(group.totalBetAmount)}</Fact>
      </SimpleGrid>
      <Divider my="sm" />
      <Text size="xs" c="dimmed" id="prize-preview-title">
        {st(messages.prizePreviewTitle)}
      </Text>
      <Group gap="md" aria-labelledby="prize-preview-title" role="group" data-testid="prize-preview">
        {PLACES.filter((place) => group[place.share] > 0).map((place) => (
          <Text key={place.label} size="sm" fw={600}>
            {place.label} {formatMoney(group.prizes[place.prize])}
          </Text>
        ))}
      </Group>
    </Card>
  );
}
