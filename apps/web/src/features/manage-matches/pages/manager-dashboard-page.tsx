import { Button, Stack } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { Match } from '@wicket/shared/schemas/matches';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/data-table';
import { column } from '@/components/data-table-column';
import { StatusBadge } from '@/components/domain/status-badge';
import { EmptyMessage } from '@/components/empty-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { useStaffClub } from '@/entities/club/staff-club';
import { st, t } from '@/i18n';
import { useProfile } from '@/lib/account';
import { formatDateTime } from '@/lib/format';
import { useStaff } from '@/lib/staff';
import { ClubSettingsCard } from '../components/club-settings-card';
import { useStaffMatches } from '../hooks/use-staff-matches';

const columns: Column<Match>[] = [
  column('team1', () => t('Team 1'), {
    render: (match) => match.team1,
    hiddenInCard: true,
  }),
  column('team2', () => t('Team 2'), {
    render: (match) => match.team2,
    hiddenInCard: true,
  }),
  column('dateTime', () => t('Date and Time'), {
    render: (match) => formatDateTime(match.dateTime),
  }),
  column('status', () => t('Status'), {
    render: (match) => <StatusBadge status={match.status} />,
  }),
];

/**
 * `/manager-dashboard`: the club's matches (team 1, team 2, date and time, status) and the way to add or manage
 * them: Add Match while there are none, Add/Manage Matches once there are; above them the club's settings
 * (reminder minutes) for its Manager; below them `calendar`, the fixtures calendar card the router composes in.
 */
export function ManagerDashboardPage({ calendar }: { calendar?: ReactNode } = {}) {
  const { paths, isAdmin } = useStaff();
  const { clubName } = useStaffClub();
  const profile = useProfile();
  const ownClubId = isAdmin ? undefined : profile.data?.memberOf?._id;
  const matches = useStaffMatches(undefined);
  const empty = matches.data?.length === 0;

  return (
    <>
      <PageHeader
        title={t('Manager Dashboard')}
        subtitle={clubName}
        actions={
          empty ? (
            <Button component={Link} to={paths.addMatch()}>
              {t('Add Match')}
            </Button>
          ) : (
            <Button component={Link} to={paths.matches()}>
              {t('Add/Manage Matches')}
            </Button>
          )
        }
      />
      {ownClubId && <ClubSettingsCard clubId={ownClubId} />}
      <QueryView query={matches}>
        {(matchList) => (
          <DataTable
            label={t('Club matches')}
            columns={columns}
            rows={matchList}
            rowKey={(match) => match._id}
            cardTitle={(match) => t('{team1} vs {team2}', { team1: match.team1, team2: match.team2 })}
            minWidth={560}
            empty={<EmptyMessage text={st(messages.noMatchesInOwnClub)} />}
          />
        )}
      </QueryView>
      {isAdmin ? null : <Stack mt="md">{calendar}</Stack>}
    </>
  );
}
