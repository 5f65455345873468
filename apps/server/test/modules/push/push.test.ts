import { hindiOf } from '@wicket/shared/hindi-of';
import { messages, notificationTitles } from '@wicket/shared/messages';
import { messagesHi, notificationTitlesHi } from '@wicket/shared/messages.hi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { deliverDuePushes } from '../../../src/jobs/push-delivery';
import { sendDueReminders } from '../../../src/jobs/reminders';
import { noEvents } from '../../../src/modules/events/hub';
import { buildTestApp, call, type TestApp, testConfig } from '../../helpers/app';
import { createClub, createGroup, createMatch, createUser, type UserFixture } from '../../helpers/fixtures';
import {
  decryptPush,
  type FakePhone,
  type PushService,
  type ReceivedPush,
  startPushService,
  verifyVapid,
} from '../../helpers/push-service';
import { makeWorld, settledGroup } from '../../security/support';

let t: TestApp;
let service: PushService;
let publicKey: string;

beforeAll(async () => {
  service = await startPushService();
  const base = testConfig().push;
  t = await buildTestApp({
    push: { ...base, serviceHosts: [...base.serviceHosts, '127.0.0.1'], retryDelaysMs: [20, 50] },
  });
  publicKey = (await call(t.app, 'GET', '/api/push/key')).body.publicKey;
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };

async function subscribe(user: UserFixture, phone: FakePhone, headers: Record<string, string> = {}) {
  const res = await call(t.app, 'POST', '/api/push/subscriptions', {
    token: user.token,
    body: phone.subscription,
    headers,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function subscriptionsOf(userId: string) {
  return queryRows<{ endpoint: string; language: string }>(
    t.db,
    sql`select endpoint, language from push_subscriptions where user_id = ${userId}::uuid order by created_at`,
  );
}

/** Runs the push worker until the outbox has no push row left to send. */
async function deliver() {
  for (let i = 0; i < 5; i++) {
    // A second ahead: the claim compares the rows' due time (PostgreSQL's now(), microseconds, taken when the
    // request's statement started) with this clock cut to milliseconds, so a round started within the same
    // millisecond as the insert found nothing due and the test read an empty inbox (twice in CI on PostgreSQL).
    const report = await deliverDuePushes(t.db, t.app.pushProvider, new Date(Date.now() + 1_000));
    if (report.claimed === 0) return;
  }
}

/** The one push the phone got since `from`: its VAPID header checked and its body decrypted. */
function onlyPush(phone: FakePhone, from: number) {
  const got = service.received.slice(from).filter((r) => r.phoneId === phone.id);
  expect(got).toHaveLength(1);
  return open(phone, got[0] as ReceivedPush);
}

function open(phone: FakePhone, push: ReceivedPush) {
  verifyVapid(push.headers, phone.endpoint, publicKey);
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  return {
    ttl: Number(push.headers.ttl),
    urgency: push.headers.urgency,
    payload: JSON.parse(decryptPush(phone, push.body)) as { title: string; body: string; url: string; tag: string },
  };
}

const counter = async (name: string) => {
  const metric = t.app.metrics.registry.getSingleMetric(name);
  return ((await metric?.get())?.values[0]?.value as number | undefined) ?? 0;
};

describe('GET /api/push/key', () => {
  it('answers the VAPID public key, a P-256 point, the same every time', async () => {
    const res = await call(t.app, 'GET', '/api/push/key');
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await call(t.app, 'GET', '/api/push/key')).body.publicKey).toBe(res.body.publicKey);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('refuses an address that is not a push service, with 400 and nothing stored', async () => {
    const user = await createUser(t.app);
    const phone = service.phone();
    for (const endpoint of [
      'https://evil.example.com/push/1',
      'https://fcm.googleapis.com.evil.example/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'http://localhost:9/push/x',
      'http://127.0.0.2/push/x',
      'http://10.0.0.1/push/x',
      'ftp://fcm.googleapis.com/x',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ]) {
      const res = await call(t.app, 'POST', '/api/push/subscriptions', {
        token: user.token,
        body: { ...phone.subscription, endpoint },
      });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.message, endpoint).toBe(messages.pushAddressRefused);
    }
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('takes the public push services over https', async () => {
    const user = await createUser(t.app);
    const phone = service.phone();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def';
    await subscribe(user, { ...phone, subscription: { ...phone.subscription, endpoint } });
    expect(await subscriptionsOf(user.id)).toEqual([{ endpoint, language: 'en' }]);
  });

  it('refuses keys that are no P-256 point or 16-byte secret', async () => {
    const user = await createUser(t.app);
    const phone = service.phone();
    for (const keys of [
      { p256dh: phone.subscription.keys.p256dh.slice(0, 20), auth: phone.subscription.keys.auth },
      { p256dh: phone.subscription.keys.p256dh, auth: 'AAAA' },
      { p256dh: 'not base64!', auth: phone.subscription.keys.auth },
    ]) {
      const res = await call(t.app, 'POST', '/api/push/subscriptions', {
        token: user.token,
        body: { ...phone.subscription, keys },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.pushKeysInvalid);
    }
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('keeps the language of the request, and the same endpoint again replaces it', async () => {
    const user = await createUser(t.app);
    const phone = service.phone();
    await subscribe(user, phone, HINDI);
    expect(await subscriptionsOf(user.id)).toEqual([{ endpoint: phone.endpoint, language: 'hi' }]);
    await subscribe(user, phone);
    expect(await subscriptionsOf(user.id)).toEqual([{ endpoint: phone.endpoint, language: 'en' }]);
    // Another account signing in on the same browser takes the subscription over.
    const other = await createUser(t.app);
    await subscribe(other, phone);
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await subscriptionsOf(other.id)).toHaveLength(1);
  });

  it('keeps 10 per user: the 11th replaces the oldest', async () => {
    const user = await createUser(t.app);
    const phones = Array.from({ length: 11 }, () => service.phone());
    for (const phone of phones) await subscribe(user, phone);
    const kept = (await subscriptionsOf(user.id)).map((s) => s.endpoint);
    expect(kept).toHaveLength(10);
    expect(kept).toEqual(phones.slice(1).map((p) => p.endpoint));
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("deletes the caller's own subscription only", async () => {
    const [owner, stranger] = [await createUser(t.app), await createUser(t.app)];
    const phone = service.phone();
    await subscribe(owner, phone);
    const byStranger = await call(t.app, 'DELETE', '/api/push/subscriptions', {
      token: stranger.token,
      body: { endpoint: phone.endpoint },
    });
    expect(byStranger.status).toBe(200);
    expect(await subscriptionsOf(owner.id)).toHaveLength(1);
    const res = await call(t.app, 'DELETE', '/api/push/subscriptions', {
      token: owner.token,
      body: { endpoint: phone.endpoint },
    });
    expect(res.status).toBe(200);
    expect(await subscriptionsOf(owner.id)).toEqual([]);
  });
});

describe('notification settings', () => {
  it('are all on by default, and PUT changes them for the caller only', async () => {
    const [user, other] = [await createUser(t.app), await createUser(t.app)];
    const read = async (u: UserFixture) =>
      (await call(t.app, 'GET', '/api/users/notification-settings', { token: u.token })).body;
    expect(await read(user)).toEqual({ push: { reminders: true, results: true, credits: true, invitations: true } });
    const push = { reminders: false, results: true, credits: false, invitations: true };
    const res = await call(t.app, 'PUT', '/api/users/notification-settings', { token: user.token, body: { push } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ push });
    expect(await read(user)).toEqual({ push });
    expect((await read(other)).push.credits).toBe(true);
  });

  it('refuses anything but four booleans', async () => {
    const user = await createUser(t.app);
    for (const body of [
      {},
      { push: {} },
      { push: { reminders: 'yes', results: true, credits: true, invitations: true } },
    ]) {
      const res = await call(t.app, 'PUT', '/api/users/notification-settings', { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.notificationSettingsInvalid);
    }
  });
});

describe('pushes, from the outbox after the commit', () => {
  it('a credit: the VAPID JWT, aes128gcm, TTL one day, normal urgency, in English and in Hindi', async () => {
    const club = await createClub(t.app);
    const member = await createUser(t.app, { clubId: club.clubId });
    const [english, hindi] = [service.phone(), service.phone()];
    await subscribe(member, english);
    await subscribe(member, hindi, HINDI);
    const from = service.received.length;
    const sentBefore = await counter('wicket_push_sent_total');

    const res = await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, {
      token: club.manager.token,
      body: { creditAmount: 50 },
    });
    expect(res.status).toBe(200);
    // Nothing is sent inside the request: only the outbox row is written.
    expect(service.received.length).toBe(from);
    await deliver();

    const managerName = `${club.manager.firstName} Manager`;
    const [row] = await queryRows<{ title: string; id: string }>(
      t.db,
      sql`select id, title from user_notifications where user_id = ${member.id}::uuid and kind = 'credit'`,
    );
    expect(row?.title).toMatch(/^RS50 added by /);
    const inEnglish = onlyPush(english, from);
    expect(inEnglish.ttl).toBe(86_400);
    expect(inEnglish.urgency).toBe('normal');
    expect(inEnglish.payload).toEqual({
      title: messages.pushTitleCredit,
      body: row?.title,
      url: '/dashboard/wallet-history',
      tag: `credit-${row?.id}`,
    });
    const inHindi = onlyPush(hindi, from);
    expect(inHindi.payload).toEqual({
      title: messagesHi.pushTitleCredit,
      body: notificationTitlesHi.creditAdded(5000n, row?.title.replace(/^RS50 added by /, '') ?? managerName),
      url: '/dashboard/wallet-history',
      tag: `credit-${row?.id}`,
    });
    expect(inHindi.payload.body).toMatch(/जोड़े$/);
    expect(await counter('wicket_push_sent_total')).toBe(sentBefore + 2);
  });

  it('a reminder: TTL until the match starts, urgency high, in English and in Hindi', async () => {
    const club = await createClub(t.app);
    const member = await createUser(t.app, { clubId: club.clubId });
    const [english, hindi] = [service.phone(), service.phone()];
    await subscribe(member, english);
    await subscribe(member, hindi, HINDI);
    const startsIn = 30 * 60_000;
    const match = await createMatch(t.app, club.clubId, {
      team1: 'India',
      team2: 'Australia',
      dateTime: new Date(Date.now() + startsIn),
    });
    await createGroup(t.app, match.id);
    const from = service.received.length;
    await sendDueReminders(t.db, noEvents, new Date());
    await deliver();

    const [row] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from user_notifications where user_id = ${member.id}::uuid and kind = 'reminder'`,
    );
    const title = row?.title ?? '';
    expect(title).toMatch(/^India vs Australia starts at /);
    const inEnglish = onlyPush(english, from);
    expect(inEnglish.urgency).toBe('high');
    expect(inEnglish.ttl).toBeGreaterThan(startsIn / 1000 - 60);
    expect(inEnglish.ttl).toBeLessThanOrEqual(startsIn / 1000);
    expect(inEnglish.payload).toMatchObject({
      title: messages.pushTitleReminder,
      body: title,
      url: `/play-match/${match.id}`,
    });
    const inHindi = onlyPush(hindi, from);
    expect(inHindi.urgency).toBe('high');
    expect(inHindi.payload).toMatchObject({
      title: messagesHi.pushTitleReminder,
      body: hindiOf(title),
      url: `/play-match/${match.id}`,
    });
    expect(inHindi.payload.body).toMatch(/^India बनाम Australia .* बजे शुरू होगा/);
  });

  it('a result, in English and in Hindi', async () => {
    const w = await makeWorld(t.app);
    const [english, hindi] = [service.phone(), service.phone()];
    await subscribe(w.subject, english);
    await subscribe(w.subject, hindi, HINDI);
    const from = service.received.length;
    const group = await settledGroup(w);
    await deliver();

    const [row] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from user_notifications where user_id = ${w.subject.id}::uuid and kind = 'result'`,
    );
    const title = row?.title ?? '';
    expect(title).toMatch(/^Results are out for Lions vs Tigers: you won RS/);
    const link = `/match-result/${group.matchId}`;
    expect(onlyPush(english, from).payload).toMatchObject({ title: messages.pushTitleResult, body: title, url: link });
    const inHindi = onlyPush(hindi, from).payload;
    expect(inHindi).toMatchObject({ title: messagesHi.pushTitleResult, body: hindiOf(title), url: link });
    expect(inHindi.body).toMatch(/^Lions बनाम Tigers के नतीजे आ गए: आपने ₹[\d,.]+ जीते$/);
  });

  it('an invitation, in English and in Hindi', async () => {
    const club = await createClub(t.app, { clubName: 'Falcons' });
    const loner = await createUser(t.app);
    const [english, hindi] = [service.phone(), service.phone()];
    await subscribe(loner, english);
    await subscribe(loner, hindi, HINDI);
    const from = service.received.length;
    const res = await call(t.app, 'POST', '/api/users/add-member', {
      token: club.manager.token,
      body: { phoneNumber: loner.phoneNumber },
    });
    expect(res.status).toBeLessThan(300);
    await deliver();

    const [row] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from user_notifications where user_id = ${loner.id}::uuid and kind = 'invite'`,
    );
    const title = row?.title ?? '';
    expect(title).toMatch(/invited you to join Falcons$/);
    expect(onlyPush(english, from).payload).toMatchObject({
      title: messages.pushTitleInvite,
      body: title,
      url: '/invitations',
    });
    const inHindi = onlyPush(hindi, from).payload;
    expect(inHindi).toMatchObject({ title: messagesHi.pushTitleInvite, body: hindiOf(title), url: '/invitations' });
    expect(inHindi.body).toMatch(/ने आपको Falcons से जुड़ने का न्योता भेजा$/);
    expect(hindiOf(title)).toBe(
      notificationTitlesHi.invite(title.replace(/ invited you to join Falcons$/, ''), 'Falcons'),
    );
    expect(notificationTitles.invite('X', 'Falcons')).toBe('X invited you to join Falcons');
  });

  it('an outbid, written by the place_bid SQL function, is pushed as well', async () => {
    const club = await createClub(t.app);
    const [holder, rival] = [
      await createUser(t.app, { clubId: club.clubId, credits: 10_000n }),
      await createUser(t.app, { clubId: club.clubId, credits: 10_000n }),
    ];
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Bidding Method', betAmount: 1000n });
    const phone = service.phone();
    await subscribe(holder, phone, HINDI);
    const bid = (user: UserFixture, amount: number) =>
      call(t.app, 'POST', '/api/bids', {
        token: user.token,
        body: { groupId: group.id, matchId: match.id, combination: '12A', amount },
      });
    expect((await bid(holder, 10)).status).toBe(201);
    const from = service.received.length;
    expect((await bid(rival, 11)).status).toBe(201);
    await deliver();
    expect(onlyPush(phone, from).payload).toMatchObject({
      title: messagesHi.pushTitleOutbid,
      body: notificationTitlesHi.outbid('12A'),
      url: `/place-bid/${group.id}`,
    });
  });

  it('a kind switched off sends nothing; the others still go', async () => {
    const club = await createClub(t.app);
    const member = await createUser(t.app, { clubId: club.clubId });
    const phone = service.phone();
    await subscribe(member, phone);
    await call(t.app, 'PUT', '/api/users/notification-settings', {
      token: member.token,
      body: { push: { reminders: true, results: true, credits: false, invitations: true } },
    });
    const from = service.received.length;
    await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, {
      token: club.manager.token,
      body: { creditAmount: 5 },
    });
    await deliver();
    expect(service.received.slice(from).filter((r) => r.phoneId === phone.id)).toEqual([]);

    const test = await call(t.app, 'POST', '/api/push/test', { token: member.token });
    expect(test.status).toBe(202);
    await deliver();
    expect(onlyPush(phone, from).payload).toEqual({
      title: messages.pushTestTitle,
      body: messages.pushTestBody,
      url: '/dashboard/notifications',
      tag: 'test',
    });
  });

  it('410 deletes the subscription and counts it removed', async () => {
    const member = await createUser(t.app);
    const [gone, kept] = [service.phone(), service.phone()];
    await subscribe(member, gone);
    await subscribe(member, kept);
    service.answer(gone, 410);
    const removedBefore = await counter('wicket_push_removed_total');
    await call(t.app, 'POST', '/api/push/test', { token: member.token });
    await deliver();
    expect((await subscriptionsOf(member.id)).map((s) => s.endpoint)).toEqual([kept.endpoint]);
    expect(await counter('wicket_push_removed_total')).toBe(removedBefore + 1);
    expect(service.delivered(kept).length).toBe(1);
  });

  it('500 then 201 is tried again; three 503s are given up and counted failed', async () => {
    const member = await createUser(t.app);
    const [flaky, down] = [service.phone(), service.phone()];
    await subscribe(member, flaky);
    await subscribe(member, down);
    service.answer(flaky, 500);
    service.answer(down, 503, 503, 503);
    const failedBefore = await counter('wicket_push_failed_total');
    const from = service.received.length;
    await call(t.app, 'POST', '/api/push/test', { token: member.token });
    await deliver();
    const tries = (phone: FakePhone) => service.received.slice(from).filter((r) => r.phoneId === phone.id);
    expect(tries(flaky).map((r) => r.status)).toEqual([500, 201]);
    expect(open(flaky, tries(flaky)[1] as ReceivedPush).payload.tag).toBe('test');
    expect(tries(down).map((r) => r.status)).toEqual([503, 503, 503]);
    expect(await counter('wicket_push_failed_total')).toBe(failedBefore + 1);
    // Both phones stay subscribed: only 404 and 410 say a subscription is gone.
    expect(await subscriptionsOf(member.id)).toHaveLength(2);
  });

  it('takes 5 test pushes per 10 minutes from one member, then 429', async () => {
    const member = await createUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, 'POST', '/api/push/test', { token: member.token })).status).toBe(202);
    }
    const refused = await call(t.app, 'POST', '/api/push/test', { token: member.token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.pushTestTooMany);
    const other = await createUser(t.app);
    expect((await call(t.app, 'POST', '/api/push/test', { token: other.token })).status).toBe(202);
    await deliver();
  });

  it('queues nothing for a member without a phone, and nothing when the cause rolls back', async () => {
    const club = await createClub(t.app);
    const member = await createUser(t.app, { clubId: club.clubId });
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from notifications where channel = 'push' and recipient = ${member.id}`,
        )
      )[0]?.n;
    await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, {
      token: club.manager.token,
      body: { creditAmount: 5 },
    });
    expect(await count()).toBe(0);
    await subscribe(member, service.phone());
    const refused = await call(t.app, 'PUT', `/api/users/deduct-credit/${member.id}`, {
      token: club.manager.token,
      body: { creditAmount: 1_000_000 },
    });
    expect(refused.status).toBe(400);
    expect(await count()).toBe(0);
  });
});
