import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { messages } from '@wicket/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { applyPostings } from '../../../src/modules/ledger/postings';
import { call, useTestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
import { createUser, useClubs, useUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';

const t = useTestApp();
const admin = useUser(t, { userType: 'Admin' });
const { lions, tigers } = useClubs(t, { lions: 'Lions', tigers: 'Tigers' });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/transactions/{userId}', () => {
  it('answers the wallet history newest first, amounts in RS, with the running balance', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId });
    const manager = lions.manager.token;
    await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, { token: manager, body: { creditAmount: 100 } });
    await call(t.app, 'PUT', `/api/users/deduct-credit/${member.id}`, { token: manager, body: { creditAmount: 30.5 } });
    // A bet-like debit through the ledger, with the same timestamp as nothing else: order is by insertion.
    await t.db.transaction((tx) =>
      applyPostings(tx, [
        {
          userId: member.id,
          type: 'Debit',
          kind: 'bet_placed',
          amount: 1000n,
          description: 'Bet 12A',
          actorId: member.id,
        },
        {
          userId: member.id,
          type: 'Credit',
          kind: 'bet_refunded',
          amount: 1000n,
          description: 'Refund 12A',
          actorId: null,
        },
      ]),
    );
    await expectLedgerBalanced(t.db);

    const res = await call(t.app, 'GET', `/api/transactions/${member.id}`, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.map((r: Record<string, unknown>) => [r.type, r.amount, r.balanceAfter, r.description])).toEqual([
      ['Credit', 10, 69.5, 'Refund 12A'],
      ['Debit', 10, 59.5, 'Bet 12A'],
      ['Debit', 30.5, 69.5, 'Credit deducted by Manny Manager'],
      ['Credit', 100, 100, 'Credit added by Manny Manager'],
    ]);
    for (const row of res.body) {
      expect(Object.keys(row).sort()).toEqual(['_id', 'amount', 'balanceAfter', 'createdAt', 'description', 'type']);
      expect(new Date(row.createdAt).toISOString()).toBe(row.createdAt);
    }
  });

  it('answers an empty list for a user without transactions', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId });
    expect(await call(t.app, 'GET', `/api/transactions/${member.id}`, { token: member.token })).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it("is visible to the user, its club's manager and admins; 404 to anyone else", async () => {
    const member = await createUser(t.app, { clubId: lions.clubId, credits: 500n });
    const clubMate = await createUser(t.app, { clubId: lions.clubId });
    const url = `/api/transactions/${member.id}`;
    for (const token of [member.token, lions.manager.token, admin.token]) {
      const res = await call(t.app, 'GET', url, { token });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
    }
    for (const token of [clubMate.token, tigers.manager.token]) {
      const res = await call(t.app, 'GET', url, { token });
      expect(res).toMatchObject({ status: 404, body: { message: messages.userNotFound } });
    }
    // A manager reads its own history; a member cannot read the manager's.
    expect(
      (await call(t.app, 'GET', `/api/transactions/${lions.manager.id}`, { token: lions.manager.token })).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', `/api/transactions/${lions.manager.id}`, { token: member.token })).status).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `/api/transactions/${UNKNOWN_ID}`, { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/transactions/nope', { token: admin.token })).status).toBe(400);
    expect((await call(t.app, 'GET', url)).status).toBe(401);
  });

  it('stops showing a removed member to its former manager, but not to the member', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId, credits: 500n });
    await call(t.app, 'PUT', `/api/users/remove-member/${member.id}`, { token: lions.manager.token });
    const url = `/api/transactions/${member.id}`;
    expect((await call(t.app, 'GET', url, { token: lions.manager.token })).status).toBe(404);
    expect((await call(t.app, 'GET', url, { token: member.token })).body).toHaveLength(1);
  });
});

const verifyScript = fileURLToPath(new URL('../../../src/scripts/verify-ledger.ts', import.meta.url));

function runVerifyLedger(databaseUrl: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['tsx', verifyScript],
      { env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' }, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe.skipIf(testDatabaseKind() !== 'postgres')('npm run verify-ledger (PostgreSQL)', () => {
  it('exits 0 on a consistent ledger and 1 naming the user whose balance was tampered with', async () => {
    const victim = await createUser(t.app, { clubId: lions.clubId, firstName: 'Tampered', lastName: 'Tina' });
    await call(t.app, 'PUT', `/api/users/add-credit/${victim.id}`, {
      token: lions.manager.token,
      body: { creditAmount: 25 },
    });
    const url = t.databaseUrl;
    if (!url) throw new Error('postgres test app without a database url');

    const clean = await runVerifyLedger(url);
    expect(clean.stderr).not.toMatch(/Tampered/);
    expect(clean).toMatchObject({ code: 0 });
    expect(clean.stdout).toMatch(/ledger ok/);

    // Someone edits a balance behind the ledger's back.
    await t.db
      .update(users)
      .set({ credits: sql`${users.credits} + 1` })
      .where(eq(users.id, victim.id));
    const broken = await runVerifyLedger(url);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('Tampered Tina');
    expect(broken.stderr).toContain(victim.id);
    expect(broken.stderr).toMatch(/balance 2501 paise but transactions sum to 2500/);

    await t.db
      .update(users)
      .set({ credits: sql`${users.credits} - 1` })
      .where(eq(users.id, victim.id));
    expect((await runVerifyLedger(url)).code).toBe(0);
  });
});
