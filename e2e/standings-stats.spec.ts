import { messages } from '@wicket/shared/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, expectPath, PHONE, see, signInTo } from './support/browser';
import { expectUsableScreen } from './support/checks';
import { arrangeClubSeason, type ClubSeason } from './support/scenario';
import { E2E_ADMIN } from './support/server';
import { downloadOf } from './support/staff';
import { browserSuite, chromiumPath } from './support/suite';

/**
 * Design-match-day section 7 in the browser. The season's settled match: Rita holds 1st and 2nd (RS 32.00 won on
 * RS 20.00 staked), Omar 3rd (RS 4.00 won on RS 20.00).
 */
describe.skipIf(!chromiumPath)('standings, statistics and CSV downloads', () => {
  const { api, openSession } = browserSuite();
  let season: ClubSeason;

  beforeAll(async () => {
    season = await arrangeClubSeason(api);
  });
  async function chartDrawn(page: Page) {
    // recharts draws once it has measured its container: a line per series, a dot per match on each.
    const chart = page.locator('[data-testid="stake-chart"]');
    await chart.locator('svg.recharts-surface').first().waitFor({ state: 'visible' });
    await chart.locator('.recharts-line-dot').first().waitFor({ state: 'visible' });
    expect(await chart.locator('.recharts-line').count()).toBe(2);
    expect(await chart.locator('.recharts-line-dot').count()).toBe(2);
  }

  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('member on %s: own stats with a chart, the club standings with a date range', async (_n, viewport) => {
    const session = await openSession({ viewport });
    const { page } = session;
    await signInTo(page, season.rita, '/dashboard');

    await page.goto('/dashboard/stats');
    await see(page, messages.statsTitle);
    await see(page, messages.statsChartTitle);
    await see(page, 'RS 32.00');
    await see(page, '+RS 12.00');
    await chartDrawn(page);
    await expectUsableScreen(page);

    await page.goto('/dashboard/standings');
    await see(page, 'Wicket Warriors');
    if (viewport === PHONE) {
      // The settled match's Fantasy Team group (Tara's and Uma's teams) counts in the season as its bets do.
      await see(page, `1. ${season.rita.firstName} ${season.rita.lastName}`);
      await see(page, '2. Tara Tester');
      await see(page, `4. ${season.omar.firstName} ${season.omar.lastName}`);
    } else {
      const table = page.getByRole('table', { name: messages.standingsTitle });
      await table.waitFor();
      const rows = table.getByRole('row');
      expect(await rows.count()).toBe(5);
      expect(await rows.nth(1).innerText()).toMatch(/^1\s+Rita Tester\s+1\s+2\s+RS 20\.00\s+RS 32\.00\s+\+RS 12\.00/);
      expect(await rows.nth(2).innerText()).toMatch(/^2\s+Tara Tester/);
      expect(await rows.nth(4).innerText()).toMatch(/^4\s+Omar Tester/);
    }
    await expectUsableScreen(page);
    // A range after the season holds nothing; All dates brings it back.
    await page.getByLabel('From').fill('2099-01-01');
    await see(page, messages.standingsEmpty);
    await page.getByRole('button', { name: 'All dates' }).click();
    await see(page, 'Rita Tester');
    await session.close();
  });

  test('CSV downloads send the token: standings (member), wallet history (member), bets (manager)', async () => {
    const member = await openSession({ viewport: DESKTOP });
    await signInTo(member.page, season.rita, '/dashboard');
    await member.page.goto('/dashboard/standings');
    await see(member.page, 'Rita Tester');
    const standings = await downloadOf(member.page, member.page.getByRole('button', { name: messages.downloadCsv }));
    expect(standings.name).toBe('standings.csv');
    expect(standings.text.split('\r\n')).toEqual([
      'Rank,First Name,Last Name,Matches,Bets,Staked (RS),Won (RS),Net (RS),Wins,Firsts,Referral (RS)',
      '1,Rita,Tester,1,2,20.00,32.00,12.00,2,1,0.00',
      // A Fantasy Team entry is a bet: Tara's team won 1st (RS 25 of the RS 50 pool), Uma's 2nd (RS 15).
      '2,Tara,Tester,1,1,25.00,25.00,0.00,1,1,0.00',
      '3,Uma,Tester,1,1,25.00,15.00,-10.00,1,0,0.00',
      '4,Omar,Tester,1,2,20.00,4.00,-16.00,1,0,0.00',
      '',
    ]);
    await member.page.goto('/dashboard/wallet-history');
    await see(member.page, 'Wallet History');
    const wallet = await downloadOf(member.page, member.page.getByRole('button', { name: messages.downloadCsv }));
    expect(wallet.name).toBe('transactions.csv');
    expect(wallet.text).toMatch(/^Date,Type,Amount \(RS\),Balance After \(RS\),Description\r\n/);
    expect(wallet.text).toContain('Winnings: Pakistan vs New Zealand');
    await member.close();

    const manager = await openSession({ viewport: DESKTOP });
    await signInTo(manager.page, season.club.manager, '/manager-dashboard');
    await manager.page.goto(`/manager-dashboard/view-bets/${season.groups.settledGroup._id}`);
    await see(manager.page, 'View Bets');
    const bets = await downloadOf(manager.page, manager.page.getByRole('button', { name: messages.downloadCsv }));
    expect(bets.name).toBe('bets.csv');
    expect(bets.text).toContain(`Rita,Tester,${season.rita.phone},123,10.00,90,Win`);
    await manager.page.goto('/manager-dashboard/standings');
    await see(manager.page, 'Omar Tester');
    await expectUsableScreen(manager.page);
    await manager.close();
  });

  test('the admin opens a club standings from the club card', async () => {
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, E2E_ADMIN, '/admin-dashboard');
    await page.goto('/admin-dashboard/manage-club');
    await page.locator(`a[href="/admin-dashboard/standings/${season.club.clubId}"]`).click();
    await expectPath(page, `/admin-dashboard/standings/${season.club.clubId}`);
    await see(page, '1. Rita Tester');
    await expectUsableScreen(page);
    await session.close();
  });
});
