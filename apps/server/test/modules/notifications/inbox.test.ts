import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { call, useTestApp } from '../../helpers/app';
import { createGroup, createMatch, createUser, useCast } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { betBody, saveResult } from '../bets/helpers';

/** Design-match-day section 4: in-app notifications, written with their cause. */
describe('notifications', () => {
  const t = useTestApp();
  const cast = useCast(t);

  const list = async (token: string, query = '') =>
    (await call(t.app, 'GET', `/api/notifications${query}`, { token })).body;
  const bet = (token: string, group: { id: string; matchId: string; betAmount: bigint }, combinations: string[]) =>
    call(t.app, 'POST', '/api/bets/multiple', {
      token,
      body: betBody(group, combinations),
    });

  it('credit add and deduct tell the member who moved how much; a refused deduct writes none', async () => {
    const member = await createUser(t.app, { clubId: cast.club.clubId });
    const manager = cast.club.manager.token;
    await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, { token: manager, body: { creditAmount: 50 } });
    await call(t.app, 'PUT', `/api/users/deduct-credit/${member.id}`, { token: manager, body: { creditAmount: 20 } });
    const refused = await call(t.app, 'PUT', `/api/users/deduct-credit/${member.id}`, {
      token: manager,
      body: { creditAmount: 31 },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: messages.deductionExceedsBalance } });
    const body = await list(member.token);
    expect(body).toMatchObject({ unread: 2, total: 2, page: 1, limit: 20 });
    expect(
      body.notifications.map((n: { kind: string; title: string; link: string }) => [n.kind, n.title, n.link]),
    ).toEqual([
      ['credit', 'RS20 deducted by Manny Manager', '/dashboard/wallet-history'],
      ['credit', 'RS50 added by Manny Manager', '/dashboard/wallet-history'],
    ]);
  });

  it('a group delete tells each better once that their bets were refunded', async () => {
    const match = await createMatch(t.app, cast.club.clubId, { team1: 'India', team2: 'Australia' });
    const group = await createGroup(t.app, match.id);
    const better = await createUser(t.app, { clubId: cast.club.clubId, credits: 10_000n });
    expect((await bet(better.token, group, ['123', '124'])).status).toBe(201);
    expect((await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: cast.admin.token })).status).toBe(200);
    expect((await list(better.token)).notifications).toMatchObject([
      { kind: 'refund', title: 'Your bets on India vs Australia were refunded (group deleted)' },
    ]);
    await expectLedgerBalanced(t.db);
  });

  it('approval tells every better the result (gross winnings or no win) and each referrer what it earned', async () => {
    const referrer = await createUser(t.app, { clubId: cast.club.clubId, firstName: 'Priya' });
    const winner = await createUser(t.app, {
      clubId: cast.club.clubId,
      credits: 10_000n,
      firstName: 'Rahul',
      referredBy: referrer.id,
    });
    const loser = await createUser(t.app, { clubId: cast.club.clubId, credits: 10_000n });
    const match = await createMatch(t.app, cast.club.clubId, { team1: 'India', team2: 'Australia' });
    const group = await createGroup(t.app, match.id, { betAmount: 10_000n, shares: [100, 0, 0] });
    expect((await bet(winner.token, group, ['123'])).status).toBe(201);
    expect((await bet(loser.token, group, ['567'])).status).toBe(201);
    await saveResult(t.app, match.id, [10, 10, 10, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]);
    const approved = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, {
      token: cast.club.manager.token,
    });
    expect(approved.status).toBe(200);
    // Pool RS200, all of it to the 1st place: RS200 won (gross), 5% of it (RS10) to the referrer. The winner was
    // referred, so the title says both figures (design-match-day section 9, issue 13 item 2).
    expect((await list(winner.token)).notifications).toMatchObject([
      {
        kind: 'result',
        title: 'Results are out for India vs Australia: RS200.00 won, RS190.00 to you, RS10.00 to your referrer',
        link: `/match-result/${match.id}`,
      },
    ]);
    expect((await list(loser.token)).notifications).toMatchObject([
      { kind: 'result', title: 'Results are out for India vs Australia: no win this time' },
    ]);
    expect((await list(referrer.token)).notifications).toMatchObject([
      { kind: 'referral', title: "You earned RS10 from Rahul's win", link: '/dashboard/referral' },
    ]);
    await expectLedgerBalanced(t.db);
  });

  it('pages newest first; PUT read marks the given ids (own only) or all, and answers the unread count', async () => {
    const member = await createUser(t.app, { clubId: cast.club.clubId });
    for (const amount of [1, 2, 3, 4, 5]) {
      await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, {
        token: cast.admin.token,
        body: { creditAmount: amount },
      });
    }
    const page2 = await list(member.token, '?page=2&limit=2');
    expect(page2).toMatchObject({ total: 5, unread: 5, page: 2, limit: 2 });
    expect(page2.notifications.map((n: { title: string }) => n.title)).toEqual([
      'RS3 added by Test Admin',
      'RS2 added by Test Admin',
    ]);
    const ids = page2.notifications.map((n: { _id: string }) => n._id);
    // Another user's ids change nothing.
    const foreign = await call(t.app, 'PUT', '/api/notifications/read', { token: cast.member.token, body: { ids } });
    expect(foreign.status).toBe(200);
    expect((await list(member.token)).unread).toBe(5);

    const marked = await call(t.app, 'PUT', '/api/notifications/read', { token: member.token, body: { ids } });
    expect(marked).toMatchObject({ status: 200, body: { unread: 3 } });
    const after = await list(member.token, '?page=2&limit=2');
    expect(after.notifications.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);

    const all = await call(t.app, 'PUT', '/api/notifications/read', { token: member.token, body: {} });
    expect(all.body).toEqual({ unread: 0 });
    expect((await list(member.token)).unread).toBe(0);

    const bad = await call(t.app, 'PUT', '/api/notifications/read', { token: member.token, body: { ids: ['x'] } });
    expect(bad.status).toBe(400);
    expect((await call(t.app, 'GET', '/api/notifications?limit=101', { token: member.token })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/notifications')).status).toBe(401);
  });

  it('a failed cause leaves no notification: the write and its notification commit together', async () => {
    const member = await createUser(t.app, { clubId: cast.club.clubId });
    // Make the credit's audit insert fail after the notification was written: the whole write rolls back.
    await t.db.execute(sql`alter table user_notifications add constraint test_no_rs77 check (title not like 'RS77 %')`);
    try {
      const res = await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, {
        token: cast.admin.token,
        body: { creditAmount: 77 },
      });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table user_notifications drop constraint test_no_rs77`);
    }
    const [row] = await queryRows<{ credits: string }>(
      t.db,
      sql`select credits::text from users where id = ${member.id}::uuid`,
    );
    expect(row?.credits).toBe('0');
    expect((await list(member.token)).total).toBe(0);
    await expectLedgerBalanced(t.db);
  });
});
