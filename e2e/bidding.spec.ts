import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ClubScenario, TEAM1_PLAYERS, TEAM2_PLAYERS, when } from './support/api';
import { expectPath, headerBalance, see, signInTo } from './support/browser';
import { expectUsableScreen } from './support/checks';
import { browserSuite, chromiumPath } from './support/suite';

/** Taps a lot of the bidding screen's grid. */
const lot = (page: Page, combination: string) => page.locator(`[data-lot="${combination}"]`);

/** Design-match-day section 6: two members bid on one lot; the outbid one sees it without a reload. */
describe.skipIf(!chromiumPath)('bidding: two members on one lot', () => {
  const { api, openSession } = browserSuite();

  test('the outbid member sees the new holder and the refund without a reload', async () => {
    const club = await ClubScenario.create(api, 'Bidding Club');
    const asha = await club.addMember('Asha', 500);
    const bala = await club.addMember('Bala', 500);
    const match = await club.createMatch('India', 'Australia', when.inDays(2));
    await club.updatePlayers(match._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
    const group = await club.createGroup(match._id, { betType: 'Bidding Method', betAmount: 10, minimumIncrement: 1 });

    const first = await openSession();
    const second = await openSession();
    try {
      // Asha finds the group on the match and opens its bidding screen.
      await signInTo(first.page, asha, '/dashboard');
      await first.page.goto(`/play-match/${match._id}`);
      await first.page.getByRole('link', { name: 'Bid', exact: true }).click();
      await expectPath(first.page, `/place-bid/${group._id}`);
      await see(first.page, 'Tap a lot to bid on it.');
      await expectUsableScreen(first.page);

      // The least bid is prefilled: the opening bid on a free lot.
      await lot(first.page, '27C').click();
      await see(first.page, 'Free: opening bid RS 10.00');
      expect(await first.page.getByLabel('Your bid (RS)').inputValue()).toBe('10.00');
      await first.page.getByRole('button', { name: 'Place Bid' }).click();
      await see(first.page, 'Bid placed on 27C');
      await see(first.page, 'You hold it at RS 10.00');
      await expect.poll(() => headerBalance(first.page).textContent()).toBe('RS 490.00');

      // Bala, on another phone, sees Asha's bid and outbids her at the least next bid.
      await signInTo(second.page, bala, '/dashboard');
      await second.page.goto(`/place-bid/${group._id}`);
      await lot(second.page, '27C').click();
      await see(second.page, 'Asha Tester holds it at RS 10.00');
      expect(await second.page.getByLabel('Your bid (RS)').inputValue()).toBe('11.00');
      // From here Asha's screen reads neither the lots nor the group: Bala's bid's event carries the lot it changed
      // and the board's change (design-contests section 3).
      const ashaBoardReads: string[] = [];
      first.page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === `/api/bids/group/${group._id}` || path === `/api/groups/${group._id}`) ashaBoardReads.push(path);
      });
      await second.page.getByRole('button', { name: 'Place Bid' }).click();
      await see(second.page, 'Bid placed on 27C');
      await expect.poll(() => headerBalance(second.page).textContent()).toBe('RS 489.00');

      // Asha's screen follows without a reload: the new holder, the outbid notice and her RS10 back.
      await see(first.page, 'Bala Tester holds it at RS 11.00');
      await see(first.page, 'You were outbid on 27C');
      await expect.poll(() => headerBalance(first.page).textContent()).toBe('RS 500.00');
      expect(await first.page.getByLabel('Your bid (RS)').inputValue()).toBe('12.00');
      expect(await lot(first.page, '27C').getAttribute('data-state')).toBe('other');
      expect(ashaBoardReads).toEqual([]);

      // A place-bet link to a Bidding Method group lands on the bidding screen.
      await second.page.goto(`/place-bet/${group._id}`);
      await expectPath(second.page, `/place-bid/${group._id}`);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
