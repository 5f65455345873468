import { messages } from '@wicket/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactions, users } from '../../../src/db/schema';
import { call, useTestApp } from '../../helpers/app';
import { createUser, useClubs, useUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';

const t = useTestApp();
const admin = useUser(t, { userType: 'Admin', firstName: 'Ada', lastName: 'Admin' });
const { lions, tigers } = useClubs(t, { lions: 'Lions', tigers: 'Tigers' });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function balance(userId: string): Promise<bigint | undefined> {
  const [row] = await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits;
}

describe('PUT /api/users/add-credit/{id}', () => {
  it('mints credits, answers the new balance, and writes a ledger row naming the caller', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId });
    const res = await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, {
      token: lions.manager.token,
      body: { creditAmount: 150.75 },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { message: messages.creditAdded, _id: member.id, credits: 150.75 },
    });
    const second = await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, {
      token: lions.manager.token,
      body: { creditAmount: '0.25' },
    });
    expect(second.body.credits).toBe(151);
    expect(await balance(member.id)).toBe(15100n);
    const rows = await t.db.select().from(transactions).where(eq(transactions.userId, member.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      type: 'Credit',
      kind: 'credit_added',
      amount: 15075n,
      balanceAfter: 15075n,
      actorId: lions.manager.id,
      description: 'Credit added by Manny Manager',
    });
    await expectLedgerBalanced(t.db);
  });

  it.each([
    [{}],
    [{ creditAmount: 0 }],
    [{ creditAmount: -5 }],
    [{ creditAmount: 1.005 }],
    [{ creditAmount: 'abc' }],
    [{ creditAmount: '' }],
    [{ creditAmount: null }],
    [{ creditAmount: 1e10 }],
  ])('refuses %o with the credit amount text', async (body) => {
    const member = await createUser(t.app, { clubId: lions.clubId });
    const res = await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, { token: lions.manager.token, body });
    expect(res).toMatchObject({ status: 400, body: { message: messages.invalidCreditAmount } });
    expect(await balance(member.id)).toBe(0n);
  });
});

describe('PUT /api/users/deduct-credit/{id}', () => {
  it('removes credits and writes a debit row', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId, credits: 10_000n });
    const res = await call(t.app, 'PUT', `/api/users/deduct-credit/${member.id}`, {
      token: lions.manager.token,
      body: { creditAmount: 40.5 },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { message: messages.creditDeducted, _id: member.id, credits: 59.5 },
    });
    const [row] = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, member.id), eq(transactions.kind, 'credit_deducted')));
    expect(row).toMatchObject({ type: 'Debit', amount: 4050n, balanceAfter: 5950n, actorId: lions.manager.id });
    await expectLedgerBalanced(t.db);
  });

  it('allows deducting the whole balance and refuses one paisa more', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId, credits: 2000n });
    const over = await call(t.app, 'PUT', `/api/users/deduct-credit/${member.id}`, {
      token: lions.manager.token,
      body: { creditAmount: 20.01 },
    });
    expect(over).toMatchObject({ status: 400, body: { message: messages.deductionExceedsBalance } });
    expect(await balance(member.id)).toBe(2000n);
    const all = await call(t.app, 'PUT', `/api/users/deduct-credit/${member.id}`, {
      token: lions.manager.token,
      body: { creditAmount: 20 },
    });
    expect(all).toMatchObject({ status: 200, body: { credits: 0 } });
    await expectLedgerBalanced(t.db);
  });

  it('never goes below zero when deductions race', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId, credits: 1000n });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'PUT', `/api/users/deduct-credit/${member.id}`, {
          token: lions.manager.token,
          body: { creditAmount: 4 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 400)).toHaveLength(3);
    expect(await balance(member.id)).toBe(200n);
    await expectLedgerBalanced(t.db);
  });

  it('validates the amount before anything else', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId, credits: 1000n });
    const res = await call(t.app, 'PUT', `/api/users/deduct-credit/${member.id}`, {
      token: lions.manager.token,
      body: { creditAmount: -1 },
    });
    expect(res).toMatchObject({ status: 400, body: { message: messages.invalidCreditAmount } });
  });
});

describe('who may move credits', () => {
  for (const direction of ['add', 'deduct'] as const) {
    it(`${direction}: Manager only its own club's Members, Admin any Member`, async () => {
      const lion = await createUser(t.app, { clubId: lions.clubId, credits: 1000n });
      const tiger = await createUser(t.app, { clubId: tigers.clubId, credits: 1000n });
      const loner = await createUser(t.app, { credits: 1000n });
      const url = (id: string) => `/api/users/${direction}-credit/${id}`;
      const body = { creditAmount: 1 };

      for (const id of [tiger.id, loner.id, lions.manager.id, admin.id, UNKNOWN_ID]) {
        const res = await call(t.app, 'PUT', url(id), { token: lions.manager.token, body });
        expect(res).toMatchObject({ status: 404, body: { message: messages.memberNotFound } });
      }
      expect(await balance(tiger.id)).toBe(1000n);

      for (const id of [lion.id, tiger.id, loner.id]) {
        const res = await call(t.app, 'PUT', url(id), { token: admin.token, body });
        expect(res.status).toBe(200);
        expect(await balance(id)).toBe(direction === 'add' ? 1100n : 900n);
      }
      const managers = await call(t.app, 'PUT', url(tigers.manager.id), { token: admin.token, body });
      expect(managers).toMatchObject({ status: 404, body: { message: messages.memberNotFound } });

      const member = await createUser(t.app, { clubId: lions.clubId });
      expect((await call(t.app, 'PUT', url(lion.id), { token: member.token, body })).status).toBe(403);
      expect((await call(t.app, 'PUT', url(lion.id), { body })).status).toBe(401);
      expect((await call(t.app, 'PUT', url('not-a-uuid'), { token: admin.token, body })).status).toBe(400);
      await expectLedgerBalanced(t.db);
    });
  }

  it("records the Admin as the actor of an Admin's credit", async () => {
    const member = await createUser(t.app, { clubId: tigers.clubId });
    await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, { token: admin.token, body: { creditAmount: 3 } });
    const [row] = await t.db.select().from(transactions).where(eq(transactions.userId, member.id));
    expect(row).toMatchObject({ actorId: admin.id, description: 'Credit added by Ada Admin' });
    await expectLedgerBalanced(t.db);
  });
});
