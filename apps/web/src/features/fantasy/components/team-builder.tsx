import { Alert, Button, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { checkTeam, formatCredits, type TeamSheet } from '@wicket/shared/fantasy';
import { useRef, useState } from 'react';
import { confirmAction } from '@/components/confirm';
import { st, t } from '@/i18n';
import { formatMoney } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { randomId } from '@/lib/random-id';
import { useEnterTeam, useSaveTeam } from '../api/teams';
import {
  chooseCaptain,
  chooseViceCaptain,
  creditsLeftTenths,
  EMPTY_DRAFT,
  type TeamDraft,
  togglePlayer,
} from '../utils/team-draft';
import { CaptainPicker } from './captain-picker';
import { type PickerTeam, PlayerPicker } from './player-picker';

type TeamBuilderProps = {
  groupId: string;
  matchId: string;
  teamSize: number;
  budgetTenths: number;
  /** The entry fee, RS. */
  fee: number;
  sheet: TeamSheet;
  teams: [PickerTeam, PickerTeam];
  nameOf: (code: string) => string;
  /** Editing one of the member's teams (no fee), or undefined to enter a new one. */
  editing?: { teamId: string; draft: TeamDraft };
  bettingOpen: boolean;
  onDone: () => void;
};

/**
 * Builds a team in two steps: pick `teamSize` players within the budget (a bar says how many and the credits left),
 * then the captain and vice-captain; Enter asks to confirm the fee, Save (an edit) moves no money. The shared checks
 * (checkTeam) run before sending, and the server's refusal is shown in the same place.
 */
export function TeamBuilder(props: TeamBuilderProps) {
  const { groupId, matchId, teamSize, budgetTenths, fee, sheet, teams, nameOf, editing, bettingOpen, onDone } = props;
  const [draft, setDraft] = useState<TeamDraft>(editing?.draft ?? EMPTY_DRAFT);
  const [step, setStep] = useState<'players' | 'captains'>(editing ? 'captains' : 'players');
  const [error, setError] = useState<string | null>(null);
  const enter = useEnterTeam();
  const save = useSaveTeam();
  /** The key of the team last sent: the same team sent again (a retry) carries the same one. */
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const pending = enter.isPending || save.isPending;
  const left = creditsLeftTenths(draft, sheet, budgetTenths);
  const full = draft.players.length >= teamSize;

  const change = (next: TeamDraft) => {
    setDraft(next);
    setError(null);
  };

  const submit = async () => {
    const check = checkTeam(draft, { teamSize, budgetTenths }, sheet);
    if (!check.ok) {
      setError(st(check.message));
      return;
    }
    const team = { players: draft.players, captain: draft.captain, viceCaptain: draft.viceCaptain };
    // Awaited rather than through mutate's callbacks: the entry refetches the member's teams, and a member at the
    // group's limit no longer sees this builder, so callbacks of an unmounted one would never say "Team entered".
    try {
      if (editing) {
        const answer = await save.mutateAsync({ groupId, matchId, teamId: editing.teamId, team });
        notifySuccess(answer.message);
        onDone();
        return;
      }
      const confirmed = await confirmAction({
        title: t('Enter a team'),
        message: t('Enter this team for {fee}?', { fee: formatMoney(fee) }),
        confirmLabel: t('Enter team'),
      });
      if (!confirmed) return;
      if (attempt.current?.signature !== check.key) attempt.current = { signature: check.key, key: randomId() };
      const answer = await enter.mutateAsync({ groupId, matchId, team, idempotencyKey: attempt.current.key });
      attempt.current = null;
      notifySuccess(answer.message);
      setDraft(EMPTY_DRAFT);
      setStep('players');
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Paper
          withBorder
          p="xs"
          pos="sticky"
          top={60}
          style={{ zIndex: 2 }}
          aria-live="polite"
          bg="var(--mantine-color-body)"
        >
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{t('{picked}/{size} players', { picked: draft.players.length, size: teamSize })}</Text>
            <Text fw={700} c={left < 0 ? 'var(--mantine-color-red-text)' : undefined}>
              {t('Credits left {credits}', { credits: formatCredits(left) })}
            </Text>
          </Group>
        </Paper>
        {step === 'players' ? (
          <>
            <PlayerPicker
              teams={teams}
              prices={sheet}
              picked={draft.players}
              full={full}
              disabled={!bettingOpen || pending}
              onToggle={(code) => change(togglePlayer(draft, code, teamSize))}
            />
            <Button disabled={!full || !bettingOpen} onClick={() => setStep('captains')}>
              {t('Next')}
            </Button>
          </>
        ) : (
          <>
            <CaptainPicker
              players={draft.players.map((code) => ({ code, name: nameOf(code) }))}
              captain={draft.captain}
              viceCaptain={draft.viceCaptain}
              disabled={!bettingOpen || pending}
              onCaptain={(code) => change(chooseCaptain(draft, code))}
              onViceCaptain={(code) => change(chooseViceCaptain(draft, code))}
            />
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group grow>
              <Button variant="default" onClick={() => setStep('players')} disabled={pending}>
                {t('Change players')}
              </Button>
              <Button onClick={() => void submit()} loading={pending} disabled={!bettingOpen}>
                {editing ? t('Save team') : t('Enter team · {fee}', { fee: formatMoney(fee) })}
              </Button>
            </Group>
          </>
        )}
        {step === 'players' && error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
