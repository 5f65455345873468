import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { lazy, Suspense } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { Fact } from '@/components/fact';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { st, t } from '@/i18n';
import { formatMoney } from '@/lib/format';
import { useMyStats } from '../api/get-my-stats';

/** The chart library loads with this screen only, after its figures are on screen. */
const StakeChart = lazy(() => import('../components/stake-chart'));

/** `/dashboard/stats`: the member's own totals over its settled matches and a chart of staked against won. */
export function StatsPage() {
  const stats = useMyStats();
  if (stats.error) return <ErrorState message={stats.error.message} />;
  if (!stats.data) return <PageLoader />;
  const { totals, matches } = stats.data;
  return (
    <>
      <PageHeader back="/dashboard" title={st(messages.statsTitle)} />
      <Card withBorder padding="md" mb="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
          <Fact label={t('Matches')}>{totals.matches}</Fact>
          <Fact label={t('Bets')}>{totals.bets}</Fact>
          <Fact label={t('Staked')}>{formatMoney(totals.staked)}</Fact>
          <Fact label={t('Won')}>{formatMoney(totals.won)}</Fact>
          <Fact label={t('Net')}>
            <Text span fw={700} c={totals.net > 0 ? 'green' : totals.net < 0 ? 'red' : undefined}>
              {totals.net < 0 ? '−' : totals.net > 0 ? '+' : ''}
              {formatMoney(Math.abs(totals.net))}
            </Text>
          </Fact>
          <Fact label={t('Winning bets')}>{totals.wins}</Fact>
          <Fact label={t('Firsts')}>{totals.firsts}</Fact>
          <Fact label={t('Referral earnings')}>{formatMoney(totals.referral)}</Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md">
        <Title order={3} fz="h4" mb="sm">
          {st(messages.statsChartTitle)}
        </Title>
        {matches.length === 0 ? (
          <EmptyMessage text={st(messages.statsEmpty)} />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <div data-testid="stake-chart">
              <StakeChart matches={matches} />
            </div>
          </Suspense>
        )}
      </Card>
    </>
  );
}
