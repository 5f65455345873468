import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, findHaproxy, HAPROXY_INSTALL_HINT, startCluster } from '../../../../scripts/lib/cluster';
import { runVerifyLedger } from '../../../../scripts/lib/ledger';
import { queryRows } from '../../src/db/client';
import { buildTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKind } from '../helpers/database';
import { createClub, createGroup, createMatch, createUser, type UserFixture } from '../helpers/fixtures';

/**
 * The production shape, run as an operator would (design section 8): three server processes behind HAProxy on one
 * PostgreSQL database. The bank test's mix (bets, credit adds and deducts, a refunding group deletion, a result and
 * a settlement) goes through the balancer while one instance is stopped with SIGTERM (it drains: `/api/ready` turns
 * 503, in-flight requests finish, it exits 0) and another is killed with SIGKILL; both are started again and serve.
 * A request without a definite answer (cut off, 502/503/504 from the balancer) is retried: bets with their
 * Idempotency-Key; credit moves only after looking in the database whether the first attempt committed.
 * Afterwards every accepted operation is found exactly once and `verify-ledger` passes.
 * CI has HAProxy (`.ci/run` installs it); elsewhere the file is skipped when it is missing.
 */

const haproxy = findHaproxy();
const MEMBERS = 24;
const BETS_PER_MEMBER = 8;
const CREDIT_OPS = 30;

type Answer = { status: number; body: Record<string, unknown> };
/** Statuses that mean "not done here, try again": the balancer had no instance, or the instance was going away. */
const RETRYABLE = new Set([502, 503, 504]);

describe.skipIf(testDatabaseKind() !== 'postgres' || (!haproxy && !process.env.CI))('cluster behind HAProxy', () => {
  let t: TestApp;
  let cluster: Cluster;
  // Instance and HAProxy logs: kept where CLUSTER_LOG_DIR says, else in a temporary directory removed afterwards.
  let logDir = '';

  beforeAll(async () => {
    if (!haproxy) throw new Error(HAPROXY_INSTALL_HINT);
    t = await buildTestApp();
    logDir = process.env.CLUSTER_LOG_DIR ?? mkdtempSync(join(tmpdir(), 'wicket-cluster-test-'));
    cluster = await startCluster({
      databaseUrl: t.databaseUrl as string,
      instances: 3,
      env: {
        JWT_SECRET: t.config.jwtSecret as string,
        DEMO: '0',
        DB_POOL_SIZE: '5',
        DRAIN_DELAY_MS: '2500',
      },
      logDir,
    });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await t?.close();
    if (logDir && !process.env.CLUSTER_LOG_DIR) rmSync(logDir, { recursive: true, force: true });
  });

  const traffic = { requests: 0, retried: 0, cutOff: 0, balancerErrors: 0 };

  /** One attempt through the balancer; undefined when no answer came back (connection cut). */
  async function attempt(method: string, path: string, token: string, body?: unknown, key?: string) {
    traffic.requests += 1;
    try {
      const res = await fetch(`${cluster.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      if (RETRYABLE.has(res.status)) {
        traffic.balancerErrors += 1;
        if (process.env.DEBUG_CLUSTER) process.stdout.write(`${Date.now()} ${res.status} ${text.slice(0, 80)}\n`);
        return undefined;
      }
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} } as Answer;
    } catch {
      traffic.cutOff += 1;
      return undefined;
    }
  }

  /**
   * Sends until a definite answer. `committed` decides, after an attempt without an answer, whether that attempt
   * took effect (then the operation is done and `replayed` is returned); without it the request is simply repeated,
   * which only Idempotency-Key requests may do.
   */
  async function definite(
    send: () => Promise<Answer | undefined>,
    committed?: () => Promise<boolean>,
  ): Promise<{ answer: Answer | 'replayed'; retries: number }> {
    for (let retries = 0; retries < 100; retries++) {
      const answer = await send();
      if (answer) return { answer, retries };
      traffic.retried += 1;
      await new Promise((r) => setTimeout(r, 200));
      if (committed) {
        // Let PostgreSQL finish or roll back whatever the dead connection left (a COMMIT already sent still lands).
        await new Promise((r) => setTimeout(r, 1000));
        if (await committed()) return { answer: 'replayed', retries: retries + 1 };
      }
    }
    throw new Error('no definite answer after 100 attempts');
  }

  it('loses and duplicates nothing while one instance drains (SIGTERM) and another is killed (SIGKILL)', async () => {
    const club = await createClub(t.app, { clubName: 'Cluster XI' });
    const manager = club.manager;
    const members: UserFixture[] = await Promise.all(
      Array.from({ length: MEMBERS }, () => createUser(t.app, { clubId: club.clubId, credits: 20_000n })),
    );
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const settled = await createMatch(t.app, club.clubId, { dateTime: tomorrow });
    const open = await createMatch(t.app, club.clubId, { dateTime: tomorrow });
    const groups = await Promise.all([
      createGroup(t.app, settled.id, { betType: 'First Better', betAmount: 1000n }),
      createGroup(t.app, settled.id, { betType: 'Multi Betters', betAmount: 500n }),
      createGroup(t.app, open.id, { betType: 'Multi Betters', betAmount: 700n }),
      createGroup(t.app, open.id, { betType: 'Multi Betters', betAmount: 250n }),
    ]);
    const doomed = groups[3] as (typeof groups)[number];

    const acceptedBets = new Map<string, { groupId: string; userId: string; amount: bigint }>();
    const answers = { bet: { accepted: 0, refused: 0 }, credit: { accepted: 0, refused: 0 } };
    const credited = { added: 0, deducted: 0 };
    // SSE (when GET /api/events lands): open one subscriber per instance through cluster.url here, before the
    // faults; after `faults` below, assert each reconnected (new stream through the balancer) and received the
    // events of phase 2.

    const bet = async (m: UserFixture, key: string, k: number) => {
      const group = groups[k % groups.length] as (typeof groups)[number];
      const digits = [...'1234567'];
      const d1 = digits[k % 7] as string;
      const d2 = digits[(k + 1 + (m.phoneNumber.charCodeAt(m.phoneNumber.length - 1) % 5)) % 7] as string;
      const combination = `${d1 < d2 ? d1 + d2 : d2 + d1}${'ABCDEFG'[(k * 3 + m.phoneNumber.length) % 7]}`;
      const { answer } = await definite(() =>
        attempt(
          'POST',
          '/api/bets/multiple',
          m.token,
          {
            betAmount: Number(group.betAmount) / 100,
            matchId: group.matchId,
            groupId: group.id,
            combinations: [combination],
          },
          key,
        ),
      );
      if (answer === 'replayed') throw new Error('bets are retried with their key, never looked up');
      if (answer.status === 201) {
        answers.bet.accepted += 1;
        for (const b of answer.body.bets as { _id: string }[])
          acceptedBets.set(b._id, { groupId: group.id, userId: m.id, amount: group.betAmount });
      } else {
        answers.bet.refused += 1;
        expect([400, 404, 409], JSON.stringify(answer.body)).toContain(answer.status);
      }
    };

    let faultsDone = false;
    const bettor = async (m: UserFixture, i: number) => {
      for (let k = 0; k < BETS_PER_MEMBER || !faultsDone; k++) {
        await bet(m, `cluster-${i}-${k}`, k);
        if (k > 200) break;
      }
    };

    const creditor = async () => {
      for (let k = 0; k < CREDIT_OPS; k++) {
        const m = members[k % members.length] as UserFixture;
        const add = k % 3 !== 2;
        // A distinct amount per operation, so a look in the ledger can tell whether an attempt committed.
        const rs = 1 + k;
        const kind = add ? 'credit_added' : 'credit_deducted';
        const { answer } = await definite(
          () =>
            attempt('PUT', `/api/users/${add ? 'add' : 'deduct'}-credit/${m.id}`, manager.token, {
              creditAmount: rs,
            }),
          async () => {
            const [row] = await queryRows<{ n: number }>(
              t.db,
              sql`select count(*)::int as n from transactions where user_id = ${m.id}::uuid and kind = ${kind}
                  and amount = ${BigInt(rs * 100)} and actor_id = ${manager.id}::uuid`,
            );
            return (row?.n ?? 0) > 0;
          },
        );
        if (answer === 'replayed' || answer.status === 200) {
          answers.credit.accepted += 1;
          credited[add ? 'added' : 'deducted'] += 1;
        } else {
          answers.credit.refused += 1;
          expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        }
      }
    };

    const afterBets = async (n: number) => {
      for (let waited = 0; acceptedBets.size < n && waited < 20_000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
    };

    /** Retries a manager action whose repeat is refused once it took effect (404 deleted, 409 exists/settled). */
    const once = async (method: string, path: string, body: unknown, done: number, repeated: number[]) => {
      const { answer, retries } = await definite(() => attempt(method, path, manager.token, body));
      if (answer === 'replayed') throw new Error('unreachable');
      if (retries > 0 && repeated.includes(answer.status)) return;
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(done);
    };

    const manage = async () => {
      await afterBets(MEMBERS);
      await once('DELETE', `/api/groups/${doomed.id}`, undefined, 200, [404]);
      await afterBets(MEMBERS * 3);
      await once(
        'POST',
        '/api/results',
        { matchId: settled.id, team1Scores: [40, 35, 30, 25, 20, 15, 10], team2Scores: [7, 6, 5, 4, 3, 2, 1] },
        201,
        [409],
      );
      await once('POST', `/api/matches/${settled.id}/approve-credits`, undefined, 200, [409]);
    };

    const fault = { drainedReady: 0, drainedExit: -1, killedExit: -1 };
    const faults = async () => {
      await afterBets(MEMBERS * 2);
      const drained = cluster.instances[0];
      const killed = cluster.instances[1];
      if (!drained || !killed) throw new Error('three instances expected');
      drained.signal('SIGTERM');
      // While it drains, it tells the balancer to stop sending (ready 503) but still finishes its requests.
      for (let waited = 0; waited < 900 && fault.drainedReady !== 503; waited += 50) {
        fault.drainedReady = await fetch(`${drained.url}/api/ready`).then(
          (r) => r.status,
          () => 0,
        );
        if (fault.drainedReady !== 503) await new Promise((r) => setTimeout(r, 50));
      }
      await afterBets(MEMBERS * 3);
      killed.signal('SIGKILL');
      fault.drainedExit = await drained.exited;
      fault.killedExit = await killed.exited;
      await Promise.all([cluster.restart(0), cluster.restart(1)]);
      // Back in rotation once their health checks pass (rise 2).
      await new Promise((r) => setTimeout(r, 2500));
      faultsDone = true;
    };

    await Promise.all([...members.map(bettor), creditor(), manage(), faults()]);

    // Phase 2: every instance, the restarted ones included, serves through the balancer and on its own address.
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
    }
    await Promise.all(members.map((m, i) => bet(m, `cluster-after-${i}`, 100 + i)));

    expect(fault.drainedReady).toBe(503);
    expect(fault.drainedExit).toBe(0);
    expect(fault.killedExit).toBe(128 + 9);

    // Nothing lost, nothing duplicated: the bet rows are exactly the accepted bets of groups that still exist.
    const lost: string[] = [];
    const betRows = await queryRows<{ id: string }>(
      t.db,
      sql`select b.id from bets b join matches m on m.id = b.match_id where m.club_id = ${club.clubId}::uuid`,
    );
    const present = new Set(betRows.map((r) => r.id));
    const surviving = [...acceptedBets.entries()].filter(([, b]) => b.groupId !== doomed.id);
    for (const [id] of surviving) if (!present.has(id)) lost.push(`bet ${id}`);
    expect(betRows.length, 'bet rows = accepted bets (a retried bet placed twice would add a row)').toBe(
      surviving.length,
    );
    // The doomed group's stakes came back exactly once.
    const owed = new Map<string, bigint>();
    for (const b of acceptedBets.values())
      if (b.groupId === doomed.id) owed.set(b.userId, (owed.get(b.userId) ?? 0n) + b.amount);
    const refunds = await queryRows<{ user_id: string; amount: string }>(
      t.db,
      sql`select user_id, sum(amount)::text as amount from transactions
          where kind = 'bet_refunded' and match_id = ${open.id}::uuid group by user_id`,
    );
    expect(new Map(refunds.map((r) => [r.user_id, BigInt(r.amount)]))).toEqual(owed);
    // Every accepted credit move is in the ledger once, and no refused one.
    const moves = await queryRows<{ kind: string; n: number }>(
      t.db,
      sql`select kind, count(*)::int as n from transactions where actor_id = ${manager.id}::uuid
          and kind in ('credit_added', 'credit_deducted') group by kind`,
    );
    const movesBy = Object.fromEntries(moves.map((r) => [r.kind, r.n]));
    expect({ added: movesBy.credit_added ?? 0, deducted: movesBy.credit_deducted ?? 0 }).toEqual(credited);
    // The settlement paid the pool out exactly once.
    const [paid] = await queryRows<{ pool: string; out: string; status: string; unsettled: number }>(
      t.db,
      sql`select (select coalesce(sum(bet_amount), 0) from bets where match_id = m.id)::text as pool,
                 (select coalesce(sum(amount), 0) from transactions where match_id = m.id
                    and kind in ('winnings', 'referral_commission', 'admin_share', 'manager_share'))::text as out,
                 m.status, (select count(*)::int from bets where match_id = m.id and result is null) as unsettled
          from matches m where m.id = ${settled.id}::uuid`,
    );
    expect(paid).toMatchObject({ status: 'Announced', unsettled: 0 });
    expect(paid?.out).toBe(paid?.pool);

    const ledger = await runVerifyLedger({ databaseUrl: t.databaseUrl });
    process.stdout.write(
      `cluster test: 3 instances behind HAProxy, 1 SIGTERM (ready ${fault.drainedReady} while draining, exit ` +
        `${fault.drainedExit}), 1 SIGKILL, both restarted; ${traffic.requests} requests, ${traffic.cutOff} cut off, ` +
        `${traffic.balancerErrors} answered 502/503/504, ${traffic.retried} retried; bets ${answers.bet.accepted} ` +
        `accepted / ${answers.bet.refused} refused, credit moves ${answers.credit.accepted}/${answers.credit.refused}; ` +
        `lost ${lost.length}; ${ledger.output.split('\n').pop()}\n`,
    );
    expect(lost).toEqual([]);
    expect(ledger.code, ledger.output).toBe(0);
    expect(answers.bet.accepted).toBeGreaterThan(MEMBERS * 3);
  }, 180_000);
});
