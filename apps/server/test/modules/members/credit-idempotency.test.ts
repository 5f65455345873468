import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { call, startSecondInstance, useTestApp } from '../../helpers/app';
import { type ClubFixture, createClub, createUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { balanceOf } from '../bets/helpers';

/**
 * Idempotency-Key on Add Credit and Deduct Credit: the semantics bets have (lib/idempotency.ts). On PostgreSQL the
 * parallel requests alternate between two app instances on one database.
 */
describe('Idempotency-Key on add-credit and deduct-credit', () => {
  const t = useTestApp();
  let second: FastifyInstance | undefined;
  let instances: FastifyInstance[];
  let club: ClubFixture;
  beforeAll(async () => {
    instances = [t.app];
    if (t.kind === 'postgres') {
      second = await startSecondInstance(t);
      instances.push(second);
    }
    club = await createClub(t.app);
  });
  afterAll(async () => second?.close());

  const credit = (
    direction: 'add' | 'deduct',
    memberId: string,
    creditAmount: number,
    key: string,
    app: FastifyInstance = t.app,
  ) =>
    call(app, 'PUT', `/api/users/${direction}-credit/${memberId}`, {
      token: club.manager.token,
      body: { creditAmount },
      headers: { 'idempotency-key': key },
    });

  const ledgerRows = async (userId: string, kind: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from transactions where user_id = ${userId}::uuid and kind = ${kind}`,
    );
    return row?.n;
  };

  it(`mints once for ten parallel identical Add Credit requests with one key`, async () => {
    const member = await createUser(t.app, { clubId: club.clubId });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        credit('add', member.id, 250.5, 'add-once', instances[i % instances.length]),
      ),
    );
    for (const res of answers) {
      expect(res).toMatchObject({
        status: 200,
        body: { message: messages.creditAdded, _id: member.id, credits: 250.5 },
      });
      expect(res.body).toEqual(answers[0]?.body);
    }
    expect(await balanceOf(t.db, member.id)).toBe(25_050n);
    expect(await ledgerRows(member.id, 'credit_added')).toBe(1);
    process.stdout.write(
      `credit idempotency (${t.kind}, ${instances.length} instance(s)): 10 parallel Add Credit with one key -> ` +
        `${answers.filter((a) => a.status === 200).length} x 200 (one body), minted once\n`,
    );
    await expectLedgerBalanced(t.db);
  });

  it('refuses the same key with another amount, member or direction (409) and moves nothing', async () => {
    const member = await createUser(t.app, { clubId: club.clubId });
    const other = await createUser(t.app, { clubId: club.clubId });
    expect((await credit('add', member.id, 100, 'one-key')).status).toBe(200);
    const refusals = [
      await credit('add', member.id, 101, 'one-key'),
      await credit('add', other.id, 100, 'one-key'),
      await credit('deduct', member.id, 100, 'one-key'),
    ];
    for (const res of refusals) {
      expect(res).toMatchObject({ status: 409, body: { message: messages.idempotencyKeyReused } });
    }
    expect(await balanceOf(t.db, member.id)).toBe(10_000n);
    expect(await balanceOf(t.db, other.id)).toBe(0n);
    await expectLedgerBalanced(t.db);
  });

  it('replays a deduction to its retries, and stores nothing for a refused one', async () => {
    const member = await createUser(t.app, { clubId: club.clubId, credits: 10_000n });
    const first = await credit('deduct', member.id, 40, 'deduct-once');
    expect(first).toMatchObject({ status: 200, body: { message: messages.creditDeducted, credits: 60 } });
    const retries = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        credit('deduct', member.id, 40, 'deduct-once', instances[i % instances.length]),
      ),
    );
    for (const res of retries) expect(res).toMatchObject({ status: 200, body: first.body });
    expect(await balanceOf(t.db, member.id)).toBe(6_000n);
    expect(await ledgerRows(member.id, 'credit_deducted')).toBe(1);

    // Too much: refused, and the key stays free, so the same request goes through once the balance allows it.
    const refused = await credit('deduct', member.id, 100, 'deduct-later');
    expect(refused).toMatchObject({ status: 400, body: { message: messages.deductionExceedsBalance } });
    expect((await credit('add', member.id, 40, 'top-up')).status).toBe(200);
    expect(await credit('deduct', member.id, 100, 'deduct-later')).toMatchObject({ status: 200, body: { credits: 0 } });
    expect(await balanceOf(t.db, member.id)).toBe(0n);
    await expectLedgerBalanced(t.db);
  });

  it('keeps keys per caller and refuses a malformed key (400)', async () => {
    const member = await createUser(t.app, { clubId: club.clubId });
    const admin = await createUser(t.app, { userType: 'Admin' });
    expect((await credit('add', member.id, 10, 'shared-key')).status).toBe(200);
    const byAdmin = await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, {
      token: admin.token,
      body: { creditAmount: 10 },
      headers: { 'idempotency-key': 'shared-key' },
    });
    expect(byAdmin).toMatchObject({ status: 200, body: { credits: 20 } });
    const bad = await credit('add', member.id, 10, 'x'.repeat(201));
    expect(bad).toMatchObject({ status: 400, body: { message: messages.idempotencyKeyInvalid } });
    expect(await balanceOf(t.db, member.id)).toBe(2_000n);
    await expectLedgerBalanced(t.db);
  });
});
