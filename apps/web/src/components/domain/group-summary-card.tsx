import { Card, Group as Row, SimpleGrid } from '@mantine/core';
import type { Group } from '@wicket/shared/schemas/groups';
import type { ReactNode } from 'react';
import { GroupName } from '@/components/domain/group-name';
import { groupShownStatus, StatusBadge } from '@/components/domain/status-badge';
import { Fact } from '@/components/fact';
import { t } from '@/i18n';
import { formatMoney, prizeLabel, sharesLabel } from '@/lib/format';

/**
 * One betting pool of a match: Group n, its type, status, bet amount, prizes, shares and pool; actions below. With
 * its match, the status shown is the one that agrees with betting (groupShownStatus).
 */
export function GroupSummaryCard({
  group,
  index,
  match,
  children,
}: {
  group: Group;
  index: number;
  match?: { status: string; dateTime: string; result: string | null };
  children: ReactNode;
}) {
  const name = t('Group {n}', { n: index + 1 });
  return (
    <Card withBorder padding="md" component="article" aria-label={name}>
      <Row justify="space-between" mb="sm" wrap="nowrap">
        <GroupName name={name} betType={group.betType} />
        <StatusBadge status={match ? groupShownStatus(group, match) : group.status} />
      </Row>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
        <Fact label={t('Bet Amount')}>{formatMoney(group.betAmount)}</Fact>
        <Fact label={t('Prizes')}>{prizeLabel(group)}</Fact>
        <Fact label={t('Shares')}>{sharesLabel(group) || '0%'}</Fact>
        <Fact label={t('Pool')}>{formatMoney(group.totalBetAmount)}</Fact>
      </SimpleGrid>
      {children}
    </Card>
  );
}
