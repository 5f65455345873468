import { type CricsheetFigures, cricsheetFigures } from '@wicket/shared/cricsheet';
import { messages } from '@wicket/shared/messages';
import { DEFAULT_POINTS_SYSTEM, EMPTY_FIGURES } from '@wicket/shared/points';
import type { PointsSystemAnswer } from '@wicket/shared/schemas/points';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario, TEAM1_PLAYERS, TEAM2_PLAYERS, when } from './support/api';
import { expectPath, PHONE, see, signInTo } from './support/browser';
import { expectUsableScreen, wcagProblems } from './support/checks';
import {
  arrangeCricsheetMatch,
  CRICSHEET_FILE,
  cricsheetText,
  getScorecard,
  KKR,
  KKR_PLAYERS,
} from './support/scorecard';
import { answerConfirm, card, poll, toast } from './support/staff';
import { browserSuite, chromiumPath } from './support/suite';

/** The points shown in a slot's row of the staff scorecard (`1`, `A`). */
const pointsCell = (page: Page, symbol: string) => page.locator(`[data-points="${symbol}"]`);
/** The figures editor of a slot, opened by tapping the player. */
async function openEditor(page: Page, symbol: string, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  return page.getByRole('group', { name: `${symbol} ${name} figures` });
}

/**
 * Fantasy points on a phone (design-season sections 1 to 3): a manager types two players' figures at 375 px and
 * sees their points before saving; a member reads the breakdown; a Cricsheet file fills the scorecard with one
 * proposal corrected; the points table changes and goes back to the default.
 */
describe.skipIf(!chromiumPath)('scorecards and points at 375 px', () => {
  const { api, openSession } = browserSuite();
  let club: ClubScenario;
  let sita: Awaited<ReturnType<ClubScenario['addMember']>>;

  /**
   * Saves the open staff scorecard of a match that starts later: any `questionsFirst` about the file are answered
   * Save, then the result form's question; the toast says saved. Answers what the server stored.
   */
  async function saveBeforeStart(page: Page, matchId: string, questionsFirst: string[] = []) {
    await page.getByRole('button', { name: 'Save scorecard' }).click();
    for (const question of questionsFirst) await answerConfirm(page, question, 'Save scorecard');
    await answerConfirm(page, messages.confirmResultBeforeStart, 'Save scorecard');
    await toast(page, messages.scorecardSaved);
    return getScorecard(api, club.managerToken, matchId);
  }

  beforeAll(async () => {
    club = await ClubScenario.create(api, 'Scorecard Club');
    sita = await club.addMember('Sita', 100);
  });
  test('the manager types two players, sees 48 and 68 before saving, saves; a member reads the breakdown', async () => {
    const match = await club.createMatch('India', 'Australia', when.inDays(2));
    await club.updatePlayers(match._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
    const manager = await openSession({ viewport: PHONE });
    const { page } = manager;
    await signInTo(page, club.manager, '/manager-dashboard');
    await page.goto('/manager-dashboard/Manage-Matches');
    await card(page, 'India vs Australia').getByRole('link', { name: 'Scorecard' }).click();
    await expectPath(page, `/manager-dashboard/Manage-Matches/scorecard/${match._id}`);

    const rohit = await openEditor(page, '1', 'Rohit');
    await rohit.getByRole('textbox', { name: 'Runs', exact: true }).fill('32');
    await rohit.getByRole('textbox', { name: 'Balls faced' }).fill('20');
    await rohit.getByRole('textbox', { name: 'Fours' }).fill('4');
    // 32 runs, 4 four bonuses, the 30 milestone, strike rate 160, played: as typed, before any save.
    await poll(() => pointsCell(page, '1').textContent()).toBe('48');
    await see(page, 'Strike rate +4');

    const warner = await openEditor(page, 'A', 'Warner');
    await warner.getByRole('textbox', { name: 'Overs' }).fill('3.7');
    await see(page, messages.oversInvalid);
    await warner.getByRole('textbox', { name: 'Overs' }).fill('4');
    await warner.getByRole('textbox', { name: 'Runs conceded' }).fill('18');
    await warner.getByRole('textbox', { name: 'Wickets' }).fill('2');
    await warner.getByRole('textbox', { name: 'Lbw or bowled' }).fill('1');
    // 2 wickets, 1 lbw or bowled, economy 4.5 in 4 overs, played.
    await poll(() => pointsCell(page, 'A').textContent()).toBe('68');
    await expectUsableScreen(page);

    // The match starts in two days: the result form's question comes before the save.
    const saved = await saveBeforeStart(page, match._id);
    expect(saved.source).toBe('manual');
    expect(saved.players.map((player) => player.points).slice(0, 8)).toEqual([48, 4, 4, 4, 4, 4, 4, 68]);
    await manager.close();

    const member = await openSession({ viewport: PHONE });
    await signInTo(member.page, sita, '/dashboard');
    await member.page.goto(`/match-result/${match._id}`);
    await member.page.getByRole('link', { name: "Players' points" }).click();
    await expectPath(member.page, `/match-scorecard/${match._id}`);
    await see(member.page, `Points by ${DEFAULT_POINTS_SYSTEM.name}`);
    const india = member.page.getByRole('region', { name: 'India points' });
    const rohitRow = india.getByRole('listitem').filter({ hasText: 'Rohit' });
    await expect.poll(() => rohitRow.textContent()).toContain('48 pts');
    const rohitText = await rohitRow.textContent();
    for (const item of ['Runs +32', 'Fours +4', 'Run milestone +4', 'Strike rate +4', 'Played +4']) {
      expect(rohitText).toContain(item);
    }
    const warnerRow = member.page.getByRole('region', { name: 'Australia points' }).getByRole('listitem').first();
    expect(await warnerRow.textContent()).toMatch(/Warner.*68 pts.*Wickets \+50.*Lbw or bowled \+8.*Economy \+6/);
    await expectUsableScreen(member.page);
    await member.close();
  });

  test('a Cricsheet file fills the scorecard; one proposal corrected; Save sends it as cricsheet', async () => {
    const match = await arrangeCricsheetMatch(club);
    const file = cricsheetFigures(JSON.parse(cricsheetText())) as CricsheetFigures;
    const varun = file.players.find((player) => player.name === 'CV Varun');
    expect(varun).toBeDefined();

    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, club.manager, '/manager-dashboard');
    await page.goto(`/manager-dashboard/Manage-Matches/scorecard/${match._id}`);
    await see(page, 'Import Cricsheet file');
    await page.locator('input[type="file"]').setInputFiles(CRICSHEET_FILE);

    const kkr = page.getByRole('group', { name: `${KKR} Cricsheet players` });
    const slotG = kkr.getByRole('combobox', { name: `G. ${KKR_PLAYERS[6]}` });
    await slotG.waitFor();
    // No name rule finds "CV Varun" for "Varun Chakravarthy": no player proposed, so no figures yet.
    expect(await slotG.inputValue()).toBe('');
    expect(
      await kkr
        .getByRole('combobox', { name: `A. ${KKR_PLAYERS[0]}` })
        .locator('option:checked')
        .textContent(),
    ).toBe('AM Rahane');
    await expect.poll(() => pointsCell(page, 'G').textContent()).toBe('0');
    await slotG.selectOption({ label: 'CV Varun' });
    await poll(() => pointsCell(page, 'G').textContent()).not.toBe('0');
    await expectUsableScreen(page);

    const saved = await saveBeforeStart(page, match._id);
    expect(saved.source).toBe('cricsheet');
    expect(saved.figures.team2[6]).toEqual(varun?.figures);
    expect(saved.figures.team1[6]).toEqual(file.players.find((player) => player.name === 'MS Dhoni')?.figures);
    expect(saved.figures.team2[6]).not.toEqual(EMPTY_FIGURES);
    expect(await pointsCell(page, 'G').textContent()).toBe(String(saved.players[13]?.points));

    // Live scoring: the same import again, with the corrected slot back to its proposal.
    await page.locator('input[type="file"]').setInputFiles(CRICSHEET_FILE);
    await poll(() => slotG.inputValue()).toBe('');
    await session.close();
  });

  test('a slot the file gave no player is marked, and Save asks before it scores 0 (issue 38)', async () => {
    const match = await arrangeCricsheetMatch(club, 4);
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, club.manager, '/manager-dashboard');
    await page.goto(`/manager-dashboard/Manage-Matches/scorecard/${match._id}`);
    await see(page, 'Import Cricsheet file');
    await page.locator('input[type="file"]').setInputFiles(CRICSHEET_FILE);

    // "CV Varun" is not found for "Varun Chakravarthy" (as "Bhajji" was not for Harbhajan Singh): marked beside
    // his choice and in the scorecard, the only one.
    const slotG = page
      .getByRole('group', { name: `${KKR} Cricsheet players` })
      .getByRole('combobox', { name: `G. ${KKR_PLAYERS[6]}` });
    await slotG.waitFor();
    expect(await slotG.getAttribute('aria-describedby')).toBeTruthy();
    const markedRows = page.locator('tr[data-unmatched]');
    await poll(() => markedRows.count()).toBe(1);
    expect(await markedRows.textContent()).toContain(`${KKR_PLAYERS[6]}No figures from the file`);
    expect(await page.locator('[data-unmatched]').count()).toBe(2);
    await expectUsableScreen(page);
    expect(await wcagProblems(page)).toEqual([]);

    const question = `1 player has no figures from the file: G ${KKR_PLAYERS[6]}. Saved now, they score 0.`;
    await page.getByRole('button', { name: 'Save scorecard' }).click();
    await answerConfirm(page, question, 'Cancel');
    await expect(getScorecard(api, club.managerToken, match._id)).rejects.toThrow();

    // Figures typed by hand are his: the mark goes, and Save asks nothing about the file.
    const editor = await openEditor(page, 'G', KKR_PLAYERS[6] as string);
    await editor.getByRole('textbox', { name: 'Runs', exact: true }).fill('3');
    await poll(() => markedRows.count()).toBe(0);
    // Back to the file's choice: no player, marked again.
    await slotG.selectOption({ label: 'CV Varun' });
    await slotG.selectOption({ label: 'No player' });
    await poll(() => markedRows.count()).toBe(1);

    const saved = await saveBeforeStart(page, match._id, [question]);
    expect(saved.figures.team2[6]).toEqual(EMPTY_FIGURES);
    await session.close();
  });

  test("the points editor changes a six's bonus, and Reset to default puts it back", async () => {
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, club.manager, '/manager-dashboard');
    await page.getByRole('link', { name: 'Points System' }).filter({ visible: true }).first().click();
    await expectPath(page, '/manager-dashboard/points-system');
    const six = page.getByRole('textbox', { name: 'Bonus for each six' });
    await poll(() => six.inputValue()).toBe('2');
    await six.fill('3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, messages.pointsSystemSaved);
    const read = () =>
      api.request<PointsSystemAnswer>('GET', `/api/clubs/${club.clubId}/points-system`, { token: sita.token });
    expect((await read()).values.six).toBe(3);
    await page.reload();
    await poll(() => six.inputValue()).toBe('3');
    await expectUsableScreen(page);

    await page.getByRole('button', { name: 'Reset to default' }).click();
    await answerConfirm(page, DEFAULT_POINTS_SYSTEM.name, 'Reset to default');
    await toast(page, messages.pointsSystemReset);
    await poll(() => six.inputValue()).toBe('2');
    expect(await read()).toMatchObject({ isDefault: true, values: DEFAULT_POINTS_SYSTEM.values });
    await session.close();
  });
});
