import { beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario, placeBets, when } from './support/api';
import { expectPath, headerBalance, see, signInTo } from './support/browser';
import { actionsOf, answerConfirm, card, expectFitsPhone, poll, toast } from './support/staff';
import { browserSuite, chromiumPath } from './support/suite';

/**
 * Design-match-day sections 3 and 4 on phones: a Manager abandons a rained-off match from its card, and a member
 * who had bets on it sees the refund in the wallet and a notification under the header's bell.
 */
describe.skipIf(!chromiumPath)('abandon a match: refund and notification', () => {
  const { api, openSession } = browserSuite();
  let club: ClubScenario;

  beforeAll(async () => {
    club = await ClubScenario.create(api, 'Rainy Day Club');
  });
  test('the manager abandons; the member gets every bet back and a notification', async () => {
    const rita = await club.addMember('Rita', 100);
    const match = await club.createMatch('India', 'Australia', when.inDays(1));
    const group = await club.createGroup(match._id, { betAmount: 10 });
    const placed = await placeBets(api, rita.token, {
      matchId: match._id,
      groupId: group._id,
      betAmount: 10,
      combinations: ['123', '45A'],
    });
    expect(placed.credits).toBe(80);

    const manager = await openSession();
    await signInTo(manager.page, club.manager, '/manager-dashboard');
    await manager.page.goto('/manager-dashboard/Manage-Matches');
    const matchCard = card(manager.page, 'India vs Australia');
    await matchCard.waitFor();
    expect(await actionsOf(matchCard)).toContain('Abandon');
    await matchCard.getByRole('button', { name: 'Abandon', exact: true }).click();
    await answerConfirm(manager.page, 'Are you sure you want to abandon this match and refund every bet?', 'Abandon');
    await toast(manager.page, 'Match abandoned and all bets refunded.');
    await matchCard.getByText('Abandoned', { exact: true }).waitFor();
    await poll(() => actionsOf(matchCard)).not.toContain('Abandon');
    expect(await actionsOf(matchCard)).not.toContain('Edit');
    await expectFitsPhone(manager.page);
    await manager.close();

    const member = await openSession();
    const { page } = member;
    await signInTo(page, rita, '/dashboard');
    await poll(() => headerBalance(page).textContent()).toBe('RS 100.00');
    // The credit she was given, and the refund.
    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
    await bell.click();
    const item = page.getByRole('button', {
      name: /Your bets on India vs Australia were refunded \(match abandoned\)/,
    });
    await item.click();
    await expectPath(page, '/dashboard/wallet-history');
    await see(page, 'Refund: India vs Australia abandoned');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await expectFitsPhone(page);
    await member.close();
  });

  test('the audit screen lists what the manager did, newest first, and filters by action', async () => {
    const session = await openSession();
    const { page } = session;
    await signInTo(page, club.manager, '/manager-dashboard');
    await page.goto('/manager-dashboard/audit');
    const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
    // The club's creation by the Admin, then the manager's own steps.
    await poll(() => entries.count()).toBe(6);
    const actions: string[] = [];
    for (const entry of await entries.all())
      actions.push(((await entry.locator('p').first().textContent()) ?? '').trim());
    // Each entry says in words who did what to whom (issue 27).
    expect(actions).toEqual([
      'Manny abandoned India vs Australia and refunded RS 20.00 (2 bets)',
      'Manny added a RS 10.00 First Better group to India vs Australia',
      'Manny added the match India vs Australia',
      'Manny credited Rita Tester RS 100.00',
      'Manny added Rita Tester to Rainy Day Club',
      'Ada created the club Rainy Day Club',
    ]);
    await see(page, 'Manny Manager (Manager)');
    await page.getByLabel('Action').selectOption('credit.add');
    await poll(() => entries.count()).toBe(1);
    // The details are folded below the sentence.
    await entries.first().getByText('Show details', { exact: true }).click();
    await see(page, 'Balance: RS 0.00 → RS 100.00');
    await expectFitsPhone(page);
    await session.close();
  });
});
