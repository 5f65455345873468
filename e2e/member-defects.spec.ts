import { combinationLengthMessage, messages } from '@wicket/shared/messages';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario, placeBets, TEAM1_PLAYERS, TEAM2_PLAYERS, when } from './support/api';
import { dontSee, expectPath, field, PHONE, see, signInTo } from './support/browser';
import { expectUsableScreen } from './support/checks';
import { browserSuite, chromiumPath } from './support/suite';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The toasts on screen (Mantine gives each the alert role inside the app's toast container). */
const toasts = (page: Page) => page.locator('.app-toasts .mantine-Notification-root').filter({ visible: true });

/**
 * Issue 13, the member's side on a 375 x 812 phone: an Ongoing match opens, the live card and Bet Now, a result
 * awaiting approval, the combination box's count, toasts that keep off the title, a bet sent offline, and the
 * betting sheet's Held by and Score columns on screen.
 */
describe.skipIf(!chromiumPath)('issue 13 member defects at 375 px', () => {
  const { api, openSession } = browserSuite();
  let club: ClubScenario;
  let rita: Awaited<ReturnType<ClubScenario['addMember']>>;
  let upcoming: { _id: string };
  let group: { _id: string };

  beforeAll(async () => {
    club = await ClubScenario.create(api, 'Phone Club');
    rita = await club.addMember('Rita', 100);
    const omar = await club.addMember('Omar', 100);

    upcoming = await club.createMatch('India', 'Australia', when.inDays(2));
    await club.updatePlayers(upcoming._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
    group = await club.createGroup(upcoming._id, { betAmount: 10 });
    await placeBets(api, omar.token, {
      matchId: upcoming._id,
      groupId: group._id,
      betAmount: 10,
      combinations: ['567'],
    });

    // Scores saved, credits not approved yet: the match is Ongoing and its result awaits approval.
    const scored = await club.createMatch('Pakistan', 'New Zealand', when.inDays(1));
    await club.updatePlayers(scored._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
    const scoredGroup = await club.createGroup(scored._id, { betAmount: 10 });
    await placeBets(api, rita.token, {
      matchId: scored._id,
      groupId: scoredGroup._id,
      betAmount: 10,
      combinations: ['123'],
    });
    await club.saveResult(scored._id, [30, 30, 30, 25, 20, 20, 20], [25, 25, 10, 10, 10, 0, 0]);
  });
  test('items 8 and 3: an Ongoing match opens, the live card shows it, Bet Now opens a match taking bets', async () => {
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, rita, '/dashboard');

    // The live card shows the match being played, not the next one; Bet Now opens the one taking bets.
    const side = page.getByRole('complementary', { name: 'Live match' });
    await side.getByText('Pakistan vs New Zealand').waitFor();
    await side.getByRole('link', { name: 'Bet Now on India vs Australia' }).click();
    await expectPath(page, `/play-match/${upcoming._id}`);
    await see(page, 'Group 1');

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'View Result of Pakistan vs New Zealand' }).click();
    await see(page, messages.resultAwaitsApproval);
    await see(page, 'Scores');
    await dontSee(page, 'No winners in this group');
    await expectUsableScreen(page);
    await session.close();
  });

  test('items 9, 10 and 11: valid combinations counted, a refusal said once, a bet sent offline lands once', async () => {
    const session = await openSession({ viewport: PHONE });
    const { page, context } = session;
    await signInTo(page, rita, '/dashboard');
    await page.goto(`/place-bet/${group._id}`);
    const box = field(page, 'Combinations');
    await box.waitFor();

    // Item 9: "9zz" and a lone "1" are not bets; the box says so before anything is sent.
    await box.pressSequentially('12A,3BC,9zz,1,');
    expect(await box.inputValue()).toBe('12A,3BC,,1,');
    await page.getByRole('button', { name: 'Place 2 Bets' }).waitFor();
    await see(page, combinationLengthMessage('1'));

    // Item 10 (and issue 38): the slip's refusal is said once, under the box beside the button, not in a toast too.
    await box.fill('');
    for (let n = 0; n < 3; n++) await page.getByRole('button', { name: 'Place 0 Bets' }).click();
    await see(page, messages.selectAtLeastOne);
    expect(await page.getByText(messages.selectAtLeastOne).filter({ visible: true }).count()).toBe(1);
    expect(await toasts(page).count()).toBe(0);

    // Item 11: offline says so at once; back online the same bet goes through once and is confirmed.
    await context.setOffline(true);
    await box.fill('12A');
    await page.getByRole('button', { name: 'Place 1 Bet' }).click();
    await see(page, messages.betsOffline);
    await context.setOffline(false);
    await see(page, 'Bets placed. Taking you back to the match…');
    await toasts(page).getByText('1 bet placed successfully').waitFor();
    await expectPath(page, `/play-match/${upcoming._id}`);

    const { betAmount, totalBetAmount } = await api.request<{ betAmount: number; totalBetAmount: number }>(
      'GET',
      `/api/groups/${group._id}`,
      { token: rita.token },
    );
    expect(totalBetAmount).toBe(betAmount * 2);
    await session.close();
  });

  test('item 12: the betting sheet shows Held by and Score on a phone', async () => {
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, club.manager, '/manager-dashboard');
    await page.goto(`/manager-dashboard/view-bettingsheet/${group._id}`);
    const sheet = page.getByRole('table', { name: 'Betting sheet' });
    await sheet.waitFor();
    for (const name of ['Held by', 'Score']) {
      const header = await boxOf(sheet.getByRole('columnheader', { name }));
      expect(header.x + header.width, `${name} is off-screen`).toBeLessThanOrEqual(PHONE.width);
    }
    const row = sheet.locator('tr[data-combination="567"]');
    await row.getByText('Omar').waitFor();
    expect(await row.getByText('Omar').isVisible()).toBe(true);
    await session.close();
  });
});
