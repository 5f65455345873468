import { describe, expect, test } from 'vitest';
import { ClubScenario, newPerson, when } from './support/api';
import { DESKTOP, dontSee, expectPath, headerBalance, PHONE, see, signInTo } from './support/browser';
import { expectUsableScreen } from './support/checks';
import { answerConfirm, expectFitsPhone, poll, toast } from './support/staff';
import { baseUrl, browserSuite, chromiumPath } from './support/suite';

/**
 * Joining a club needs the member's consent (design-season section 10): a Manager's add-member invites a member
 * without a club; the member sees the invitation on the dashboard (and on /invitations, where the notification
 * leads) and joins by accepting it.
 */
describe.skipIf(!chromiumPath)('club invitations: a member accepts from the dashboard', () => {
  const { api, openSession } = browserSuite();

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
        // The same words for any registered phone (design-contests section 4): no name, no club.
        expect(answer.message).toBe(
          'This phone number is already registered. If they have no club yet, they get an invitation and join when they accept.',
        );
      }

      const session = await openSession({ viewport });
      const { page } = session;
      await signInTo(page, priya, '/dashboard');
      await see(page, 'Club invitations');
      // Under a pending invitation the dashboard does not also say "not in a club yet" (issue 38's walk).
      await dontSee(page, 'You are not in a club yet');
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

/**
 * Staff's side (design-contests section 4, issue 38's walk) at 375 px: Manage Members lists the club's pending
 * invitations by phone, Withdraw asks first and then takes one back (the member can no longer accept it), and the
 * audit screen words the withdrawal and a member's accept as what happened. With no invitation left, the member's
 * dashboard says "not in a club yet" again.
 */
describe.skipIf(!chromiumPath)('club invitations: staff withdraw one, the audit words it', () => {
  const { api, openSession } = browserSuite();

  test('at 375 px: Withdraw with a confirm, the member cannot accept it, the audit sentences', async () => {
    const suffix = `${Date.now() % 100_000}`;
    const lions = await ClubScenario.create(api, `Pride ${suffix}`);
    const ravi = newPerson('Ravi', 'Withdrawn');
    const sanjay = newPerson('Sanjay', 'Patil');
    await api.register(ravi);
    await api.register(sanjay);
    for (const person of [ravi, sanjay]) {
      await api.request('POST', '/api/users/add-member', {
        token: lions.managerToken,
        body: { phoneNumber: person.phone },
      });
    }
    // Sanjay accepts his; Ravi's stays pending until the manager withdraws it.
    const sanjayToken = (await api.login(sanjay.phone, sanjay.password)).token;
    const [sanjayInvitation] = await api.request<{ _id: string }[]>('GET', '/api/users/invitations', {
      token: sanjayToken,
    });
    await api.request('POST', `/api/users/invitations/${sanjayInvitation?._id}/accept`, {
      token: sanjayToken,
      body: {},
    });
    const raviToken = (await api.login(ravi.phone, ravi.password)).token;
    const [raviInvitation] = await api.request<{ _id: string }[]>('GET', '/api/users/invitations', {
      token: raviToken,
    });

    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, lions.manager, '/manager-dashboard');
    await page.goto('/manager-dashboard/manage-members');
    const pending = page.getByTestId('pending-invitation');
    await poll(() => pending.count()).toBe(1);
    expect(await pending.first().textContent()).toContain(ravi.phone);
    expect(await pending.first().textContent()).toContain('Invited by Manny Manager on');
    await expectFitsPhone(page);
    await expectUsableScreen(page);

    const withdraw = page.getByRole('button', { name: `Withdraw the invitation to ${ravi.phone}` });
    // Cancelling the confirm keeps it.
    await withdraw.click();
    await answerConfirm(page, 'They can no longer accept it.', 'Cancel');
    expect(await pending.count()).toBe(1);
    await withdraw.click();
    await answerConfirm(page, 'They can no longer accept it.', 'Withdraw');
    await toast(page, 'Invitation withdrawn');
    await poll(() => pending.count()).toBe(0);
    await dontSee(page, 'Pending invitations');

    // Ravi can no longer accept it, and his dashboard no longer lists it: it says he has no club instead.
    const refused = await fetch(`${baseUrl}/api/users/invitations/${raviInvitation?._id}/accept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${raviToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'The club has withdrawn this invitation' });

    // The audit screen words both: the withdrawal and Sanjay's accept (not "Sanjay added Sanjay Patil").
    await page.goto('/manager-dashboard/audit');
    const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
    await poll(() => entries.count()).toBeGreaterThanOrEqual(4);
    const sentences: string[] = [];
    for (const entry of await entries.all())
      sentences.push(((await entry.locator('p').first().textContent()) ?? '').trim());
    expect(sentences.slice(0, 4)).toEqual([
      `Manny withdrew the invitation of ${ravi.phone} to join ${lions.clubName}`,
      `Sanjay accepted the invitation to join ${lions.clubName}`,
      // An invitation names the phone staff typed, not the account (design-contests section 4).
      `Manny invited ${sanjay.phone} to join ${lions.clubName}`,
      `Manny invited ${ravi.phone} to join ${lions.clubName}`,
    ]);
    await expectFitsPhone(page);
    await session.close();

    const member = await openSession({ viewport: PHONE });
    await signInTo(member.page, ravi, '/dashboard');
    await see(member.page, 'You are not in a club yet');
    expect(await member.page.getByTestId('invitation').count()).toBe(0);
    await member.close();
  });
});
