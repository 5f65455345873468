import { Center, Pagination, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/data-table';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { t } from '@/i18n';
import { MY_BETS_PAGE_SIZE, useMyBets } from '../api/get-my-bets';
import { betColumns } from '../components/bet-columns';

const columns = [
  { ...betColumns.match, hiddenInCard: true },
  betColumns.betType,
  betColumns.combination,
  betColumns.betAmount,
  betColumns.score,
  betColumns.result,
  betColumns.createdAt,
];

function toPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/dashboard/my-bets`: the member's bets, newest first, 20 per page (`?page=`). */
export function MyBetsPage() {
  const [params, setParams] = useSearchParams();
  const page = toPage(params.get('page'));
  const bets = useMyBets(page);

  const body = bets.isPending ? (
    <PageLoader />
  ) : bets.error ? (
    <ErrorState message={bets.error.message} />
  ) : (
    <Stack gap="md">
      <DataTable
        label={t('My bets')}
        columns={columns}
        rows={bets.data.bets}
        rowKey={(bet) => bet._id}
        cardTitle={(bet) => t('{team1} vs {team2}', { team1: bet.match.team1, team2: bet.match.team2 })}
        minWidth={760}
        empty={<EmptyMessage text={t('You have not placed any bets yet')} />}
      />
      {bets.data.total > MY_BETS_PAGE_SIZE ? (
        <Stack gap={4} align="center">
          <Center>
            <Pagination
              total={Math.ceil(bets.data.total / MY_BETS_PAGE_SIZE)}
              value={page}
              onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
              size="sm"
              siblings={1}
              aria-label={t('My bets pages')}
            />
          </Center>
          <Text size="xs" c="dimmed">
            {t('{total} bets', { total: bets.data.total })}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );

  return (
    <>
      <PageHeader back="/dashboard" title={t('My Bets')} />
      {body}
    </>
  );
}
