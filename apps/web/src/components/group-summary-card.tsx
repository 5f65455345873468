import { Card, Group as Row, SimpleGrid } from '@mantine/core';
import type { Group } from '@wicket/shared/schemas/groups';
import type { ReactNode } from 'react';
import { Fact } from '@/components/fact';
import { GroupName } from '@/components/group-name';
import { StatusBadge } from '@/components/status-badge';
import { t } from '@/i18n';
import { formatMoney, prizeLabel, sharesLabel } from '@/lib/format';

/** One betting pool of a match: Group n, its type, status, bet amount, prizes, shares and pool; actions below. */
export function GroupSummaryCard({ group, index, children }: { group: Group; index: number; children: ReactNode }) {
  const name = t('Group {n}', { n: index + 1 });
  return (
    <Card withBorder padding="md" component="article" aria-label={name}>
      <Row justify="space-between" mb="sm" wrap="nowrap">
        <GroupName name={name} betType={group.betType} />
        <StatusBadge status={group.status} />
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
