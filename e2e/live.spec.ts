import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario, type Group, type Match, placeBets, TEAM1_PLAYERS, TEAM2_PLAYERS, when } from './support/api';
import { field, PHONE, type Session, see, signInTo } from './support/browser';
import { expectUsableScreen } from './support/checks';
import { browserSuite, chromiumPath } from './support/suite';

/**
 * Live screens (design-match-day section 1): what one member or the manager changes shows on another member's open
 * screen within 2 s, with no reload. The screens' fallback refresh is 15 s, so only the live stream can make it.
 */
const LIVE_MS = 2_000;

type Member = Awaited<ReturnType<ClubScenario['addMember']>>;

/** The group facts' value under a label ("Pool"), on the place-bet screen. */
function fact(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=..');
}

/** Waits until the page's stream is open, so the test measures delivery, not the first connect. */
async function streamOpen(page: Page) {
  await page.waitForResponse((response) => response.url().endsWith('/api/events') && response.status() === 200, {
    timeout: 20_000,
  });
}

describe.skipIf(!chromiumPath)('live screens at 375 px', () => {
  const { api, openSession } = browserSuite();
  let club: ClubScenario;
  let asha: Member;
  let bilal: Member;
  let match: Match;
  let firstBetter: Group;
  let multi: Group;
  const sessions: Session[] = [];

  async function open(member: Member, path: string): Promise<Page> {
    const session = await openSession({ viewport: PHONE });
    sessions.push(session);
    await signInTo(session.page, member, '/dashboard');
    const opened = streamOpen(session.page);
    await session.page.goto(path);
    await opened;
    return session.page;
  }

  beforeAll(async () => {
    club = await ClubScenario.create(api, 'Live Lions');
    asha = await club.addMember('Asha', 500);
    bilal = await club.addMember('Bilal', 500);
    match = await club.createMatch('India', 'Australia', when.inDays(1));
    await club.updatePlayers(match._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
    firstBetter = await club.createGroup(match._id, { betType: 'First Better', betAmount: 10 });
    multi = await club.createGroup(match._id, { betType: 'Multi Betters', betAmount: 20, shares: [60, 30, 0] });
  });

  afterAll(async () => {
    for (const session of sessions) await session.close();
  });

  test("a bet Bilal builds by tapping three players shows on Asha's place-bet screen within 2 s; its combination can no longer be built", async () => {
    const ashaPage = await open(asha, `/place-bet/${firstBetter._id}`);
    await see(ashaPage, 'Non-Chosen Combinations');
    expect(await fact(ashaPage, 'Pool').textContent()).toContain('RS 0');

    const bilalPage = await open(bilal, `/place-bet/${firstBetter._id}`);
    await see(bilalPage, 'Non-Chosen Combinations');
    // Tap to pick: Kohli (3), Head (B), Rohit (1) make 13B, in the same box typing fills.
    await bilalPage.getByRole('button', { name: '3 Kohli' }).click();
    expect(await bilalPage.getByRole('button', { name: '3 Kohli' }).getAttribute('aria-pressed')).toBe('true');
    await bilalPage.getByRole('button', { name: 'B Head' }).click();
    await bilalPage.getByRole('button', { name: '1 Rohit' }).click();
    expect(await field(bilalPage, 'Combinations').inputValue()).toBe('13B');
    await field(bilalPage, 'Combinations').press('End');
    await field(bilalPage, 'Combinations').pressSequentially(',27c');
    expect(await field(bilalPage, 'Combinations').inputValue()).toBe('13B,27C');
    // From here Asha's screen reads the group no more: the bet's event carries the change (design-contests
    // section 3), applied to what the screen holds.
    const ashaReads: string[] = [];
    ashaPage.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/groups/${firstBetter._id}`) ashaReads.push(request.url());
    });
    await bilalPage.getByRole('button', { name: 'Place 2 Bets' }).click();
    await see(bilalPage, 'Bets placed');

    // Asha's open screen: the pool and the prize preview move, no reload.
    await fact(ashaPage, 'Pool').getByText('RS 20').waitFor({ timeout: LIVE_MS });
    await ashaPage.getByTestId('prize-preview').getByText('1st RS 10').waitFor({ timeout: LIVE_MS });
    expect(ashaReads).toEqual([]);
    // 13B is taken now: tapping Rohit and Head leaves Kohli disabled, with the reason.
    await ashaPage.getByRole('button', { name: '1 Rohit' }).click();
    await ashaPage.getByRole('button', { name: 'B Head' }).click();
    expect(await ashaPage.getByRole('button', { name: '3 Kohli' }).isDisabled()).toBe(true);
    await see(ashaPage, 'would make a combination that is already taken');
    expect(await ashaPage.getByRole('button', { name: '4 Iyer' }).isDisabled()).toBe(false);
    await expectUsableScreen(ashaPage);
  });

  test("a bet Bilal places shows on Asha's view-bets screen within 2 s", async () => {
    const ashaPage = await open(asha, `/view-bets/${multi._id}`);
    await see(ashaPage, 'No bets placed in this group.');
    await placeBets(api, bilal.token, { matchId: match._id, groupId: multi._id, betAmount: 20, combinations: ['4CD'] });
    await ashaPage.getByText('4CD').first().waitFor({ timeout: LIVE_MS });
  });

  test('Asha builds a combination by tapping three players and places it; her header balance follows', async () => {
    const ashaPage = await open(asha, `/place-bet/${multi._id}`);
    await see(ashaPage, 'Non-Chosen Combinations');
    await ashaPage.getByRole('button', { name: '7 Bumrah' }).click();
    await ashaPage.getByRole('button', { name: 'G Starc' }).click();
    await ashaPage.getByRole('button', { name: 'F Cummins' }).click();
    expect(await field(ashaPage, 'Combinations').inputValue()).toBe('7FG');
    await ashaPage.getByRole('button', { name: 'Place 1 Bet' }).click();
    await see(ashaPage, 'Bets placed');
    await ashaPage.getByRole('banner').getByText('RS 480.00').waitFor({ timeout: LIVE_MS });
    const bets = await api.request<{ combination: string }[]>('GET', `/api/bets/group/${multi._id}`, {
      token: asha.token,
    });
    expect(bets.map((bet) => bet.combination)).toContain('7FG');
  });

  test("the manager's saved result shows as provisional standings on Asha's open screen within 2 s", async () => {
    const ashaPage = await open(asha, `/match-standings/${multi._id}`);
    await see(ashaPage, 'No result yet');
    await club.saveResult(match._id, [10, 20, 30, 40, 50, 60, 70], [1, 2, 3, 4, 5, 6, 7]);
    await ashaPage.getByText('Provisional', { exact: true }).waitFor({ timeout: LIVE_MS });
    // 7FG = 70 + 6 + 7 = 83 beats 4CD = 40 + 3 + 4 = 47: Asha leads, with her players' points.
    await see(ashaPage, '1st · 7FG · 83 pts');
    await see(ashaPage, 'Bumrah: 70');
    await see(ashaPage, '2nd · 4CD · 47 pts');
    await expectUsableScreen(ashaPage);
  });
});
