import { Alert, Button, Group, Tabs } from '@mantine/core';
import { IconListDetails, IconUserPlus, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { t } from '@/i18n';
import { memberPaths } from '@/lib/member-paths';
import { MatchTable } from '../components/match-table';
import { useDashboardMatches } from '../hooks/use-dashboard-matches';
import { DASHBOARD_TABS, filterMatches, toDashboardTab } from '../utils/filter-matches';

/**
 * `/dashboard` (`?tab=live` opens Live match): the club's matches in the spec's four tabs. `invitations` renders the
 * member's pending club invitations with Accept and Decline, or, when there are none, the note it is given (a member
 * without a club is told so only then: under an invitation the note contradicted it). `calendar` is the "Add
 * fixtures to your calendar" card. Both are composed in by the router.
 */
export function DashboardPage({
  invitations,
  calendar,
}: {
  invitations?: (otherwise: ReactNode) => ReactNode;
  calendar?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const tab = toDashboardTab(params.get('tab'));
  const { matches, isPending, error, clubless, clubName } = useDashboardMatches();

  const selectTab = (value: string | null) => {
    const next = toDashboardTab(value);
    setParams(next === 'all' ? {} : { tab: next }, { replace: true });
  };

  return (
    <>
      {/* The club's name arrives with the profile: its line is kept from the first paint so nothing below moves. */}
      <PageHeader
        title={t('Club Dashboard')}
        subtitle={clubName ?? (isPending ? <span aria-hidden>{'\u00a0'}</span> : undefined)}
      />
      <Group gap="xs" mb="md">
        <Button
          component={Link}
          to={memberPaths.myBets}
          variant="light"
          size="xs"
          leftSection={<IconListDetails size={16} />}
        >
          {t('My Bets')}
        </Button>
        <Button
          component={Link}
          to={memberPaths.walletHistory}
          variant="light"
          size="xs"
          leftSection={<IconWallet size={16} />}
        >
          {t('Wallet History')}
        </Button>
        <Button
          component={Link}
          to={memberPaths.referral}
          variant="light"
          size="xs"
          leftSection={<IconUserPlus size={16} />}
        >
          {t('Referral')}
        </Button>
      </Group>
      {/* The app puts the member's pending club invitations here (features do not import each other). */}
      {(invitations ?? ((otherwise: ReactNode) => otherwise))(
        clubless ? (
          <Alert color="blue" mb="md" title={t('You are not in a club yet')}>
            {t("Ask a club manager to invite you, or register through a club member's referral link.")}
          </Alert>
        ) : null,
      )}
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="md" grow>
          {DASHBOARD_TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value} px={{ base: 6, xs: 'md' }}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {DASHBOARD_TABS.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            {isPending ? (
              <PageLoader />
            ) : error ? (
              <ErrorState message={error.message} />
            ) : (
              <MatchTable matches={filterMatches(matches, item.value)} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {/* Below the matches: the personal calendar feed (design-season section 5), composed in by the router. Shown
          once the matches are: drawn under the loader, it was pushed down when they arrived (layout shift 0.32). */}
      {clubless || isPending ? null : calendar}
    </>
  );
}
