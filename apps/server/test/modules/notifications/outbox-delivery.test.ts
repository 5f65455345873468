import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../../../src/db/client';
import { notifications } from '../../../src/db/schema';
import { DELIVERY_DEFAULTS, deliverDueNotifications } from '../../../src/jobs/outbox-delivery';
import {
  configuredProvider,
  type NotificationProvider,
  whatsAppProvider,
} from '../../../src/modules/notifications/providers';
import { buildTestApp, call, useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/fixtures';

const t = useTestApp();

type Sent = { id: string; recipient: string; body: string };

/** A stand-in for the external WhatsApp service: records what it was given, fails when told to. */
function fakeProvider(opts: { fail?: (id: string) => boolean; delayMs?: number } = {}) {
  const sent: Sent[] = [];
  const provider: NotificationProvider = {
    name: 'fake',
    async send(message) {
      if (opts.delayMs) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
      if (opts.fail?.(message.id)) throw new Error('provider down');
      sent.push({ id: message.id, recipient: message.recipient, body: message.body });
    },
  };
  return { provider, sent };
}

async function enqueue(count: number, nextAttemptAt = new Date(Date.now() - 1000)): Promise<string[]> {
  const rows = await t.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        channel: 'whatsapp',
        recipient: `91987654${String(i).padStart(4, '0')}`,
        body: `invite ${i}`,
        nextAttemptAt,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

async function row(id: string) {
  const [found] = await t.db.select().from(notifications).where(eq(notifications.id, id));
  if (!found) throw new Error('notification vanished');
  return found;
}

/** Drains everything due: the earlier tests' rows are already settled, so only ours move. */
async function drain(db: Db, provider: NotificationProvider, now = new Date()) {
  let total = 0;
  for (;;) {
    const report = await deliverDueNotifications(db, provider, now);
    total += report.claimed;
    if (report.claimed === 0) return total;
  }
}

describe('deliverDueNotifications', () => {
  it('sends due rows once, marks them sent, and leaves rows not yet due alone', async () => {
    const due = await enqueue(3);
    const [later] = await enqueue(1, new Date(Date.now() + 60_000));
    const { provider, sent } = fakeProvider();
    await drain(t.db, provider);
    expect(sent.map((s) => s.id).sort()).toEqual([...due].sort());
    for (const id of due) {
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
      expect((await row(id)).sentAt).toBeInstanceOf(Date);
    }
    expect(await row(later as string)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await drain(t.db, provider)).toBe(0);
    expect(sent).toHaveLength(3);
    await t.db.delete(notifications).where(eq(notifications.id, later as string));
  });

  it('retries a failure with exponential backoff, then gives up as failed', async () => {
    const [id] = (await enqueue(1)) as [string];
    const { provider, sent } = fakeProvider({ fail: () => true });
    const start = new Date();
    const base = DELIVERY_DEFAULTS.baseBackoffMs;

    let now = start;
    for (let attempt = 1; attempt < DELIVERY_DEFAULTS.maxAttempts; attempt++) {
      const report = await deliverDueNotifications(t.db, provider, now);
      expect(report).toMatchObject({ claimed: 1, retrying: 1 });
      const wait = base * 2 ** (attempt - 1);
      const stored = await row(id);
      expect(stored).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'provider down' });
      expect(stored.nextAttemptAt.getTime()).toBe(now.getTime() + wait);
      // Not due a moment before the backoff ends; due right after.
      expect((await deliverDueNotifications(t.db, provider, new Date(now.getTime() + wait - 1))).claimed).toBe(0);
      now = new Date(now.getTime() + wait);
    }
    const last = await deliverDueNotifications(t.db, provider, now);
    expect(last).toMatchObject({ claimed: 1, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: DELIVERY_DEFAULTS.maxAttempts });
    expect((await deliverDueNotifications(t.db, provider, new Date(now.getTime() + 86_400_000))).claimed).toBe(0);
    expect(sent).toEqual([]);
  });

  it('delivers on a later attempt after a transient failure', async () => {
    const [id] = (await enqueue(1)) as [string];
    let calls = 0;
    const { provider, sent } = fakeProvider({ fail: () => ++calls === 1 });
    const now = new Date();
    await deliverDueNotifications(t.db, provider, now);
    await deliverDueNotifications(t.db, provider, new Date(now.getTime() + DELIVERY_DEFAULTS.baseBackoffMs));
    expect(sent.map((s) => s.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('counts a send that hangs past the timeout as a failure', async () => {
    const [id] = (await enqueue(1)) as [string];
    const hanging: NotificationProvider = { name: 'hang', send: () => new Promise(() => {}) };
    const report = await deliverDueNotifications(t.db, hanging, new Date(), { sendTimeoutMs: 50 });
    expect(report).toMatchObject({ claimed: 1, retrying: 1 });
    expect((await row(id)).lastError).toMatch(/timed out/);
    await t.db.update(notifications).set({ status: 'failed' }).where(eq(notifications.id, id));
  });

  it("re-claims a row whose worker died mid-send (expired lease), but not a live worker's row", async () => {
    const [dead, live] = (await enqueue(2)) as [string, string];
    const now = new Date();
    await t.db
      .update(notifications)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(now.getTime() - 1) })
      .where(eq(notifications.id, dead));
    await t.db
      .update(notifications)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(notifications.id, live));
    const { provider, sent } = fakeProvider();
    await deliverDueNotifications(t.db, provider, now);
    expect(sent.map((s) => s.id)).toEqual([dead]);
    expect(await row(dead)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await row(live)).toMatchObject({ status: 'sending', attempts: 1 });
    await t.db.update(notifications).set({ status: 'failed' }).where(eq(notifications.id, live));
  });

  it('lets a worker that outlived its lease change nothing once another worker took the row over', async () => {
    const [id] = (await enqueue(1)) as [string];
    let release: () => void = () => {};
    const slow: NotificationProvider = {
      name: 'slow',
      send: () =>
        new Promise((_, reject) => {
          release = () => reject(new Error('late failure'));
        }),
    };
    const now = new Date();
    const stale = deliverDueNotifications(t.db, slow, now, { leaseMs: 1000, sendTimeoutMs: 60_000 });
    await expect.poll(async () => (await row(id)).status).toBe('sending');
    const { provider, sent } = fakeProvider();
    await deliverDueNotifications(t.db, provider, new Date(now.getTime() + 2000));
    expect(sent.map((s) => s.id)).toEqual([id]);
    release();
    await stale;
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('never delivers one row twice when two instances work at once', async () => {
    const ids = await enqueue(60);
    // A second instance: its own connection pool on PostgreSQL (PGlite has only the one connection).
    let second: Database | undefined;
    if (t.kind === 'postgres' && t.databaseUrl)
      second = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: '' });
    try {
      const { provider, sent } = fakeProvider({ delayMs: 5 });
      const options = { batchSize: 7 };
      const worker = async (db: Db) => {
        for (;;) {
          const report = await deliverDueNotifications(db, provider, new Date(), options);
          if (report.claimed === 0) return;
        }
      };
      await Promise.all([worker(t.db), worker(second?.db ?? t.db), worker(t.db), worker(second?.db ?? t.db)]);
      const delivered = sent.map((s) => s.id).filter((id) => ids.includes(id));
      expect(delivered).toHaveLength(ids.length);
      expect(new Set(delivered).size).toBe(ids.length);
      const rows = await t.db.select().from(notifications).where(inArray(notifications.id, ids));
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await second?.close();
    }
  });
});

describe('providers', () => {
  it('WhatsApp Cloud API: posts the text message with the bearer token', async () => {
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(url), init });
      return new Response(JSON.stringify({ messages: [{ id: 'wamid.1' }] }), { status: 200 });
    }) as typeof fetch;
    const provider = whatsAppProvider({ token: 'tok', phoneNumberId: '12345' }, { fetchImpl: fakeFetch });
    const [id] = (await enqueue(1)) as [string];
    await deliverDueNotifications(t.db, provider);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('https://graph.facebook.com/v21.0/12345/messages');
    expect(requests[0]?.init?.method).toBe('POST');
    expect(requests[0]?.init?.headers).toMatchObject({ authorization: 'Bearer tok' });
    expect(JSON.parse(String(requests[0]?.init?.body))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876540000',
      type: 'text',
      text: { preview_url: true, body: 'invite 0' },
    });
    expect((await row(id)).status).toBe('sent');
  });

  it('WhatsApp Cloud API: an error answer is a failed attempt with its status in last_error', async () => {
    const fakeFetch = (async () =>
      new Response('{"error":{"message":"Invalid OAuth access token"}}', { status: 401 })) as typeof fetch;
    const provider = whatsAppProvider({ token: 'bad', phoneNumberId: '1' }, { fetchImpl: fakeFetch });
    const [id] = (await enqueue(1)) as [string];
    await deliverDueNotifications(t.db, provider);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stored.lastError).toMatch(/401.*Invalid OAuth/);
    await t.db.update(notifications).set({ status: 'failed' }).where(eq(notifications.id, id));
  });

  it('uses WhatsApp when configured and the log otherwise', () => {
    expect(configuredProvider(t.config, t.app.log).name).toBe('log');
    expect(configuredProvider({ ...t.config, whatsapp: { token: 'x', phoneNumberId: 'y' } }, t.app.log).name).toBe(
      'whatsapp',
    );
  });
});

describe('the background job', () => {
  it('runs when jobs are on: an invite ends up sent (through the log) without anyone calling the worker', async () => {
    const withJobs = await buildTestApp({ runJobs: true });
    try {
      const member = await createUser(withJobs.app);
      const res = await call(withJobs.app, 'POST', '/api/users/send-whatsapp', {
        token: member.token,
        body: { phoneNumber: '9876543210' },
      });
      expect(res.status).toBe(200);
      await expect
        .poll(
          async () => {
            const [stored] = await withJobs.db
              .select({ status: notifications.status })
              .from(notifications)
              .where(eq(notifications.senderId, member.id));
            return stored?.status;
          },
          { timeout: 15_000, interval: 200 },
        )
        .toBe('sent');
    } finally {
      await withJobs.close();
    }
  });
});
