import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { DEFAULT_POINTS_SYSTEM, EMPTY_FIGURES } from '@wicket/shared/points';
import type { PointsSystemAnswer } from '@wicket/shared/schemas/points';
import type { ScorecardBody } from '@wicket/shared/schemas/scorecard';
import { describe, expect, it } from 'vitest';
import { CSK_XI, cricsheetFile, cricsheetReading, cricsheetText, KKR_XI, slots } from '@/testing/cricsheet';
import { fakeFetch } from '@/testing/fake-fetch';
import { matchOf } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { ScorecardPage } from '../pages/scorecard-page';

const match = matchOf({
  _id: 'm1',
  team1: 'Chennai Super Kings',
  team2: 'Kolkata Knight Riders',
  dateTime: new Date(Date.now() - 3_600_000).toISOString(),
  status: 'Ongoing',
  club: 'c1',
  Team1Players: slots(CSK_XI),
  Team2Players: slots(KKR_XI),
  hasBets: true,
});

const system: PointsSystemAnswer = { ...DEFAULT_POINTS_SYSTEM, isDefault: true, updatedAt: null };

const routes = (extra: Parameters<typeof fakeFetch>[0] = []) => [
  { url: '/api/matches/m1', body: match },
  { url: '/api/clubs/c1/points-system', body: system },
  { url: '/api/matches/m1/scorecard', status: 404, body: { message: messages.noScorecardYet }, delay: 50 },
  {
    method: 'PUT',
    url: '/api/matches/m1/scorecard',
    body: { message: messages.scorecardSaved, result: { team1Scores: [], team2Scores: [] }, players: [] },
  },
  ...extra,
];

const open = () =>
  renderScreen(<ScorecardPage />, {
    path: '/manager-dashboard/Manage-Matches/scorecard/:matchId',
    url: '/manager-dashboard/Manage-Matches/scorecard/m1',
  });

const pointsOf = (symbol: string) => document.querySelector(`[data-points="${symbol}"]`)?.textContent;
const putBody = (calls: ReturnType<typeof fakeFetch>) =>
  calls.find((call) => call.method === 'PUT')?.body as ScorecardBody | undefined;

/** As a Manager: the screen opens with no scorecard yet, and the figures editor of slot 1 (Ruturaj Gaikwad) opens. */
async function openFirstBatter() {
  signIn({ userType: 'Manager' });
  const calls = fakeFetch(routes());
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Ruturaj Gaikwad/ }));
  const editor = within(screen.getByRole('group', { name: '1 Ruturaj Gaikwad figures' }));
  return { calls, user, editor };
}

describe('staff scorecard: points as the figures are typed, then Save', () => {
  it('a batter typed on the phone editor scores 48; wrong overs stop the save; fixed, the figures are sent', {
    timeout: 30_000,
  }, async () => {
    const { calls, user, editor } = await openFirstBatter();
    expect(pointsOf('1')).toBe('4'); // played, nothing else yet
    await user.type(editor.getByLabelText('Runs'), '32');
    await user.type(editor.getByLabelText('Balls faced'), '20');
    await user.type(editor.getByLabelText('Fours'), '4');
    expect(pointsOf('1')).toBe('48');
    expect(editor.getByText(/Strike rate \+4/)).toBeInTheDocument();

    await user.type(editor.getByLabelText('Overs'), '3.7');
    expect(editor.getByText(messages.oversInvalid)).toBeInTheDocument();
    expect(pointsOf('1')).toBe('—');
    await user.click(screen.getByRole('button', { name: 'Save scorecard' }));
    expect(await screen.findByText(`1 Ruturaj Gaikwad: ${messages.oversInvalid}`)).toBeInTheDocument();
    expect(putBody(calls)).toBeUndefined();

    await user.clear(editor.getByLabelText('Overs'));
    await user.type(editor.getByLabelText('Overs'), '3.2');
    // 20 legal balls for 0 runs: economy below 5 earns 6 more.
    expect(pointsOf('1')).toBe('54');
    await user.click(screen.getByRole('button', { name: 'Save scorecard' }));
    await waitFor(() => expect(putBody(calls)).toBeDefined());
    const body = putBody(calls) as ScorecardBody;
    expect(body.source).toBe('manual');
    expect(body.team1[0]).toEqual({ ...EMPTY_FIGURES, played: true, runs: 32, balls: 20, fours: 4, ballsBowled: 20 });
    expect(body.team2[6]).toEqual({ ...EMPTY_FIGURES, played: true });
    expect(await screen.findByText(messages.scorecardSaved, {}, { timeout: 5_000 })).toBeInTheDocument();
    // The save refetches the scorecard: the screen stays as it was, the editor open with what was typed.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/matches/m1/scorecard')).toHaveLength(3));
    expect(screen.getByRole('group', { name: '1 Ruturaj Gaikwad figures' })).toBeInTheDocument();
    expect(pointsOf('1')).toBe('54');
  });

  it('a row takes its figures in one line each: 52 30 5 2 and 4-0-20-3 fill eight boxes, on a number pad', {
    timeout: 30_000,
  }, async () => {
    const { calls, user, editor } = await openFirstBatter();
    const batting = editor.getByLabelText('Batting in one line');
    const bowling = editor.getByLabelText('Bowling in one line');
    // The phone keeps its number pad (digits and a dot) for both lines, as for every box.
    expect(batting).toHaveAttribute('inputmode', 'decimal');
    expect(bowling).toHaveAttribute('inputmode', 'decimal');
    await user.type(batting, '52 30 5 2');
    await user.type(bowling, '4-0-20-3');
    expect(editor.getByLabelText('Runs')).toHaveValue('52');
    expect(editor.getByLabelText('Balls faced')).toHaveValue('30');
    expect(editor.getByLabelText('Fours')).toHaveValue('5');
    expect(editor.getByLabelText('Sixes')).toHaveValue('2');
    expect(editor.getByLabelText('Overs')).toHaveValue('4');
    expect(editor.getByLabelText('Maidens')).toHaveValue('0');
    expect(editor.getByLabelText('Runs conceded')).toHaveValue('20');
    expect(editor.getByLabelText('Wickets')).toHaveValue('3');
    // The row's summary reads as the lines were typed: the bowler's figures overs-maidens-runs-wickets.
    expect(screen.getByRole('button', { name: /Ruturaj Gaikwad/ })).toHaveTextContent('52* (30) · 4-0-20-3');

    // A line that does not read says how to write it and leaves the boxes as they were.
    await user.clear(bowling);
    await user.type(bowling, '4-x');
    expect(editor.getByText('Type overs-maidens-runs-wickets, like 4-0-20-3')).toBeInTheDocument();
    expect(editor.getByLabelText('Overs')).toHaveValue('4');
    await user.clear(bowling);
    await user.type(bowling, '3.2.1.18.2');
    expect(editor.getByLabelText('Overs')).toHaveValue('3.2');
    expect(editor.getByLabelText('Maidens')).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Save scorecard' }));
    await waitFor(() => expect(putBody(calls)).toBeDefined());
    expect((putBody(calls) as ScorecardBody).team1[0]).toEqual({
      ...EMPTY_FIGURES,
      played: true,
      runs: 52,
      balls: 30,
      fours: 5,
      sixes: 2,
      ballsBowled: 20,
      maidens: 1,
      runsConceded: 18,
      wickets: 2,
    });
  });

  it('shows a refusal of the server in words beside the form', { timeout: 30_000 }, async () => {
    signIn({ userType: 'Manager' });
    fakeFetch([
      {
        method: 'PUT',
        url: '/api/matches/m1/scorecard',
        status: 409,
        body: { message: messages.resultLocked },
      },
      ...routes(),
    ]);
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save scorecard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resultLocked);
  });
});

const reading = cricsheetReading({
  team1: match.team1,
  team2: match.team2,
  team1Players: match.Team1Players,
  team2Players: match.Team2Players,
});
const figuresOf = (name: string) => cricsheetFile.players.find((player) => player.name === name)?.figures;

/** As a Manager: the screen opens, the file is uploaded and read, and the KKR side's proposals show. */
async function importTheFile() {
  signIn({ userType: 'Manager' });
  const calls = fakeFetch(routes([{ method: 'POST', url: '/api/matches/m1/scorecard/cricsheet', body: reading }]));
  open();
  const user = userEvent.setup();
  await screen.findByText('Import Cricsheet file');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([cricsheetText], '1304047.json', { type: 'application/json' }));
  const proposals = within(await screen.findByRole('group', { name: 'Kolkata Knight Riders Cricsheet players' }));
  return { calls, user, proposals };
}

describe('staff scorecard: Import Cricsheet file', () => {
  it('proposes each slot, takes a correction, fills the table and saves with source cricsheet', {
    timeout: 30_000,
  }, async () => {
    const { calls, user, proposals } = await importTheFile();
    const varun = proposals.getByLabelText('G. Varun Chakravarthy') as HTMLSelectElement;
    expect(varun.value).toBe(''); // "CV Varun" is no certain match for the name
    expect((proposals.getByLabelText('A. Ajinkya Rahane') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'AM Rahane',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(JSON.parse(cricsheetText));
    await user.selectOptions(varun, 'CV Varun');

    await user.click(screen.getByRole('button', { name: 'Save scorecard' }));
    await waitFor(() => expect(putBody(calls)).toBeDefined());
    const body = putBody(calls) as ScorecardBody;
    expect(body.source).toBe('cricsheet');
    expect(body.team2[6]).toEqual(figuresOf('CV Varun'));
    expect(body.team1[6]).toEqual(figuresOf('MS Dhoni'));
  });

  it('two slots without a player are marked, and Save asks in the plural before saving them with none', {
    timeout: 30_000,
  }, async () => {
    const { calls, user, proposals } = await importTheFile();
    // Varun has no proposal; Rahane's is taken away by hand: two named slots without figures (issue 38).
    await user.selectOptions(proposals.getByLabelText('A. Ajinkya Rahane'), 'No player');
    await waitFor(() => expect(document.querySelectorAll('tr[data-unmatched]')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Save scorecard' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      '2 players have no figures from the file: A Ajinkya Rahane, G Varun Chakravarthy. Saved now, they score 0.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(putBody(calls)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Save scorecard' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save scorecard' }));
    await waitFor(() => expect(putBody(calls)).toBeDefined());
    expect((putBody(calls) as ScorecardBody).team2[0]).toEqual(EMPTY_FIGURES);
  });

  it('a file that is not JSON is refused on the spot with the server text', { timeout: 30_000 }, async () => {
    signIn({ userType: 'Manager' });
    const calls = fakeFetch(routes());
    open();
    await screen.findByText('Import Cricsheet file');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.setup().upload(input, new File(['not json'], 'notes.json', { type: 'application/json' }));
    expect(await screen.findByText(messages.notCricsheetFile)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
