import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { type PlayerFigures, type PlayerPoints, type PointsTable, scoreFigures } from '@wicket/shared/points';
import { isSettled, type Match } from '@wicket/shared/schemas/matches';
import type { Scorecard, ScorecardSource } from '@wicket/shared/schemas/scorecard';
import { useState } from 'react';
import { useParams } from 'react-router';
import { confirmAction } from '@/components/confirm';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMatch } from '@/entities/match/get-match';
import { type PlayerSlot, teamSlots } from '@/entities/match/players';
import { usePointsSystem } from '@/entities/points-system/points-system';
import { st, t } from '@/i18n';
import { isNotFound } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { pointsSystemName } from '@/lib/points-labels';
import { useStaff } from '@/lib/staff';
import { useSaveScorecard, useScorecard } from '../api/scorecard';
import { CricsheetImport } from '../components/cricsheet-import';
import { type ScorecardRow, TeamScorecard } from '../components/team-scorecard';
import { SIDES, type Side } from '../utils/cricsheet-choices';
import { blankDraft, draftOf, type FiguresDraft, readDraft } from '../utils/figures-draft';

/**
 * `/{manager,admin}-dashboard/Manage-Matches/scorecard/{matchId}` (design-season sections 2 and 3): each player's
 * figures, typed or imported from a Cricsheet file, and the points they earn by the club's points system as they are
 * typed (the shared `scoreFigures` the server scores with). Save scores the match as a result save does; after the
 * credits are approved the scorecard is read-only.
 */
export function ScorecardPage() {
  const { matchId = '' } = useParams();
  const match = useMatch(matchId);
  const scorecard = useScorecard(matchId);
  const system = usePointsSystem(match.data?.club);
  const missing = isNotFound(scorecard.error);
  // A refetch of a missing scorecard (after a save, or a live event) is pending again without data: the form,
  // once shown, stays, with what is being typed.
  const ready = Boolean(match.data && system.data && (scorecard.data || missing));
  const [shown, setShown] = useState(false);
  if (ready && !shown) setShown(true);

  const failure = match.error ?? (missing || scorecard.isPending ? null : scorecard.error) ?? system.error;
  if (failure) return <ErrorState message={failure.message} />;
  if (!(ready || shown) || !match.data || !system.data) return <PageLoader />;
  return (
    <ScorecardForm
      key={match.data._id}
      match={match.data}
      saved={scorecard.data ?? null}
      table={system.data}
      systemName={pointsSystemName(system.data.name)}
    />
  );
}

type Drafts = Record<Side, FiguresDraft[]>;

function slotsOf(match: Match): Record<Side, PlayerSlot[]> {
  return { team1: teamSlots(match.Team1Players, 1), team2: teamSlots(match.Team2Players, 2) };
}

const named = (players: Match['Team1Players'], index: number) => Boolean(players?.[String(index)]?.trim());

function firstDrafts(match: Match, saved: Scorecard | null): Drafts {
  if (saved) return { team1: saved.figures.team1.map(draftOf), team2: saved.figures.team2.map(draftOf) };
  const blank = (players: Match['Team1Players']) => Array.from({ length: 7 }, (_, i) => blankDraft(named(players, i)));
  return { team1: blank(match.Team1Players), team2: blank(match.Team2Players) };
}

type ScorecardFormProps = { match: Match; saved: Scorecard | null; table: PointsTable; systemName: string };

function ScorecardForm({ match, saved, table, systemName }: ScorecardFormProps) {
  const { paths, isAdmin } = useStaff();
  const save = useSaveScorecard();
  const [drafts, setDrafts] = useState<Drafts>(() => firstDrafts(match, saved));
  const [source, setSource] = useState<ScorecardSource>(saved?.source ?? 'manual');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  // Named slots the last Cricsheet file gave no player (by symbol): marked, and Save asks before they score 0.
  const [unmatched, setUnmatched] = useState<ReadonlySet<string>>(() => new Set());
  // The figures to fix show in one list once a save was tried, and follow the boxes from then on.
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const abandoned = match.status === 'Abandoned';
  const locked = isSettled(match) || abandoned;
  const back = paths.matches(isAdmin ? match.club : undefined);
  const slots = slotsOf(match);
  const teams = { team1: match.team1, team2: match.team2 };

  // Read-only, the points are the ones saved (scored with the system of that day); else as the figures stand now.
  const savedPoints = (side: Side, index: number): PlayerPoints | null =>
    saved?.players[(side === 'team1' ? 0 : 7) + index] ?? null;
  const rowsOf = (side: Side): ScorecardRow[] =>
    slots[side].map((slot) => {
      const draft = drafts[side][slot.index] as FiguresDraft;
      const reading = readDraft(draft);
      const points = locked
        ? savedPoints(side, slot.index)
        : reading.figures
          ? scoreFigures(reading.figures, table)
          : null;
      return { slot, draft, reading, points };
    });
  const rows = { team1: rowsOf('team1'), team2: rowsOf('team2') };
  const problemRows = SIDES.flatMap((side) =>
    rows[side].flatMap((row) => {
      const text = Object.values(row.reading.fieldErrors)[0] ?? row.reading.error;
      return text ? [{ symbol: row.slot.symbol, text: `${row.slot.symbol} ${row.slot.name}: ${text}` }] : [];
    }),
  );

  const setDraft = (side: Side, index: number, draft: FiguresDraft) =>
    setDrafts((current) => ({ ...current, [side]: current[side].map((d, i) => (i === index ? draft : d)) }));
  const toggle = (symbol: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(symbol)) next.delete(symbol);
      else next.add(symbol);
      return next;
    });

  const fillAll = (figures: Record<Side, PlayerFigures[]>, missing: string[]) => {
    setDrafts({ team1: figures.team1.map(draftOf), team2: figures.team2.map(draftOf) });
    setUnmatched(new Set(missing));
    setSource('cricsheet');
  };
  const marked = (symbol: string, on: boolean) =>
    setUnmatched((current) => {
      if (current.has(symbol) === on) return current;
      const next = new Set(current);
      if (on) next.add(symbol);
      else next.delete(symbol);
      return next;
    });
  const fillSlot = (side: Side, index: number, figures: PlayerFigures, matched: boolean) => {
    setDraft(side, index, draftOf(figures));
    marked(slots[side][index]?.symbol ?? '', !matched);
    setSource('cricsheet');
  };
  // Figures typed by hand are the slot's own: no longer missing.
  const typeSlot = (side: Side, index: number, draft: FiguresDraft) => {
    setDraft(side, index, draft);
    marked(slots[side][index]?.symbol ?? '', false);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (locked) return;
    setServerError(null);
    setTried(true);
    if (problemRows.length > 0) {
      setOpen((current) => new Set([...current, ...problemRows.map((row) => row.symbol)]));
      return;
    }
    // A named slot the file gave no player would score 0 unnoticed ("Bhajji" for Harbhajan Singh, issue 38).
    const missing = SIDES.flatMap((side) => slots[side].filter((slot) => unmatched.has(slot.symbol)));
    if (missing.length > 0) {
      const names = missing.map((slot) => `${slot.symbol} ${slot.name}`).join(', ');
      const ok = await confirmAction({
        title: t('Save without their figures?'),
        message:
          missing.length === 1
            ? t('1 player has no figures from the file: {names}. Saved now, they score 0.', { names })
            : t('{count} players have no figures from the file: {names}. Saved now, they score 0.', {
                count: missing.length,
                names,
              }),
        confirmLabel: t('Save scorecard'),
      });
      if (!ok) return;
    }
    // A first result before the start time closes betting at once (design-match-day section 9): ask first.
    if (match.result === null && Date.now() < Date.parse(match.dateTime)) {
      const ok = await confirmAction({
        title: t('Save scorecard before the start?'),
        message: st(messages.confirmResultBeforeStart),
        confirmLabel: t('Save scorecard'),
      });
      if (!ok) return;
    }
    const figuresOf = (side: Side) => rows[side].map((row) => row.reading.figures as PlayerFigures);
    save.mutate(
      { matchId: match._id, body: { team1: figuresOf('team1'), team2: figuresOf('team2'), source } },
      {
        onSuccess: (answer) => notifySuccess(answer.message || messages.scorecardSaved),
        onError: (error) => setServerError(error.message),
      },
    );
  };

  return (
    <>
      <PageHeader
        back={back}
        title={t('Scorecard')}
        subtitle={t('{team1} vs {team2} · {dateTime}', {
          team1: match.team1,
          team2: match.team2,
          dateTime: formatDateTime(match.dateTime),
        })}
      />
      <Stack gap="md">
        {isSettled(match) ? <Alert color="orange">{st(messages.resultLocked)}</Alert> : null}
        {abandoned ? <Alert color="gray">{st(messages.matchAbandoned)}</Alert> : null}
        {!saved && match.result && !save.isSuccess ? (
          <Alert color="blue" variant="light">
            {st(messages.scoresEnteredByHand)}
          </Alert>
        ) : null}
        {locked ? null : (
          <CricsheetImport
            matchId={match._id}
            clubId={match.club}
            teams={teams}
            slots={slots}
            onFill={fillAll}
            onFillSlot={fillSlot}
          />
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {locked && saved
                ? t('Points by {name}.', { name: pointsSystemName(saved.pointsSystem.name) })
                : t(
                    'Points by {systemName}, as you type. Tap a player to enter the figures; blank boxes count 0, overs are written like 3.2.',
                    { systemName },
                  )}
              {source === 'cricsheet' ? t(' Figures from a Cricsheet file.') : ''}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {SIDES.map((side) => (
                <TeamScorecard
                  key={side}
                  team={teams[side]}
                  rows={rows[side]}
                  open={open}
                  onToggle={toggle}
                  onChange={(index, draft) => typeSlot(side, index, draft)}
                  unmatched={unmatched}
                  readOnly={locked}
                />
              ))}
            </SimpleGrid>
            {tried && problemRows.length > 0 ? (
              <Alert color="red" role="alert" title={t('Figures to fix')}>
                <Stack gap={2}>
                  {problemRows.map((row) => (
                    <Text key={row.symbol} size="sm">
                      {row.text}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            ) : null}
            {serverError ? (
              <Alert color="red" role="alert" title={t('Not saved')}>
                {serverError}
              </Alert>
            ) : null}
            {locked ? null : (
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t('Save scorecard')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Stack>
    </>
  );
}
