import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario, placeBets, when } from './support/api';
import { DESKTOP, dontSee, expectPath, field, headerBalance, see, signIn, signInTo } from './support/browser';
import { expectUsableScreen } from './support/checks';
import { arrangeClubSeason, type ClubSeason } from './support/scenario';
import { browserSuite, chromiumPath } from './support/suite';

/** The visible card titles of a phone-sized list, in order. */
async function cardTitles(page: Page, listName: string): Promise<string[]> {
  const items = page.getByRole('list', { name: listName }).getByRole('listitem');
  await items.first().waitFor();
  const titles: string[] = [];
  for (const item of await items.all()) titles.push((await item.locator('p').first().textContent()) ?? '');
  return titles;
}

describe.skipIf(!chromiumPath)('member journey: dashboard, bets, results and wallet', () => {
  const { api, openSession } = browserSuite();
  let season: ClubSeason;

  beforeAll(async () => {
    season = await arrangeClubSeason(api);
  });
  test('sign in lands on the dashboard; its tabs filter and order the club matches', async () => {
    const session = await openSession();
    const { page } = session;
    await signIn(page, season.rita.phone, 'not-the-password');
    await see(page, 'Invalid phone number or password');
    await signInTo(page, season.rita, '/dashboard');
    await see(page, 'Login Successful!');
    await see(page, 'Wicket Warriors');
    expect(await headerBalance(page).textContent()).toBe('RS 512.00');

    // All Games: today and later, earliest first.
    expect(await cardTitles(page, 'Matches')).toEqual([
      'England vs South Africa',
      'Pakistan vs New Zealand',
      'India vs Australia',
      'Sri Lanka vs Bangladesh',
    ]);
    await expectUsableScreen(page);

    // A tab's list renders as a transition after the URL changes: wait for it rather than read the old list.
    await page.getByRole('tab', { name: 'Live match' }).click();
    await expectPath(page, '/dashboard?tab=live');
    await expect.poll(() => cardTitles(page, 'Matches')).toEqual(['England vs South Africa']);

    await page.getByRole('tab', { name: 'Inactive' }).click();
    await expect.poll(() => cardTitles(page, 'Matches')).toEqual(['Sri Lanka vs Bangladesh']);
    await dontSee(page, /^Play$/);

    await page.getByRole('tab', { name: 'Finished' }).click();
    await expect.poll(() => cardTitles(page, 'Matches')).toEqual(['Pakistan vs New Zealand']);
    await page.getByRole('link', { name: 'View Result of Pakistan vs New Zealand' }).waitFor();

    // The side card: the live match, and Bet Now to the groups of a match that takes bets (issue 13).
    await see(page, 'Popular Live Match');
    await page.getByRole('link', { name: /^Bet Now on / }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/play-match/'));
    await see(page, 'Group 1');
    await session.close();
  });

  test('a member of a club without matches sees No matches available', async () => {
    const quiet = await ClubScenario.create(api, 'Quiet Club');
    const member = await quiet.addMember('Quinn');
    const session = await openSession();
    const { page } = session;
    await signIn(page, member.phone, member.password);
    await see(page, 'No matches available');
    await page.getByRole('tab', { name: 'Finished' }).click();
    await see(page, 'No matches available');
    await session.close();
  });

  test('place bets: client checks, a combination taken meanwhile, success, balance and redirect', async () => {
    const { upcoming } = season.matches;
    const { firstBetter } = season.groups;
    const session = await openSession();
    const { page } = session;
    await signInTo(page, season.rita, '/dashboard');
    await page.getByRole('link', { name: 'Play India vs Australia' }).click();
    await expectPath(page, `/play-match/${upcoming._id}`);
    await see(page, 'Group 2');
    await expectUsableScreen(page);
    await page.getByRole('link', { name: 'Place Bet' }).first().click();
    await expectPath(page, `/place-bet/${firstBetter._id}`);
    await see(page, 'Rohit');
    await see(page, 'Starc');
    await expectUsableScreen(page);

    const box = field(page, 'Combinations');
    const submit = page.getByRole('button', { name: /^Place \d+ Bets?$/ });

    // The box upper-cases and keeps only 1-7, A-G and commas.
    await box.pressSequentially('x1z2a!');
    expect(await box.inputValue()).toBe('12A');
    // 12A was taken by Omar before the page loaded: refused before anything is sent.
    await submit.click();
    await see(page, 'Combination 12A already taken. Please try another combination.');

    await box.fill('12');
    await submit.click();
    await see(page, 'Combination 12 must be exactly 3 unique characters');

    await box.fill('');
    await page.getByRole('button', { name: 'Place 0 Bets' }).click();
    await see(page, 'Please select at least one combination');

    // Picking from the Non-Chosen list stops at five.
    await page.getByRole('button', { name: /^Non-Chosen Combinations/ }).click();
    for (const combination of ['123', '124', '125', '126', '127', '134']) {
      await page.getByRole('button', { name: combination, exact: true }).click();
    }
    await see(page, 'You can select maximum 5 combinations at a time');
    expect(await box.inputValue()).toBe('123,124,125,126,127');
    await page.getByRole('button', { name: 'Place 5 Bets' }).waitFor();
    await see(page, '5 × RS 10.00 = RS 50.00');
    await page.getByRole('button', { name: '123', exact: true }).click();
    expect(await box.inputValue()).toBe('124,125,126,127');

    // Omar takes 27C while Rita is choosing: the server refuses it and nothing is debited.
    await placeBets(api, season.omar.token, {
      matchId: upcoming._id,
      groupId: firstBetter._id,
      betAmount: 10,
      combinations: ['C72'],
    });
    await box.fill('27c, 3bd');
    await see(page, '2 × RS 10.00 = RS 20.00');
    await page.getByRole('button', { name: 'Place 2 Bets' }).click();
    await see(page, 'Combination 27C already taken. Please try another combination.');
    expect(await headerBalance(page).textContent()).toBe('RS 512.00');

    await box.fill('3bd, 45e');
    await page.getByRole('button', { name: 'Place 2 Bets' }).click();
    await see(page, '2 bets placed successfully');
    await see(page, 'RS 492.00');
    expect(new URL(page.url()).pathname).toBe(`/place-bet/${firstBetter._id}`);
    // Back to the match after 2 seconds.
    await expectPath(page, `/play-match/${upcoming._id}`);
    expect(await headerBalance(page).textContent()).toBe('RS 492.00');
    await session.close();
  });

  test('Multi Betters: a combination another member holds is open; the same member twice is refused', async () => {
    const { multi } = season.groups;
    const session = await openSession();
    const { page } = session;
    await signInTo(page, season.rita, '/dashboard');
    await page.goto(`/place-bet/${multi._id}`);
    await see(page, 'Multi Betters');
    // Omar holds 12A; in this group Rita may take it too.
    await field(page, 'Combinations').fill('21a');
    await page.getByRole('button', { name: 'Place 1 Bet' }).click();
    await see(page, '1 bet placed successfully');
    await expectPath(page, `/play-match/${season.matches.upcoming._id}`);

    await page.goto(`/place-bet/${multi._id}`);
    await field(page, 'Combinations').fill('a12');
    await page.getByRole('button', { name: 'Place 1 Bet' }).click();
    await see(page, 'You have already placed a bet on combination A12');
    await session.close();
  });

  test('insufficient credits are refused with the amounts', async () => {
    const poor = await season.club.addMember('Pia', 30);
    const session = await openSession();
    const { page } = session;
    await signInTo(page, poor, '/dashboard');
    await page.goto(`/place-bet/${season.groups.multi._id}`);
    await field(page, 'Combinations').fill('1ab,2cd');
    await page.getByRole('button', { name: 'Place 2 Bets' }).click();
    // Issue 13: in the screen's money format, with whom to ask for credits.
    await see(page, 'Insufficient credits. You need RS 40.00 but only have RS 30.00');
    await see(page, 'Ask your club manager to add credits to your account.');
    expect(await headerBalance(page).textContent()).toBe('RS 30.00');
    await session.close();
  });

  test('view bets: TBA before results, the pool banner only above RS 50, Win green and Loss red', async () => {
    const session = await openSession();
    const { page } = session;
    await signInTo(page, season.rita, '/dashboard');

    // First Better group: Omar's six bets and Rita's two, RS 80 in the pool.
    await page.goto(`/view-bets/${season.groups.firstBetter._id}`);
    await see(page, 'Total Pool');
    await see(page, 'RS 80.00');
    // Phone cards are titled "combination · member".
    for (const combination of ['12A', '27C', '3BD', '45E']) await see(page, new RegExp(`^${combination} · `));
    await see(page, 'TBA', { exact: true });
    await dontSee(page, season.omar.phone);
    await expectUsableScreen(page);

    // Multi Betters group: RS 20 in the pool, no banner.
    await page.goto(`/view-bets/${season.groups.multi._id}`);
    await see(page, 'Omar Tester');
    await dontSee(page, 'Total Pool');

    // Settled group: results shown in colour.
    await page.goto(`/view-bets/${season.groups.settledGroup._id}`);
    const win = await see(page, 'Win', { exact: true });
    const loss = await see(page, 'Loss', { exact: true });
    const background = (locator: typeof win) =>
      locator.evaluate((element) => {
        const badge = element.closest('.mantine-Badge-root') ?? element;
        return badge.ownerDocument.defaultView?.getComputedStyle(badge).backgroundColor;
      });
    // Mantine green 8 and red 8: filled colours are shade 8 so their text meets WCAG AA (app/theme.ts).
    expect(await background(win)).toBe('rgb(47, 158, 68)');
    expect(await background(loss)).toBe('rgb(224, 49, 49)');

    // An unknown group.
    await page.goto('/view-bets/00000000-0000-4000-8000-000000000000');
    await see(page, 'Group Not Found');
    await page.goto('/place-bet/00000000-0000-4000-8000-000000000000');
    await see(page, 'Group Not Found');
    await session.close();
  });

  test('my bets: newest first, 20 per page', async () => {
    const pete = await season.club.addMember('Pete', 100);
    const race = await season.club.createMatch('West Indies', 'Ireland', when.inDays(3));
    const group = await season.club.createGroup(race._id, { betAmount: 1 });
    const combinations = ['123', '124', '125', '126', '127', '134', '135', '136', '137', '145', '146', '147', '156'];
    const all = [...combinations, '157', '167', '234', '235', '236', '237', '245', '246', '247', '256', '257'];
    for (let i = 0; i < all.length; i += 5) {
      await placeBets(api, pete.token, {
        matchId: race._id,
        groupId: group._id,
        betAmount: 1,
        combinations: all.slice(i, i + 5),
      });
    }
    const session = await openSession({ viewport: DESKTOP });
    const { page } = session;
    await signInTo(page, pete, '/dashboard');
    await page.getByRole('link', { name: 'My Bets' }).first().click();
    await expectPath(page, '/dashboard/my-bets');
    const rows = page.getByRole('table', { name: 'My bets' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    await see(page, 'West Indies vs Ireland');
    // Newest first: the last request's combinations lead.
    expect(await rows.first().textContent()).toContain('257');
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expectPath(page, '/dashboard/my-bets?page=2');
    await see(page, '123', { exact: true });
    await expectUsableScreen(page);
    expect(await rows.count()).toBe(all.length - 20);
    await session.close();
  });

  test('wallet history: newest first with 2 decimals; empty history says so', async () => {
    const session = await openSession();
    const { page } = session;
    await signInTo(page, season.omar, '/dashboard');
    await page.getByRole('link', { name: 'Wallet History' }).click();
    await expectPath(page, '/dashboard/wallet-history');
    const titles = await cardTitles(page, 'Transactions');
    // Oldest last: the credit, then the bets, then the winnings of the settled match.
    expect(titles[titles.length - 1]).toBe('Credit added by Manny Manager');
    const oldest = (start: string) => titles.findLastIndex((title) => title.startsWith(start));
    expect(oldest('Winnings: Pakistan vs New Zealand')).toBeGreaterThanOrEqual(0);
    expect(oldest('Winnings: Pakistan vs New Zealand')).toBeLessThan(oldest('Bet on Pakistan vs New Zealand'));
    expect(oldest('Bet on Pakistan vs New Zealand')).toBeLessThan(oldest('Bet on India vs Australia'));
    await see(page, '+ RS 500.00');
    await see(page, '− RS 50.00');
    await see(page, '+ RS 4.00');
    await expectUsableScreen(page);
    await session.close();

    const newcomer = await season.club.addMember('Nell');
    const fresh = await openSession();
    await signInTo(fresh.page, newcomer, '/dashboard');
    await fresh.page.goto('/dashboard/wallet-history');
    await see(fresh.page, 'No transactions found');
    await fresh.close();
  });

  test("a settled match's result page shows each group's winners by position", async () => {
    const session = await openSession();
    const { page } = session;
    await signInTo(page, season.rita, '/dashboard');
    await page.getByRole('tab', { name: 'Finished' }).click();
    await page.getByRole('link', { name: 'View Result of Pakistan vs New Zealand' }).click();
    await expectPath(page, `/match-result/${season.matches.settled._id}`);
    await see(page, 'Scores');
    await see(page, 'Labuschagne');
    expect(await cardTitles(page, 'Group 1 winners')).toEqual([
      '1st · Rita Tester',
      '2nd · Rita Tester',
      '3rd · Omar Tester',
    ]);
    for (const text of ['RS 20.00', 'RS 12.00', 'RS 4.00', '4AB', '567']) await see(page, text, { exact: true });
    await expectUsableScreen(page);
    await session.close();
  });
});
