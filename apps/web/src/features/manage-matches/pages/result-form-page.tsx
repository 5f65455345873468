import { Alert, Button, Card, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@wicket/shared/messages';
import { isSettled, type Match } from '@wicket/shared/schemas/matches';
import { parseScore, type Result } from '@wicket/shared/schemas/results';
import { useParams } from 'react-router';
import { confirmAction } from '@/components/confirm';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMatch } from '@/entities/match/get-match';
import { teamSlots } from '@/entities/match/players';
import { useResult } from '@/entities/result/get-result';
import { st, t } from '@/i18n';
import { useLeaveForm } from '@/lib/history-trail';
import { notifySuccess } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useSaveResult } from '../api/save-result';

type ScoreValues = { team1: string[]; team2: string[] };

const EMPTY_SCORES = Array.from({ length: 7 }, () => '');

/** Seven integer scores per team (negative allowed); each missing or non-numeric field is marked. */
function validate(values: ScoreValues) {
  const errors: Record<string, boolean | string> = {};
  for (const team of ['team1', 'team2'] as const) {
    values[team].forEach((value, index) => {
      if (parseScore(value.trim()) === null) errors[`${team}.${index}`] = true;
    });
  }
  if (Object.keys(errors).length > 0) errors.scores = st(messages.scoresInvalid);
  return errors;
}

/**
 * `/{manager,admin}-dashboard/Manage-Matches/add-result/{matchId}` and `.../edit-result/{matchId}`: one screen.
 * It edits the match's result when it has one, else creates it; saving scores every bet and makes the match Ongoing.
 */
export function ResultFormPage() {
  const { matchId = '' } = useParams();
  const match = useMatch(matchId);
  const result = useResult(match.data?.result);

  const failure = match.error ?? result.error;
  if (failure) return <ErrorState message={failure.message} />;
  if (!match.data || (match.data.result && !result.data)) return <PageLoader />;
  return <ScoresForm key={match.data._id} match={match.data} result={result.data ?? null} />;
}

function ScoresForm({ match, result }: { match: Match; result: Result | null }) {
  const leave = useLeaveForm();
  const { paths, isAdmin } = useStaff();
  const save = useSaveResult();
  const editing = result !== null;
  const locked = isSettled(match);
  const back = paths.matches(isAdmin ? match.club : undefined);
  const form = useForm<ScoreValues>({
    initialValues: {
      team1: result ? result.team1Scores.map(String) : EMPTY_SCORES,
      team2: result ? result.team2Scores.map(String) : EMPTY_SCORES,
    },
    validate,
  });

  const submit = form.onSubmit(async (values) => {
    // A first result before the start time closes betting at once (design-match-day section 9): ask first.
    if (!editing && Date.now() < Date.parse(match.dateTime)) {
      const ok = await confirmAction({
        title: t('Save result before the start?'),
        message: st(messages.confirmResultBeforeStart),
        confirmLabel: t('Save result'),
      });
      if (!ok) return;
    }
    const toNumbers = (scores: string[]) => scores.map((score) => parseScore(score.trim()) ?? 0);
    save.mutate(
      {
        resultId: result?._id ?? null,
        body: { matchId: match._id, team1Scores: toNumbers(values.team1), team2Scores: toNumbers(values.team2) },
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || (editing ? messages.resultUpdated : messages.resultAdded));
          leave(back);
        },
      },
    );
  });

  const team = (key: 'team1' | 'team2', name: string, players: Match['Team1Players']) => (
    <Fieldset legend={name} aria-label={t('{name} scores', { name })} disabled={locked}>
      <Stack gap="xs">
        {teamSlots(players, key === 'team1' ? 1 : 2).map((slot) => (
          <TextInput
            key={slot.symbol}
            label={`${slot.symbol}. ${slot.name}`}
            inputMode="numeric"
            required
            {...form.getInputProps(`${key}.${slot.index}`)}
          />
        ))}
      </Stack>
    </Fieldset>
  );

  return (
    <>
      <PageHeader
        back={back}
        title={editing ? t('Edit Result') : t('Add Result')}
        subtitle={t('{team1} vs {team2}', { team1: match.team1, team2: match.team2 })}
      />
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            {locked ? <Alert color="orange">{st(messages.resultLocked)}</Alert> : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {team('team1', match.team1, match.Team1Players)}
              {team('team2', match.team2, match.Team2Players)}
            </SimpleGrid>
            {form.errors.scores ? (
              <Alert color="red" role="alert">
                {form.errors.scores}
              </Alert>
            ) : null}
            <Button type="submit" loading={save.isPending} disabled={locked} style={{ alignSelf: 'flex-start' }}>
              {editing ? t('Update Result') : t('Submit Result')}
            </Button>
          </Stack>
        </form>
      </Card>
    </>
  );
}
