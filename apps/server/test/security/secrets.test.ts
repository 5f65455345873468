import { messages } from '@wicket/shared/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { idempotencyKeys, notifications } from '../../src/db/schema';
import { deliverDueNotifications } from '../../src/jobs/outbox-delivery';
import { purgeExpired } from '../../src/jobs/retention';
import { logProvider, type NotificationProvider, unsealingProvider } from '../../src/modules/notifications/providers';
import { buildTestApp, call, type TestApp } from '../helpers/app';
import {
  type ClubFixture,
  createClub,
  createMatch,
  createUser,
  FIXTURE_PASSWORD,
  nextPhone,
  type UserFixture,
} from '../helpers/fixtures';

/**
 * Secrets never in logs or kept in clear (issue 38, design-contests section 4): URL tokens redacted from the request
 * log and the log provider's lines, welcome links sealed in the outbox and in idempotency replays, both purged after
 * 7 days; a welcome link ends with its member's club; a calendar address ends with a password change or reset and
 * with a move to another club.
 */

const PUBLIC_URL = 'https://pools.example';
/** Every line the server logged, as pino wrote it (the test's stand-in for stdout). */
const logLines: string[] = [];
let t: TestApp;
let lions: ClubFixture;
let tigers: ClubFixture;
let admin: UserFixture;

beforeAll(async () => {
  t = await buildTestApp({
    publicUrl: PUBLIC_URL,
    logLevel: 'info',
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  lions = await createClub(t.app, { clubName: 'Lions' });
  tigers = await createClub(t.app, { clubName: 'Tigers' });
  admin = await createUser(t.app, { userType: 'Admin' });
});
afterAll(async () => t?.close());
beforeEach(() => {
  logLines.length = 0;
});

const GONE = { message: messages.welcomeLinkInvalid };
const tokenOfLink = (link: string) => link.split('/welcome/')[1] as string;
const tokenOfFeed = (url: string) => url.split('/api/calendar/')[1]?.replace('.ics', '') as string;

/** A stand-in for the external WhatsApp service: records what it was given. */
function recordingProvider() {
  const sent: { recipient: string; body: string }[] = [];
  const provider: NotificationProvider = {
    name: 'recording',
    async send(message) {
      sent.push({ recipient: message.recipient, body: message.body });
    },
  };
  return { provider, sent };
}

/** Imports one new member into `club` (sending the WhatsApp invite when asked): its id, phone, link and token. */
async function importOne(club: ClubFixture, opts: { sendInvites?: boolean; key?: string } = {}) {
  const phoneNumber = nextPhone();
  const res = await call(t.app, 'POST', `/api/clubs/${club.clubId}/members/import`, {
    token: club.manager.token,
    body: { csv: `firstName,lastName,phoneNumber\nSec,Ret,${phoneNumber}\n`, sendInvites: opts.sendInvites ?? false },
    ...(opts.key ? { headers: { 'idempotency-key': opts.key } } : {}),
  });
  expect(res.status).toBe(201);
  const link = res.body.rows[0].welcomeLink as string;
  return { id: res.body.rows[0].memberId as string, phoneNumber, link, token: tokenOfLink(link), answer: res.body };
}

const greet = (token: string) => call(t.app, 'GET', `/api/users/welcome/${token}`);
const addressOf = async (token: string) => {
  const res = await call(t.app, 'GET', '/api/users/calendar', { token });
  expect(res.status).toBe(200);
  return res.body.url as string;
};
/** The feed at an address, as a calendar app fetches it (no credentials). */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const logText = () => logLines.join('');

describe('request logs', () => {
  it('redact calendar and welcome tokens in the path and any token query parameter', async () => {
    const member = await importOne(lions);
    const user = await createUser(t.app, { clubId: lions.clubId });
    const feed = await addressOf(user.token);
    const feedToken = tokenOfFeed(feed);
    const queryToken = 'q-secret-0123456789abcdefghijklmnopqrstuv';

    expect((await fetchFeed(feed)).statusCode).toBe(200);
    expect((await greet(member.token)).status).toBe(200);
    // The web app's welcome screen (served by the not-found handler here) and a token in a query string.
    await t.app.inject({ method: 'GET', url: `/welcome/${member.token}` });
    await t.app.inject({ method: 'GET', url: `/api/calendar/${feedToken}.ics?token=${queryToken}&x=1` });
    await t.app.inject({ method: 'GET', url: `/api/users/profile?TOKEN=${queryToken}` });

    const text = logText();
    for (const secret of [member.token, feedToken, queryToken]) expect(text).not.toContain(secret);
    // The requests were logged, with the token's place marked.
    const urls = logLines.map((l) => JSON.parse(l)).flatMap((l) => (l.req?.url ? [l.req.url as string] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/calendar/[redacted]',
        '/api/users/welcome/[redacted]',
        '/welcome/[redacted]',
        '/api/calendar/[redacted]?token=[redacted]&x=1',
        '/api/users/profile?TOKEN=[redacted]',
      ]),
    );
  });

  it('the log provider says a message went out, never the link in it', async () => {
    const link = `${PUBLIC_URL}/welcome/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`;
    await logProvider(t.app.log).send(
      { id: 'n1', channel: 'whatsapp', recipient: '919800000000', body: `You have been added to Lions: ${link}` },
      new AbortController().signal,
    );
    const [line] = logLines.map((l) => JSON.parse(l));
    expect(line).toMatchObject({
      msg: 'notification (no delivery provider configured)',
      to: '919800000000',
      body: `You have been added to Lions: ${PUBLIC_URL}/welcome/[redacted]`,
    });
    expect(logText()).not.toContain('abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
  });
});

describe('welcome links kept in the outbox and in replays', () => {
  it('are sealed: no row holds the token, the message goes out whole and a replay answers the links', async () => {
    const key = `secret-import-${Date.now()}`;
    const member = await importOne(lions, { sendInvites: true, key });

    const [queued] = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.recipient, `91${member.phoneNumber}`));
    expect(queued?.body).toBeDefined();
    expect(queued?.body).not.toContain(member.token);
    expect(queued?.body).not.toContain('/welcome/');
    const [stored] = await queryRows<{ body: string }>(
      t.db,
      sql`select response_body::text as body from idempotency_keys where key = ${key}`,
    );
    expect(stored?.body).toBeDefined();
    expect(stored?.body).not.toContain(member.token);

    // The replay answers what the import answered, the working link included.
    const replay = await call(t.app, 'POST', `/api/clubs/${lions.clubId}/members/import`, {
      token: lions.manager.token,
      body: { csv: `firstName,lastName,phoneNumber\nSec,Ret,${member.phoneNumber}\n`, sendInvites: true },
      headers: { 'idempotency-key': key },
    });
    expect(replay).toMatchObject({ status: 201, body: member.answer });

    // The delivery worker opens the message just before the provider gets it.
    const { provider, sent } = recordingProvider();
    await deliverDueNotifications(t.db, unsealingProvider(provider, t.app.secretBox));
    expect(sent).toContainEqual({
      recipient: `91${member.phoneNumber}`,
      body: `You have been added to Lions on Wicket Pools: ${member.link}`,
    });
    expect((await greet(member.token)).status).toBe(200);
  });

  it('sent and failed outbox rows and idempotency keys are purged after 7 days, nothing younger or pending', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const sender = await createUser(t.app);
    const rows = await t.db
      .insert(notifications)
      .values(
        [
          { recipient: 'old-sent', status: 'sent' as const, sentAt: daysAgo(8), createdAt: daysAgo(8) },
          { recipient: 'old-failed', status: 'failed' as const, createdAt: daysAgo(9) },
          { recipient: 'young-sent', status: 'sent' as const, sentAt: daysAgo(6), createdAt: daysAgo(10) },
          { recipient: 'old-pending', status: 'pending' as const, createdAt: daysAgo(9) },
        ].map((r) => ({ channel: 'whatsapp', body: 'text', senderId: sender.id, ...r })),
      )
      .returning({ id: notifications.id, recipient: notifications.recipient });
    await t.db.insert(idempotencyKeys).values(
      [
        { key: 'old-key', createdAt: daysAgo(8) },
        { key: 'young-key', createdAt: daysAgo(6) },
      ].map((k) => ({ userId: sender.id, requestHash: 'h', statusCode: 201, responseBody: {}, ...k })),
    );

    // Batches of one: the job goes on until nothing old is left.
    expect(await purgeExpired(t.db, now, 1)).toEqual({ notifications: 2, idempotencyKeys: 1 });
    const left = await t.db
      .select({ recipient: notifications.recipient })
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.recipient).sort()).toEqual(['old-pending', 'young-sent']);
    const keys = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, sender.id));
    expect(keys).toEqual([{ key: 'young-key' }]);
    expect(await purgeExpired(t.db, now)).toEqual({ notifications: 0, idempotencyKeys: 0 });
  });
});

describe('a welcome link', () => {
  it('stops working when its member is removed from the club, and stays dead if they join again', async () => {
    const member = await importOne(lions);
    expect((await greet(member.token)).status).toBe(200);
    const removed = await call(t.app, 'PUT', `/api/users/remove-member/${member.id}`, { token: lions.manager.token });
    expect(removed.status).toBe(200);
    expect(await greet(member.token)).toMatchObject({ status: 404, body: GONE });
    expect(
      await call(t.app, 'POST', `/api/users/welcome/${member.token}`, { body: { password: 'pw-123456' } }),
    ).toMatchObject({ status: 404, body: GONE });
    // Back in the club (as an Admin's write could put them): the old link stays gone.
    await t.db.execute(sql`update users set member_of = ${lions.clubId}::uuid where id = ${member.id}::uuid`);
    expect(await greet(member.token)).toMatchObject({ status: 404, body: GONE });
  });
});

describe('a calendar address', () => {
  it('changes with a password change: the old address answers as an unknown feed', async () => {
    const user = await createUser(t.app, { clubId: lions.clubId });
    const before = await addressOf(user.token);
    expect((await fetchFeed(before)).statusCode).toBe(200);
    const changed = await call(t.app, 'PUT', '/api/users/change-password', {
      token: user.token,
      body: { currentPassword: FIXTURE_PASSWORD, newPassword: 'another-pw-1' },
    });
    expect(changed.status).toBe(200);
    const gone = await fetchFeed(before);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.calendarNotFound });
    const after = await addressOf(changed.body.token);
    expect(after).not.toBe(before);
    expect((await fetchFeed(after)).statusCode).toBe(200);
  });

  it('changes with a staff reset of the password', async () => {
    const user = await createUser(t.app, { clubId: lions.clubId });
    const before = await addressOf(user.token);
    const reset = await call(t.app, 'PUT', `/api/users/reset-password/${user.id}`, { token: lions.manager.token });
    expect(reset.status).toBe(200);
    expect((await fetchFeed(before)).statusCode).toBe(404);
    const login = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: user.phoneNumber, password: reset.body.temporaryPassword },
    });
    expect(login.status).toBe(200);
    const after = await addressOf(login.body.token);
    expect(after).not.toBe(before);
    expect((await fetchFeed(after)).statusCode).toBe(200);
  });

  it("shows the current club only: a member who moves clubs sees none of the old club's matches", async () => {
    const lionsMatch = await createMatch(t.app, lions.clubId, { team1: 'Lions A', team2: 'Lions B' });
    const tigersMatch = await createMatch(t.app, tigers.clubId, { team1: 'Tigers A', team2: 'Tigers B' });
    const user = await createUser(t.app, { clubId: lions.clubId });
    const old = await addressOf(user.token);
    expect((await fetchFeed(old)).body).toContain(lionsMatch.id);

    expect(
      (await call(t.app, 'PUT', `/api/users/remove-member/${user.id}`, { token: lions.manager.token })).status,
    ).toBe(200);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    const invited = await call(t.app, 'POST', '/api/users/add-member', {
      token: tigers.manager.token,
      body: { phoneNumber: user.phoneNumber },
    });
    expect(invited.status).toBe(200);
    const [invitation] = (await call(t.app, 'GET', '/api/users/invitations', { token: user.token })).body;
    expect(
      (await call(t.app, 'POST', `/api/users/invitations/${invitation._id}/accept`, { token: user.token })).status,
    ).toBe(200);

    expect((await fetchFeed(old)).statusCode).toBe(404);
    const fresh = await addressOf(user.token);
    expect(fresh).not.toBe(old);
    const feed = (await fetchFeed(fresh)).body;
    expect(feed).toContain(tigersMatch.id);
    expect(feed).not.toContain(lionsMatch.id);
    expect(feed).not.toContain('Lions A');
  });
});

describe('done when: a log captured around welcome links and calendars', () => {
  it('holds no token, however the links were made, opened, sent and used', async () => {
    // Welcome link: made by an import (and queued for WhatsApp), renewed by staff, opened, sent, used.
    const member = await importOne(lions, { sendInvites: true });
    const renewed = await call(t.app, 'POST', `/api/users/welcome-link/${member.id}`, { token: lions.manager.token });
    expect(renewed.status).toBe(200);
    const renewedToken = tokenOfLink(renewed.body.welcomeLink);
    expect((await greet(member.token)).status).toBe(404);
    expect((await greet(renewedToken)).status).toBe(200);
    await t.app.inject({ method: 'GET', url: `/welcome/${renewedToken}` });
    const sent = await deliverDueNotifications(t.db, unsealingProvider(logProvider(t.app.log), t.app.secretBox));
    expect(sent.sent).toBeGreaterThan(0);
    const used = await call(t.app, 'POST', `/api/users/welcome/${renewedToken}`, { body: { password: 'pw-123456' } });
    expect(used.status).toBe(200);

    // Calendar: subscribe (an Admin's and a member's), fetch the feeds, reset one, fetch the old address.
    const feeds = [await addressOf(admin.token), await addressOf(used.body.token)];
    for (const feed of feeds) expect((await fetchFeed(feed)).statusCode).toBe(200);
    const reset = await call(t.app, 'POST', '/api/users/calendar/reset', { token: used.body.token });
    expect((await fetchFeed(feeds[1] as string)).statusCode).toBe(404);
    expect((await fetchFeed(reset.body.url)).statusCode).toBe(200);

    const text = logText();
    expect(text).toContain('notification (no delivery provider configured)');
    expect(text).toContain('/api/calendar/[redacted]');
    const tokens = [member.token, renewedToken, ...feeds.map(tokenOfFeed), tokenOfFeed(reset.body.url)];
    for (const token of tokens) {
      expect(token.length).toBeGreaterThanOrEqual(32);
      expect(text).not.toContain(token);
    }
  });
});
