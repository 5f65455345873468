import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import './support/context';
import { messages } from '@wicket/shared/messages';
import { Api, ClubScenario, TEAM1_PLAYERS, TEAM2_PLAYERS } from './support/api';
import { expectPath, field, headerBalance, launchBrowser, openSession, PHONE, see, signIn } from './support/browser';
import { answerConfirm, choose, expectFitsPhone, poll, toast } from './support/staff';

const baseUrl = inject('e2eBaseUrl');
const chromiumPath = inject('chromiumPath');

/** The leaderboard's rows as read: rank, owner and points (`#1Sita Tester (You)10 pts`). */
const boardRows = (page: Page) =>
  page.locator('[data-team-row] button').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));

/** A player of the builder by name (its button reads name, price and points). */
const player = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\b`) });

/**
 * Fantasy Team groups on a phone (design-contests section 1): the manager creates one from the group form; a member
 * builds a 5-player team within the budget, names the captain and vice-captain, enters it with the fee confirmed
 * and edits it before the deadline; after it the leaderboard shows every team and moves as the result is saved.
 */
describe.skipIf(!chromiumPath)('Fantasy Team at 375 px', () => {
  let browser: Browser;
  let api: Api;
  let club: ClubScenario;

  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
    api = new Api(baseUrl);
    club = await ClubScenario.create(api, 'Fantasy Club');
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('create the group, enter and edit a team, then watch the leaderboard move', { timeout: 300_000 }, async () => {
    // The match starts tomorrow: entering and editing are open until its result closes them (a result is a deadline
    // passed for good), so the test does not wait for a start time to pass.
    const start = new Date(Date.now() + 24 * 3600_000);
    const match = await club.createMatch('India', 'Australia', start);
    await club.updatePlayers(match._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
    const sita = await club.addMember('Sita', 500);
    const ravi = await club.addMember('Ravi', 500);

    // The manager's form draws the team fields once the type is Fantasy Team.
    const manager = await openSession(browser, baseUrl, { viewport: PHONE });
    await signIn(manager.page, club.manager.phone, club.manager.password);
    await expectPath(manager.page, '/manager-dashboard');
    await manager.page.goto(`/manager-dashboard/add-group/${match._id}`);
    await choose(manager.page, 'Bet Type', 'Fantasy Team');
    await field(manager.page, 'Bet Amount (RS)').fill('50');
    await field(manager.page, 'Team size (players)').fill('5');
    await field(manager.page, '1st Prize Share (%)').fill('50');
    await field(manager.page, '2nd Prize Share (%)').fill('30');
    await field(manager.page, '3rd Prize Share (%)').fill('10');
    await choose(manager.page, 'Status', 'Active');
    await expectFitsPhone(manager.page);
    await manager.page.getByRole('button', { name: 'Add Group' }).click();
    await toast(manager.page, messages.groupAdded);
    await manager.close();
    const [group] = await api.request<{ _id: string; betType: string; teamSize: number; creditBudget: number }[]>(
      'GET',
      `/api/groups/match/${match._id}`,
      { token: sita.token },
    );
    expect(group).toMatchObject({ betType: 'Fantasy Team', teamSize: 5, creditBudget: 40 });
    const groupId = group?._id ?? '';

    // Sita builds five players at 8 credits: exactly the budget of 40.
    const member = await openSession(browser, baseUrl, { viewport: PHONE });
    const { page } = member;
    await signIn(page, sita.phone, sita.password);
    await expectPath(page, '/dashboard');
    await page.goto(`/play-match/${match._id}`);
    await page.getByRole('link', { name: 'Enter a team' }).click();
    await expectPath(page, `/fantasy-team/${groupId}`);
    for (const name of ['Rohit', 'Gill', 'Warner', 'Head']) await player(page, name).click();
    await see(page, '4/5 players');
    await see(page, 'Credits left 8');
    await player(page, 'Smith').click();
    await see(page, 'Credits left 0');
    await expect(player(page, 'Kohli').isDisabled()).resolves.toBe(true);
    await expectFitsPhone(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Captain: Rohit', exact: true }).click();
    await page.getByRole('button', { name: 'Vice-captain: Warner' }).click();
    await page.getByRole('button', { name: /^Enter team/ }).click();
    await answerConfirm(page, 'Enter this team for RS 50.00?', 'Enter team');
    await toast(page, messages.teamEntered);
    await poll(() => headerBalance(page).textContent()).toBe('RS 450.00');

    // Before the deadline the team can still change: Gill becomes captain, no fee.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Captain: Gill', exact: true }).click();
    await page.getByRole('button', { name: 'Save team' }).click();
    await toast(page, messages.teamSaved);
    await poll(() => headerBalance(page).textContent()).toBe('RS 450.00');

    // Ravi's team (through the API): Kohli captain, Labuschagne vice-captain.
    await api.request('POST', `/api/groups/${groupId}/teams`, {
      token: ravi.token,
      body: { players: ['3', '4', 'C', 'D', 'E'], captain: '3', viceCaptain: 'D' },
    });

    // The result is saved, which closes the entries: the screen turns into the leaderboard without a reload.
    const zeros = [0, 0, 0, 0, 0, 0, 0];
    const result = await club.saveResult(match._id, [10, 0, 0, 0, 0, 0, 0], zeros);
    await poll(() => boardRows(page)).toEqual(['#1Sita Tester (You)10 pts', '#2Ravi Tester0 pts']);
    // Kohli scores 20 as Ravi's captain: 40 points, and Ravi goes first, live.
    await api.request('PUT', `/api/results/${result._id}`, {
      token: club.managerToken,
      body: { team1Scores: [10, 0, 20, 0, 0, 0, 0], team2Scores: zeros },
    });
    await poll(() => boardRows(page)).toEqual(['#1Ravi Tester40 pts', '#2Sita Tester (You)10 pts']);
    await page.locator('[data-team-row] button').first().click();
    await see(page, 'Kohli');
    await expectFitsPhone(page);
    await member.close();
  });
});
