import { messages } from '@wicket/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../../src/db/schema';
import { INVITES_PER_DAY } from '../../../src/modules/referrals/service';
import { call, useTestApp } from '../../helpers/app';
import { createUser, nextPhone, useClubs, useUser } from '../../helpers/fixtures';

const t = useTestApp({ publicUrl: 'https://pools.example.com' });
const admin = useUser(t, { userType: 'Admin' });
const { lions } = useClubs(t, { lions: 'Lions' });

async function referralCode(userId: string): Promise<string> {
  const [row] = await t.db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such user');
  return row.code;
}

describe('GET /api/users/referral-stats', () => {
  it('answers code, count, earnings and the referred users, newest first', async () => {
    const referrer = await createUser(t.app, { clubId: lions.clubId, firstName: 'Ravi' });
    const code = await referralCode(referrer.id);
    const registered = [];
    for (const firstName of ['First', 'Second']) {
      const phone = nextPhone();
      const res = await call(t.app, 'POST', '/api/users/register', {
        body: {
          firstName,
          lastName: 'Friend',
          countryCode: '+91',
          phoneNumber: phone,
          password: 'secret1',
          referralCode: code,
        },
      });
      expect(res.status).toBe(201);
      registered.push({ id: res.body._id as string, phone });
    }
    await t.db.update(users).set({ referralEarnings: 1234n }).where(eq(users.id, referrer.id));

    const res = await call(t.app, 'GET', '/api/users/referral-stats', { token: referrer.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ referralCode: code, referralCount: 2, referralEarnings: 12.34 });
    expect(res.body.referredUsers.map((u: { _id: string }) => u._id)).toEqual(registered.map((r) => r.id).reverse());
    expect(res.body.referredUsers[1]).toEqual({
      _id: registered[0]?.id,
      firstName: 'First',
      lastName: 'Friend',
      phoneNumber: registered[0]?.phone,
      createdAt: expect.any(String),
    });
  });

  it('answers zeros and an empty list for a new member', async () => {
    const member = await createUser(t.app);
    const res = await call(t.app, 'GET', '/api/users/referral-stats', { token: member.token });
    expect(res).toMatchObject({
      status: 200,
      body: { referralCode: await referralCode(member.id), referralCount: 0, referralEarnings: 0, referredUsers: [] },
    });
  });

  it('is for Members only', async () => {
    expect((await call(t.app, 'GET', '/api/users/referral-stats', { token: lions.manager.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/users/referral-stats', { token: admin.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/users/referral-stats')).status).toBe(401);
  });
});

describe('POST /api/users/send-whatsapp', () => {
  it('queues the invite with the referral link in the outbox and answers that it was queued', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId, firstName: 'Ravi' });
    const code = await referralCode(member.id);
    const res = await call(t.app, 'POST', '/api/users/send-whatsapp', {
      token: member.token,
      body: { phoneNumber: ' 98765 43210 ' },
    });
    // No WhatsApp sender configured here: the answer says queued, not sent, and hands over the wa.me link.
    expect(res).toMatchObject({ status: 200, body: { message: messages.inviteQueued, sentByProvider: false } });
    const rows = await t.db.select().from(notifications).where(eq(notifications.senderId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'whatsapp', recipient: '919876543210', status: 'pending', attempts: 0 });
    expect(rows[0]?.body).toContain(`https://pools.example.com/register?ref=${code}`);
    expect(rows[0]?.body).toContain('Ravi');
    expect(res.body.whatsappLink).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(rows[0]?.body ?? '')}`);
  });

  it('answers Invite sent when a WhatsApp sender is configured', async () => {
    // The service reads the app's config on each call; no delivery runs here (tests drive the worker themselves).
    t.app.config.whatsapp = { token: 'test-token', phoneNumberId: '123' };
    try {
      const member = await createUser(t.app);
      const res = await call(t.app, 'POST', '/api/users/send-whatsapp', {
        token: member.token,
        body: { phoneNumber: '9876543210' },
      });
      expect(res).toMatchObject({ status: 200, body: { message: messages.inviteSent, sentByProvider: true } });
    } finally {
      t.app.config.whatsapp = undefined;
    }
  });

  it('keeps a number that already carries its country code', async () => {
    const member = await createUser(t.app);
    await call(t.app, 'POST', '/api/users/send-whatsapp', {
      token: member.token,
      body: { phoneNumber: '447911123456' },
    });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.senderId, member.id));
    expect(row?.recipient).toBe('447911123456');
  });

  it.each([
    ['+91 98765 43210', '919876543210'],
    ['098765-43210', '919876543210'],
    ['+44 7911 123456', '447911123456'],
  ])('reads a pasted number (%j) as every phone input does: the invite goes to %s', async (typed, recipient) => {
    const member = await createUser(t.app);
    const res = await call(t.app, 'POST', '/api/users/send-whatsapp', {
      token: member.token,
      body: { phoneNumber: typed },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.senderId, member.id));
    expect(row?.recipient).toBe(recipient);
  });

  it.each([
    [{}, messages.invitePhoneRequired],
    [{ phoneNumber: '' }, messages.invitePhoneRequired],
    [{ phoneNumber: '   ' }, messages.invitePhoneRequired],
    [{ phoneNumber: '987654321' }, messages.invitePhoneInvalid],
    [{ phoneNumber: '1234567890123456' }, messages.invitePhoneInvalid],
    [{ phoneNumber: '98765-abc-10' }, messages.invitePhoneInvalid],
    [{ phoneNumber: '+44 12' }, messages.invitePhoneInvalid],
  ])('refuses %o with its text and queues nothing', async (body, message) => {
    const member = await createUser(t.app);
    const res = await call(t.app, 'POST', '/api/users/send-whatsapp', { token: member.token, body });
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await t.db.select().from(notifications).where(eq(notifications.senderId, member.id))).toEqual([]);
  });

  it('is for Members only', async () => {
    const body = { phoneNumber: '9876543210' };
    expect((await call(t.app, 'POST', '/api/users/send-whatsapp', { token: lions.manager.token, body })).status).toBe(
      403,
    );
    expect((await call(t.app, 'POST', '/api/users/send-whatsapp', { token: admin.token, body })).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/users/send-whatsapp', { body })).status).toBe(401);
  });

  it(`limits a member to ${INVITES_PER_DAY} invites a day`, async () => {
    const member = await createUser(t.app);
    const results = await Promise.all(
      Array.from({ length: INVITES_PER_DAY + 3 }, (_, i) =>
        call(t.app, 'POST', '/api/users/send-whatsapp', {
          token: member.token,
          body: { phoneNumber: `98765${String(i).padStart(5, '0')}` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(INVITES_PER_DAY);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]?.body).toEqual({ message: messages.tooManyInvites });
    expect(await t.db.select().from(notifications).where(eq(notifications.senderId, member.id))).toHaveLength(
      INVITES_PER_DAY,
    );
  });
});
