import { Button, SimpleGrid } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { creditsApprovedFigures, messages } from '@wicket/shared/messages';
import type { Match } from '@wicket/shared/schemas/matches';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmAction } from '@/components/confirm';
import { EmptyMessage } from '@/components/empty-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { useStaffClub } from '@/entities/club/staff-club';
import { st, t } from '@/i18n';
import { useProfile } from '@/lib/account';
import { formatMoney, formatPaise } from '@/lib/format';
import { paiseOf } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useAbandonMatch } from '../api/abandon-match';
import { useApproveCredits } from '../api/approve-credits';
import { useDeleteMatch } from '../api/delete-match';
import { ImportFixturesPanel } from '../components/import-fixtures-panel';
import { MatchCard } from '../components/match-card';
import { useStaffMatches } from '../hooks/use-staff-matches';

/**
 * `/manager-dashboard/Manage-Matches` (the Manager's club) and `/admin-dashboard/manage-club/{clubId}` (the club
 * the Admin chose): match cards with the actions of spec section 4.
 */
export function ManageMatchesPage() {
  const { clubId: routeClubId } = useParams();
  const { paths, isAdmin } = useStaff();
  const { clubId, clubName } = useStaffClub(routeClubId);
  const matches = useStaffMatches(clubId, { enabled: !isAdmin || Boolean(clubId) });
  const remove = useDeleteMatch();
  const approve = useApproveCredits();
  const abandon = useAbandonMatch();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const profile = useProfile();
  // The import's path names the club: the Admin's chosen one, or the Manager's own.
  const importClubId = isAdmin ? clubId : profile.data?.memberOf?._id;

  const onDelete = async (match: Match) => {
    const ok = await confirmAction({
      title: t('Delete match'),
      message: st(messages.confirmDeleteMatch),
      confirmLabel: t('Delete'),
      danger: true,
    });
    if (!ok) return;
    setBusyId(match._id);
    remove.mutate(match._id, {
      onSuccess: (answer) => notifySuccess(answer.message || messages.matchDeleted),
      onSettled: () => setBusyId(null),
    });
  };

  const onApprove = async (match: Match) => {
    const ok = await confirmAction({
      title: t('Approve credits'),
      message: st(messages.confirmApproveCredits),
      confirmLabel: t('Approve'),
    });
    if (!ok) return;
    setBusyId(match._id);
    approve.mutate(match._id, {
      onSuccess: ({ message, summary }) =>
        notifySuccess(
          message || st(messages.creditsApproved),
          creditsApprovedFigures(
            formatMoney(summary.pool),
            formatMoney(summary.paidToWinners),
            formatPaise(paiseOf(summary.adminShare) + paiseOf(summary.managerShare)),
          ),
        ),
      onSettled: () => setBusyId(null),
    });
  };

  const onAbandon = async (match: Match) => {
    const ok = await confirmAction({
      title: t('Abandon match'),
      message: st(messages.confirmAbandonMatch),
      confirmLabel: t('Abandon'),
      danger: true,
    });
    if (!ok) return;
    setBusyId(match._id);
    abandon.mutate(match._id, {
      onSuccess: (answer) => notifySuccess(answer.message || messages.matchAbandoned),
      onSettled: () => setBusyId(null),
    });
  };

  return (
    <>
      <PageHeader
        back={paths.home}
        title={t('Manage Matches')}
        subtitle={clubName}
        actions={
          <>
            <Button component={Link} to={paths.addMatch(clubId)} leftSection={<IconPlus size={16} />}>
              {t('Add Match')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileImport size={16} />}
              aria-expanded={importing}
              onClick={() => setImporting((open) => !open)}
            >
              {st(messages.importFixtures)}
            </Button>
          </>
        }
      />
      {importing ? <ImportFixturesPanel clubId={importClubId} /> : null}
      <QueryView query={matches}>
        {(matchList) =>
          matchList.length === 0 ? (
            <EmptyMessage text={isAdmin ? st(messages.noMatchesInThisClub) : st(messages.noMatchesInOwnClub)} />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {matchList.map((match) => (
                <MatchCard
                  key={match._id}
                  match={match}
                  paths={paths}
                  onDelete={onDelete}
                  onApprove={onApprove}
                  onAbandon={onAbandon}
                  busy={busyId === match._id}
                />
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
    </>
  );
}
