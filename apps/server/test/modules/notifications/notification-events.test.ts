import { NOTIFICATION_KINDS, type NotificationKind } from '@wicket/shared/schemas/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../../src/db/schema';
import { sendDueReminders } from '../../../src/jobs/reminders';
import { call, useTestApp } from '../../helpers/app';
import { createGroup, createMatch, createUser, type UserFixture, useClubs, useUser } from '../../helpers/fixtures';
import { type EventStream, openEventStream } from '../../helpers/sse';
import { betOk, saveLetterResult } from '../bets/helpers';

/**
 * Design-match-day section 1: every write that creates an in-app notification sends its `notification` event to the
 * recipient's live streams once it commits, so the bell moves without a refresh. One step per write; the last test
 * checks the steps cover every notification kind, so a new kind needs its write walked here too.
 */
describe('every notification write sends its notification event', () => {
  const t = useTestApp();
  const { club } = useClubs(t, { club: 'Bell Club' });
  const admin = useUser(t, { userType: 'Admin' });
  let url: string;
  const streams: EventStream[] = [];
  const covered = new Set<NotificationKind>();
  const DAY = 24 * 3600 * 1000;

  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
  });

  const member = (opts: { referredBy?: string } = {}) =>
    createUser(t.app, { clubId: club.clubId, credits: 100_000n, ...opts });

  /**
   * Opens the recipients' streams, runs the write, then waits for each recipient's `notification` event of `kind`
   * and checks it is the row their inbox now lists.
   */
  async function expectBell(recipients: UserFixture[], kind: NotificationKind, write: () => Promise<unknown>) {
    const open = await Promise.all(recipients.map((u) => openEventStream(url, { authorization: `Bearer ${u.token}` })));
    streams.push(...open);
    for (const s of open) expect(s.status).toBe(200);
    await write();
    for (const [i, stream] of open.entries()) {
      const user = recipients[i] as UserFixture;
      const event = await stream.waitFor(
        (e) => e.event === 'notification' && (e.data as { kind: string }).kind === kind,
      );
      const inbox = await call(t.app, 'GET', '/api/notifications', { token: user.token });
      const row = inbox.body.notifications.find((n: { _id: string }) => n._id === (event.data as { _id: string })._id);
      expect(row).toMatchObject({ kind, title: (event.data as { title: string }).title });
    }
    covered.add(kind);
  }

  /** A match tomorrow with a Multi Betters group, and one bet on it by `better`. */
  async function matchWithBet(better: UserFixture, combination = '12A') {
    const match = await createMatch(t.app, club.clubId, { dateTime: new Date(Date.now() + DAY) });
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    await betOk(t.app, better.token, { id: group.id, matchId: match.id, betAmount: 1000n }, [combination]);
    return { match, group };
  }

  it('add credit and deduct credit: credit', async () => {
    const m = await member();
    for (const direction of ['add', 'deduct']) {
      await expectBell([m], 'credit', async () => {
        const res = await call(t.app, 'PUT', `/api/users/${direction}-credit/${m.id}`, {
          token: club.manager.token,
          body: { creditAmount: 5 },
        });
        expect(res.status).toBe(200);
      });
    }
  });

  it('a postponed match with bets: match', async () => {
    const m = await member();
    const { match } = await matchWithBet(m);
    await expectBell([m], 'match', async () => {
      const res = await call(t.app, 'PUT', `/api/matches/${match.id}`, {
        token: club.manager.token,
        body: {
          team1: match.team1,
          team2: match.team2,
          status: match.status,
          dateTime: new Date(match.dateTime.getTime() + DAY).toISOString(),
        },
      });
      expect(res.status).toBe(200);
    });
  });

  it('a deleted group and an abandoned match: refund', async () => {
    const m = await member();
    const { group } = await matchWithBet(m);
    await expectBell([m], 'refund', async () => {
      const res = await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: club.manager.token });
      expect(res.status).toBe(200);
    });
    const { match } = await matchWithBet(m);
    await expectBell([m], 'refund', async () => {
      const res = await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: admin.token });
      expect(res.status).toBe(200);
    });
  });

  it('an outbid lot: outbid', async () => {
    const [a, b] = [await member(), await member()];
    const match = await createMatch(t.app, club.clubId, { dateTime: new Date(Date.now() + DAY) });
    const group = await createGroup(t.app, match.id, { betType: 'Bidding Method', betAmount: 1000n });
    const bid = (token: string, amount: number) =>
      call(t.app, 'POST', '/api/bids', {
        token,
        body: { groupId: group.id, matchId: match.id, combination: '12A', amount },
      });
    expect((await bid(a.token, 10)).status).toBe(201);
    await expectBell([a], 'outbid', async () => {
      expect((await bid(b.token, 11)).status).toBe(201);
    });
  });

  it('approved credits: result to the better, referral to the referrer', async () => {
    const referrer = await member();
    const winner = await member({ referredBy: referrer.id });
    const { match } = await matchWithBet(winner);
    await saveLetterResult(t.app, match.id, [90]);
    await expectBell([winner], 'result', async () => {
      await expectBell([referrer], 'referral', async () => {
        const res = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, {
          token: club.manager.token,
        });
        expect(res.status).toBe(200);
      });
    });
  });

  it('the reminder job: reminder', async () => {
    const m = await member();
    const match = await createMatch(t.app, club.clubId, { dateTime: new Date(Date.now() + 30 * 60_000) });
    await createGroup(t.app, match.id);
    await expectBell([m], 'reminder', () => sendDueReminders(t.db, t.app.events, new Date()));
    await t.db.update(matches).set({ status: 'Inactive' }).where(eq(matches.id, match.id));
  });

  it('an invitation to join the club: invite', async () => {
    const loner = await createUser(t.app);
    await expectBell([loner], 'invite', async () => {
      const res = await call(t.app, 'POST', '/api/users/add-member', {
        token: club.manager.token,
        body: { phoneNumber: loner.phoneNumber },
      });
      expect(res.status).toBe(200);
    });
  });

  it('covers every notification kind', () => {
    expect([...covered].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});
