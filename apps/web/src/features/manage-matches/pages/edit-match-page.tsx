import { Alert, Card } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { isSettled, type MatchBody } from '@wicket/shared/schemas/matches';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMatch } from '@/entities/match/get-match';
import { st, t } from '@/i18n';
import { useLeaveForm } from '@/lib/history-trail';
import { notifySuccess } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useUpdateMatch } from '../api/save-match';
import { MatchForm, matchToValues } from '../components/match-form';
import { canPostpone } from '../utils/match-form-rules';

/**
 * `/{manager,admin}-dashboard/Manage-Matches/edit/{id}`: the add form, prefilled. Once the match has bets it says
 * why it is locked and offers only a postpone (a later date and time) while the match has not started.
 */
export function EditMatchPage() {
  const { id = '' } = useParams();
  const leave = useLeaveForm();
  const { paths, isAdmin } = useStaff();
  const match = useMatch(id);
  const update = useUpdateMatch();

  if (match.error) return <ErrorState message={match.error.message} />;
  if (!match.data) return <PageLoader />;
  const clubId = isAdmin ? match.data.club : undefined;
  const postponable = canPostpone(match.data, new Date());
  const settled = isSettled(match.data);

  const save = async (body: MatchBody) => {
    const saved = await update.mutateAsync({ matchId: id, body });
    notifySuccess(saved.message || messages.matchUpdated);
    leave(paths.matches(clubId));
  };

  return (
    <>
      <PageHeader
        back={paths.matches(clubId)}
        title={t('Edit Match')}
        subtitle={t('{team1} vs {team2}', { team1: match.data.team1, team2: match.data.team2 })}
      />
      <Card withBorder padding="lg" maw={720}>
        {settled ? (
          <Alert color="orange" mb="md" role="status">
            {st(messages.alreadySettled)}
          </Alert>
        ) : match.data.hasBets ? (
          <Alert color="orange" mb="md" role="status">
            {postponable ? st(messages.matchEditLocked) : st(messages.matchLockedForGood)}
          </Alert>
        ) : null}
        <MatchForm
          key={match.data._id}
          initialValues={matchToValues(match.data)}
          current={match.data}
          postponeOnly={match.data.hasBets}
          disabled={settled || (match.data.hasBets && !postponable)}
          submitLabel={match.data.hasBets ? t('Postpone Match') : t('Update Match')}
          onSubmit={save}
          pending={update.isPending}
        />
      </Card>
    </>
  );
}
