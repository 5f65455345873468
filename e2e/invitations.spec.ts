import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import './support/context';
import { Api, ClubScenario, newPerson, when } from './support/api';
import {
  DESKTOP,
  dontSee,
  expectPath,
  headerBalance,
  launchBrowser,
  openSession,
  PHONE,
  see,
  signIn,
} from './support/browser';
import { expectUsableScreen } from './support/checks';
import { expectFitsPhone, poll, toast } from './support/staff';

const baseUrl = inject('e2eBaseUrl');
const chromiumPath = inject('chromiumPath');

/**
 * Joining a club needs the member's consent (design-season section 10): a Manager's add-member invites a member
 * without a club; the member sees the invitation on the dashboard (and on /invitations, where the notification
 * leads) and joins by accepting it.
 */
describe.skipIf(!chromiumPath)('club invitations: a member accepts from the dashboard', () => {
  let browser: Browser;
  let api: Api;

  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
    api = new Api(baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const [size, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    test(`at ${size} px: invitation listed, one declined, one accepted, the club's matches shown`, async () => {
      const suffix = `${size}-${Date.now() % 100_000}`;
      const lions = await ClubScenario.create(api, `Lions ${suffix}`);
      const tigers = await ClubScenario.create(api, `Tigers ${suffix}`);
      await lions.createMatch('Ireland', 'Scotland', when.inDays(2));
      const priya = newPerson('Priya', 'Invitee');
      await api.register(priya);
      for (const club of [tigers, lions]) {
        const answer = await api.request<{ message: string }>('POST', '/api/users/add-member', {
          token: club.managerToken,
          body: { phoneNumber: priya.phone },
        });
        expect(answer.message).toBe('Invitation sent to Priya. They join when they accept.');
      }

      const session = await openSession(browser, baseUrl, { viewport });
      const { page } = session;
      await signIn(page, priya.phone, priya.password);
      await expectPath(page, '/dashboard');
      await see(page, 'You are not in a club yet');
      await see(page, 'Club invitations');
      const cards = page.getByTestId('invitation');
      await poll(() => cards.count()).toBe(2);
      const lionsCard = cards.filter({ hasText: lions.clubName });
      expect(await lionsCard.textContent()).toContain('Invited by Manny Manager on');
      await see(page, 'Your balance comes with you.');
      await expectUsableScreen(page);
      if (viewport === PHONE) await expectFitsPhone(page);

      // The notification leads to /invitations, the same list.
      await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
      await page.getByRole('button', { name: new RegExp(`invited you to join ${tigers.clubName}`) }).click();
      await expectPath(page, '/invitations');
      // The dashboard stays on screen (with its own Decline buttons) until the page's chunk has rendered; a click on
      // the old one would decline without its toast, as the dashboard unmounts.
      await page.getByRole('heading', { name: 'Invitations', exact: true }).waitFor();
      await page.getByRole('button', { name: `Decline the invitation to join ${tigers.clubName}` }).click();
      await toast(page, 'Invitation declined');
      await poll(() => page.getByTestId('invitation').count()).toBe(1);
      await page.goto('/dashboard');

      await page.getByRole('button', { name: `Accept the invitation to join ${lions.clubName}` }).click();
      await toast(page, `Welcome to ${lions.clubName}`);
      // The app now shows the new club: its name, its match, no invitations and no "not in a club".
      await see(page, lions.clubName, { exact: true });
      await see(page, 'Ireland');
      await dontSee(page, 'You are not in a club yet');
      expect(await page.getByTestId('invitation').count()).toBe(0);
      expect(await headerBalance(page).textContent()).toBe('RS 0.00');
      // The club's Manager now reaches her.
      const members = await api.request<{ phoneNumber: string }[]>('GET', '/api/users/members', {
        token: lions.managerToken,
      });
      expect(members.map((m) => m.phoneNumber)).toContain(priya.phone);
      if (viewport === PHONE) await expectFitsPhone(page);
      await session.close();
    });
  }
});
