import { Alert, Button, Center, Pagination, Group as Row, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { Bet } from '@wicket/shared/schemas/bets';
import { useRef } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { type Column, DataTable } from '@/components/data-table';
import { withColumn } from '@/components/data-table-column';
import { DownloadButton } from '@/components/download-button';
import { EmptyMessage } from '@/components/empty-message';
import { LoadErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useGroup } from '@/entities/group/get-group';
import { GROUP_BETS_PAGE_SIZE, useGroupBetsPage } from '@/entities/group/get-group-bets';
import { dataLabel, t } from '@/i18n';
import { formatMoney, fullName, stakeLabel } from '@/lib/format';
import { useStaff } from '@/lib/staff';
import { viewBetsPage } from '../api/prefetch';
import { betColumns } from '../components/bet-columns';

/** Spec section 9: the pool banner shows only when the pool is above 50. */
export const POOL_BANNER_MIN_RS = 50;

/** The card title says combination and member, so the phone cards leave those two out. */
const inTitle = (column: Column<Bet>): Column<Bet> => withColumn(column, { hiddenInCard: true });

const memberColumns = [
  inTitle(betColumns.combination),
  inTitle(betColumns.member),
  betColumns.betAmount,
  betColumns.createdAt,
  betColumns.score,
  betColumns.result,
];
const staffColumns = [
  inTitle(betColumns.combination),
  inTitle(betColumns.member),
  betColumns.phone,
  betColumns.betAmount,
  betColumns.createdAt,
  betColumns.score,
  betColumns.result,
];

/** `Bets 101–200 of 20,000`: which slice the page shows. */
function pageRange(page: number, shown: number, total: number): string {
  if (shown === 0) return `${total} bets`;
  const first = (page - 1) * GROUP_BETS_PAGE_SIZE + 1;
  return `Bets ${first}–${first + shown - 1} of ${total}`;
}

/** Page buttons in a named landmark, each named (`Page 3`, `Next page`); the current one is `aria-current`. */
function BetPager(props: { page: number; pages: number; label: string; onChange: (page: number) => void }) {
  return (
    <Center component="nav" aria-label={props.label}>
      <Pagination
        total={props.pages}
        value={props.page}
        onChange={props.onChange}
        size="sm"
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({ 'aria-label': t('Page {item}', { item }) })}
        getControlProps={(control) => ({
          'aria-label': {
            first: t('First page'),
            previous: t('Previous page'),
            next: t('Next page'),
            last: t('Last page'),
          }[control],
        })}
      />
    </Center>
  );
}

/**
 * A group's bets in placing order, 100 a page (`?page=`; design-match-day section 9), so a group of 20,000 bets
 * loads and renders one page on a phone. Refreshed on its own (and by live events) so bets show up as members
 * place them; the result reads TBA until the match is settled. Members (`/view-bets/{groupId}`) come back to the
 * match and see the pool banner above RS 50; staff (`/{manager,admin}-dashboard/view-bets/{groupId}`) see the
 * betters' phones, the bet count and the sheet.
 */
export function ViewBetsPage({ staff = false }: { staff?: boolean }) {
  const { groupId = '' } = useParams();
  const { paths } = useStaff();
  const [params, setParams] = useSearchParams();
  const page = viewBetsPage(params.get('page'));
  const group = useGroup(groupId, { refresh: true });
  const bets = useGroupBetsPage(groupId, page, { refresh: true });
  const listTop = useRef<HTMLDivElement>(null);

  const failure = group.error ?? bets.error;
  if (failure) return <LoadErrorState error={failure} thing="Group" />;
  if (!group.data || !bets.data) return <PageLoader />;
  const { match } = group.data;
  const pool = group.data.totalBetAmount;
  const { total } = bets.data;
  const pages = Math.max(1, Math.ceil(total / GROUP_BETS_PAGE_SIZE));
  // A page past the end (bets deleted with their group, an old link): the last page instead.
  if (page > pages && !bets.isPlaceholderData) {
    return <Navigate to={{ search: pages === 1 ? '' : `?page=${pages}` }} replace />;
  }
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    // A page picked at the bottom of a long list brings the list's top back into view.
    listTop.current?.scrollIntoView?.({ block: 'nearest' });
  };
  const pager = (label: string) =>
    pages > 1 ? <BetPager page={page} pages={pages} label={label} onChange={goTo} /> : null;

  return (
    <>
      <PageHeader
        back={staff ? paths.matchGroups(match._id) : `/play-match/${match._id}`}
        title={t('View Bets')}
        subtitle={t('{team1} vs {team2} · {betType} · {price}', {
          team1: match.team1,
          team2: match.team2,
          betType: dataLabel(group.data.betType),
          price: stakeLabel(group.data),
        })}
        actions={
          staff ? (
            <>
              <Button component={Link} to={paths.bettingSheet(groupId)} variant="light" color="grape">
                {t('Betting Sheet')}
              </Button>
              <DownloadButton path={`/api/groups/${encodeURIComponent(groupId)}/bets.csv`} fileName="bets.csv" />
            </>
          ) : undefined
        }
      />
      <Stack gap="md">
        {staff ? (
          <Row gap="lg">
            <Text size="sm">
              {t('Bets:')} <b>{total}</b>
            </Text>
            <Text size="sm">
              {t('Pool:')} <b>{formatMoney(pool)}</b>
            </Text>
          </Row>
        ) : pool > POOL_BANNER_MIN_RS ? (
          <Alert color="teal" variant="light" icon={<IconCoins />} title={t('Total Pool')}>
            {formatMoney(pool)}
          </Alert>
        ) : null}
        <div ref={listTop}>
          {pages > 1 ? (
            // Said again when the page changes, so screen reader users hear where they are.
            <Text size="sm" c="dimmed" ta="center" role="status" data-bets-range>
              {pageRange(page, bets.data.bets.length, total)}
            </Text>
          ) : null}
        </div>
        {pager('Bet pages')}
        <DataTable
          label={t('Bets')}
          columns={staff ? staffColumns : memberColumns}
          rows={bets.data.bets}
          rowKey={(bet) => bet._id}
          cardTitle={(bet) => `${bet.combination} · ${fullName(bet.better)}`}
          minWidth={staff ? 820 : 600}
          empty={<EmptyMessage text={t('No bets placed in this group.')} />}
        />
        {pager('Bet pages, end of list')}
      </Stack>
    </>
  );
}

/** The staff route's screen: the same page with the staff's columns and links. */
export function StaffViewBetsPage() {
  return <ViewBetsPage staff />;
}
