import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type BalancerClient, balancerClient } from '../../../../scripts/lib/balancer-client';
import { type Cluster, findHaproxy, HAPROXY_INSTALL_HINT, startCluster } from '../../../../scripts/lib/cluster';
import { runVerifyLedger } from '../../../../scripts/lib/ledger';
import { queryRows } from '../../src/db/client';
import { betResultSql } from '../../src/lib/bet-result-sql';
import { buildTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKind } from '../helpers/database';
import { createClub, createGroup, createMatch, createUser, type UserFixture } from '../helpers/fixtures';
import { type Subscription, subscribeEvents } from '../helpers/sse';
import { betBody } from '../modules/bets/helpers';

/**
 * The production shape, run as an operator would (design section 8): three server processes behind HAProxy on one
 * PostgreSQL database. The bank test's mix (bets, credit adds and deducts, a refunding group deletion, a result and
 * a settlement) goes through the balancer while one instance is stopped with SIGTERM (it drains: `/api/ready` turns
 * 503, in-flight requests finish, it exits 0) and another is killed with SIGKILL; both are started again and serve.
 * A request without a definite answer (cut off, 502/503/504 from the balancer) is retried: bets, credit moves and
 * the approval with their Idempotency-Key (done once, or the stored answer replayed); the group deletion and the
 * result, which have no key, are retried and a 404/409 after a retry means the first attempt took effect.
 * Afterwards every accepted operation is found exactly once and `verify-ledger` passes.
 * Live updates: members of the club and one of another club keep `GET /api/events` open through the balancer the
 * whole time, reconnecting as a browser does when a stream ends (SIGTERM: with a `retry:` hint) or is cut (SIGKILL);
 * after the restarts each is connected again and receives the `group` and `balance` events of later writes, its
 * own balance only and nothing of another club.
 * CI has HAProxy (`.ci/run` installs it); elsewhere the file is skipped when it is missing.
 */

const haproxy = findHaproxy();
const MEMBERS = 24;
const BETS_PER_MEMBER = 8;
const CREDIT_OPS = 30;
/** Club members with an open event stream (plus one member of another club). */
const SUBSCRIBERS = 5;

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
    client = balancerClient(cluster.url, { debug: !!process.env.DEBUG_CLUSTER });
  }, 120_000);
  // Event streams still open when a test fails: closed before the cluster stops, so they do not reconnect.
  let subs: Subscription[] = [];
  afterAll(async () => {
    for (const s of subs) s.close();
    await cluster?.stop();
    await t?.close();
    if (logDir && !process.env.CLUSTER_LOG_DIR) rmSync(logDir, { recursive: true, force: true });
  });

  // Created with the cluster: the balancer's address is known only then.
  let client: BalancerClient;
  const attempt: BalancerClient['attempt'] = (...args) => client.attempt(...args);
  const definite: BalancerClient['definite'] = (send) => client.definite(send);

  /** Open event streams on an instance, from its own /metrics. */
  async function streamsOn(url: string): Promise<number> {
    const text = await fetch(`${url}/metrics`).then((r) => r.text());
    const match = /^wicket_sse_connections(?:\{[^}]*\})? (\d+)$/m.exec(text);
    if (!match) throw new Error(`wicket_sse_connections missing from ${url}/metrics`);
    return Number(match[1]);
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
    // Bet on by the subscribers after the faults (the other groups are settled or deleted by then).
    const live = await createGroup(t.app, open.id, { betType: 'Multi Betters', betAmount: 300n });
    const other = await createClub(t.app, { clubName: 'Other XI' });
    const outsider = await createUser(t.app, { clubId: other.clubId, credits: 1_000n });

    const acceptedBets = new Map<string, { groupId: string; userId: string; amount: bigint }>();
    const answers = { bet: { accepted: 0, refused: 0 }, credit: { accepted: 0, refused: 0 } };
    const credited = { added: 0, deducted: 0 };

    // Event streams through the balancer, opened before the faults; HAProxy spreads them over the instances
    // (leastconn), so some are on the one drained and some on the one killed.
    const watchers = [...members.slice(0, SUBSCRIBERS), outsider];
    subs = watchers.map((m) => subscribeEvents(cluster.url, { authorization: `Bearer ${m.token}` }));
    await Promise.all(subs.map((s) => s.waitConnected()));
    const streamsBefore = await Promise.all(cluster.instances.map((i) => streamsOn(i.url)));

    const place = async (m: UserFixture, key: string, group: (typeof groups)[number], combination: string) => {
      const { answer } = await definite(() =>
        attempt('POST', '/api/bets/multiple', m.token, betBody(group, [combination]), key),
      );
      if (answer.status === 201) {
        answers.bet.accepted += 1;
        for (const b of answer.body.bets as { _id: string }[])
          acceptedBets.set(b._id, { groupId: group.id, userId: m.id, amount: group.betAmount });
      } else {
        answers.bet.refused += 1;
        expect([400, 404, 409], JSON.stringify(answer.body)).toContain(answer.status);
      }
      return answer;
    };
    const bet = (m: UserFixture, key: string, k: number) => {
      const group = groups[k % groups.length] as (typeof groups)[number];
      const digits = [...'1234567'];
      const d1 = digits[k % 7] as string;
      const d2 = digits[(k + 1 + (m.phoneNumber.charCodeAt(m.phoneNumber.length - 1) % 5)) % 7] as string;
      const combination = `${d1 < d2 ? d1 + d2 : d2 + d1}${'ABCDEFG'[(k * 3 + m.phoneNumber.length) % 7]}`;
      return place(m, key, group, combination);
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
        // A retry after a cut-off attempt moves the credit at most once: the same key answers the first result.
        const { answer } = await definite(() =>
          attempt(
            'PUT',
            `/api/users/${add ? 'add' : 'deduct'}-credit/${m.id}`,
            manager.token,
            { creditAmount: 1 + k },
            `cluster-credit-${k}`,
          ),
        );
        if (answer.status === 200) {
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

    /**
     * Retries a manager action until it has a definite answer: with an Idempotency-Key (`key`) a retry replays the
     * first answer; without one, a repeat is refused once the first attempt took effect (`repeated`: 404 deleted,
     * 409 already there).
     */
    const once = async (
      method: string,
      path: string,
      body: unknown,
      done: number,
      repeated: number[],
      key?: string,
    ) => {
      const { answer, retries } = await definite(() => attempt(method, path, manager.token, body, key));
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
      await once('POST', `/api/matches/${settled.id}/approve-credits`, undefined, 200, [], 'cluster-approve');
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

    // Every stream is open again, through the balancer: the instances hold exactly one per subscriber.
    await Promise.all(subs.map((s) => s.waitConnected()));
    const streamsAfter = await Promise.all(cluster.instances.map((i) => streamsOn(i.url)));
    // Later writes reach every subscriber, wherever its new stream landed: each member bets on the live group (a
    // `group` event to the club, a `balance` event to the bettor), the outsider's manager adds it credit.
    const marks = subs.map((s) => s.events.length);
    const liveBets = await Promise.all(
      members
        .slice(0, SUBSCRIBERS)
        .map((m, i) => place(m, `cluster-live-${i}`, live, `1${'234567'[i % 6]}${'ABCDEFG'[i % 7]}`)),
    );
    for (const answer of liveBets) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const outsiderCredit = await definite(() =>
      attempt('PUT', `/api/users/add-credit/${outsider.id}`, other.manager.token, { creditAmount: 5 }, 'cluster-out'),
    );
    expect(outsiderCredit.answer.status).toBe(200);
    await Promise.all(
      subs.map(async (s, i) => {
        const mark = marks[i] as number;
        const own = (watchers[i] as UserFixture).id;
        if (i < SUBSCRIBERS) {
          const credits = (liveBets[i] as Answer).body.credits;
          await s.waitFor(
            (e) => e.event === 'group' && (e.data as { groupId: string }).groupId === live.id,
            10_000,
            mark,
          );
          await s.waitFor(
            (e) => e.event === 'balance' && (e.data as { credits: number }).credits === credits,
            10_000,
            mark,
          );
        } else {
          const credits = outsiderCredit.answer.body.credits;
          await s.waitFor(
            (e) => e.event === 'balance' && (e.data as { credits: number }).credits === credits,
            10_000,
            mark,
          );
        }
        // Its own balance only, and nothing of another club, over the whole test.
        const stray = s.events.filter(
          (e) =>
            (e.event === 'balance' && (e.data as { userId: string }).userId !== own) ||
            ((e.event === 'group' || e.event === 'match') &&
              (e.data as { clubId: string }).clubId !== (i < SUBSCRIBERS ? club.clubId : other.clubId)),
        );
        expect(stray, `subscriber ${i}`).toEqual([]);
      }),
    );
    for (const s of subs) s.close();
    const ends = subs.flatMap((s) => s.ends);
    const sse = {
      before: streamsBefore,
      after: streamsAfter,
      endedWithHint: ends.filter((e) => e === 'retry hint').length,
      cut: ends.filter((e) => e === 'cut').length,
      endedPlainly: ends.filter((e) => e === 'ended').length,
      refused: ends.filter((e) => e === 'refused').length,
      connections: subs.reduce((n, s) => n + s.connections(), 0),
      events: subs.reduce((n, s) => n + s.events.length, 0),
    };

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
                 m.status, (select count(*)::int from bets where match_id = m.id and ${betResultSql(sql`result`, sql`m.prize_share_status`)} is null) as unsettled
          from matches m where m.id = ${settled.id}::uuid`,
    );
    expect(paid).toMatchObject({ status: 'Announced', unsettled: 0 });
    expect(paid?.out).toBe(paid?.pool);

    const ledger = await runVerifyLedger({ databaseUrl: t.databaseUrl });
    const { traffic } = client;
    process.stdout.write(
      `cluster test: 3 instances behind HAProxy, 1 SIGTERM (ready ${fault.drainedReady} while draining, exit ` +
        `${fault.drainedExit}), 1 SIGKILL, both restarted; ${traffic.requests} requests, ${traffic.cutOff} cut off, ` +
        `${traffic.balancerErrors} answered 502/503/504, ${traffic.retried} retried; bets ${answers.bet.accepted} ` +
        `accepted / ${answers.bet.refused} refused, credit moves ${answers.credit.accepted}/${answers.credit.refused}; ` +
        `lost ${lost.length}; ${ledger.output.split('\n').pop()}; SSE: ${subs.length} subscribers, streams per ` +
        `instance ${sse.before.join('/')} before and ${sse.after.join('/')} after, ${sse.endedWithHint} ended with ` +
        `a retry hint, ${sse.cut} cut, ${sse.refused} reconnects refused, ${sse.connections} streams opened, ` +
        `${sse.events} events received\n`,
    );
    // Subscribers sat on the drained and on the killed instance; their streams ended (with a retry hint, or cut)
    // and every one reconnected through the balancer: each stream open at the end is counted by one instance.
    expect(sse.before.reduce((a, b) => a + b)).toBe(subs.length);
    expect(sse.before[0]).toBeGreaterThan(0);
    expect(sse.before[1]).toBeGreaterThan(0);
    expect(sse.endedWithHint).toBeGreaterThanOrEqual(sse.before[0] as number);
    expect(sse.cut).toBeGreaterThanOrEqual(sse.before[1] as number);
    expect(sse.endedPlainly, 'no stream ends without a retry hint here (tokens outlive the test)').toBe(0);
    expect(sse.after.reduce((a, b) => a + b)).toBe(subs.length);
    for (const s of subs) expect(s.connections()).toBe(s.ends.filter((e) => e !== 'refused').length + 1);
    expect(lost).toEqual([]);
    expect(ledger.code, ledger.output).toBe(0);
    expect(answers.bet.accepted).toBeGreaterThan(MEMBERS * 3);
  }, 180_000);
});
