import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type BalancerClient, balancerClient } from '../../../../scripts/lib/balancer-client';
import { type Cluster, startCluster } from '../../../../scripts/lib/cluster';
import {
  etcdCall,
  etcdPrefix,
  HA_NAMESPACE,
  HA_TIMING,
  HA_USERS,
  type HaDatabase,
  startHaDatabase,
} from '../../../../scripts/lib/ha';
import { ensureHaPackages, HA_INSTALL_HINT, PG_BIN } from '../../../../scripts/lib/ha-packages';
import { runVerifyLedger } from '../../../../scripts/lib/ledger';
import { buildApp } from '../../src/app';
import { openDatabase, queryRows } from '../../src/db/client';
import { testConfig } from '../helpers/app';
import { testDatabaseKind } from '../helpers/database';
import { createClub, createGroup, createMatch, createUser, type UserFixture } from '../helpers/fixtures';
import { type Subscription, subscribeEvents } from '../helpers/sse';
import { betBody } from '../modules/bets/helpers';

/**
 * The failover drill (design-season section 9), with real processes: etcd, two PostgreSQL 15 nodes under Patroni
 * (synchronous mode), HAProxy to the leader, two app instances behind their own HAProxy. Under the bank test's mix
 * through the balancer (bets, credit adds and deducts, a result and Approve Credits; every money write retried with
 * its Idempotency-Key until it has a definite answer), the primary's PostgreSQL is SIGKILLed: Patroni promotes the
 * synchronous standby, and the old primary rejoins as its standby (pg_rewind). Then the same again, back to the
 * first node. After each: every acknowledged write is found exactly once, nothing refused or unanswered left a row,
 * `verify-ledger` passes on the new primary (its own address, not through HAProxy), the instances' `/api/ready` said
 * 503 while no primary answered and 200 after, and event subscribers receive events again. Last, the standby is
 * killed (Patroni and PostgreSQL): with `synchronous_mode_strict` off the primary goes on alone, so writes continue;
 * the standby is started again and rejoins as the synchronous one.
 * Prints the seconds without a primary, the 503s, and lost writes (README's reliability table).
 * First, on the same cluster, its authentication (design-contests section 4): etcd, Patroni's REST API and
 * PostgreSQL (replication included) refuse a caller without the run's password, and pg_hba.conf has no `trust`.
 * Skipped where Patroni and etcd cannot be installed (not root, not Debian), except in CI or with REQUIRE_HA=1.
 */

const required = !!process.env.CI || process.env.REQUIRE_HA === '1';
const missing = testDatabaseKind() === 'postgres' ? ensureHaPackages() : [];
if (missing.length > 0 && !required)
  process.stdout.write(`failover drill skipped: ${missing.join(', ')} missing and not installable here\n`);

const MEMBERS = 10;
const SUBSCRIBERS = 3;
/** Bets each member places after a fault is over (it keeps betting through it). */
const BETS_AFTER = 3;

type Bet = { groupId: string; userId: string };
/** The 21 pairs of digits 1 to 7, each in order ("12" ... "67"). */
const PAIRS = [...'1234567'].flatMap((a, i) => [...'1234567'].slice(i + 1).map((b) => a + b));

describe.skipIf(testDatabaseKind() !== 'postgres' || (missing.length > 0 && !required))(
  'PostgreSQL failover drill',
  () => {
    let ha: HaDatabase;
    let app: FastifyInstance;
    let cluster: Cluster;
    let client: BalancerClient;
    let databaseUrl = '';
    let subs: Subscription[] = [];
    const dirs: string[] = [];
    const DB = 'wicket_drill';

    beforeAll(async () => {
      if (missing.length > 0) throw new Error(`${HA_INSTALL_HINT} (missing: ${missing.join(', ')})`);
      const haDir = mkdtempSync(join(tmpdir(), 'wicket-drill-db-'));
      const logDir = process.env.CLUSTER_LOG_DIR ?? mkdtempSync(join(tmpdir(), 'wicket-drill-'));
      dirs.push(haDir, ...(process.env.CLUSTER_LOG_DIR ? [] : [logDir]));
      ha = await startHaDatabase({ dir: haDir });
      await ha.createDatabase(DB);
      databaseUrl = ha.urlFor(DB);
      // In-process app for the fixtures (and the migrations); the traffic goes through the balancer.
      const config = testConfig({ databaseUrl, dbPoolSize: 4 });
      app = await buildApp({ config });
      await app.ready();
      cluster = await startCluster({
        databaseUrl,
        instances: 2,
        env: { JWT_SECRET: config.jwtSecret as string, DEMO: '0', DB_POOL_SIZE: '5' },
        logDir,
      });
      client = balancerClient(cluster.url, { debug: !!process.env.DEBUG_CLUSTER });
    }, 150_000);

    afterAll(async () => {
      for (const s of subs) s.close();
      await cluster?.stop();
      await app?.close();
      await ha?.stop();
      if (!process.env.CLUSTER_LOG_DIR) for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }, 60_000);

    it('asks for a password everywhere: etcd, Patroni unsafe REST calls, PostgreSQL and its replication', async () => {
      const { secrets } = ha;
      // The run's passwords: generated (distinct, 160 bits each), readable by their owner only.
      const passwords = Object.values(secrets);
      expect(new Set(passwords).size).toBe(passwords.length);
      for (const p of passwords) expect(p).toMatch(/^[0-9a-f]{40}$/);
      for (const path of [ha.secretsPath, ha.pgpassPath, ...ha.nodes.map((n) => n.configPath)])
        expect((statSync(path).mode & 0o777).toString(8), path).toBe('600');

      // etcd: no token, no read of Patroni's keys; the patroni user reads them, and nothing outside its prefix.
      const keys = etcdPrefix(HA_NAMESPACE);
      const anonymous = await etcdCall(ha.etcdUrl, '/kv/range', { ...keys, keys_only: true });
      expect(anonymous.status).not.toBe(200);
      expect(anonymous.body.kvs).toBeUndefined();
      expect(anonymous.body.error).toMatch(/user name is empty/);
      const badLogin = await etcdCall(ha.etcdUrl, '/auth/authenticate', { name: HA_USERS.etcdPatroni, password: 'x' });
      expect(badLogin.status).not.toBe(200);
      expect(badLogin.body.token).toBeUndefined();
      const login = await etcdCall(ha.etcdUrl, '/auth/authenticate', {
        name: HA_USERS.etcdPatroni,
        password: secrets.etcdPatroni,
      });
      const token = login.body.token as string;
      expect(token).toBeTruthy();
      const read = await etcdCall(ha.etcdUrl, '/kv/range', { ...keys, keys_only: true }, token);
      expect(read.status).toBe(200);
      const names = (read.body.kvs as { key: string }[]).map((kv) => Buffer.from(kv.key, 'base64').toString());
      expect(names).toContain(`${HA_NAMESPACE}${ha.scope}/leader`);
      const outside = await etcdCall(ha.etcdUrl, '/kv/range', etcdPrefix('/other/'), token);
      expect(outside.status).not.toBe(200);
      expect(outside.body.error).toMatch(/permission denied/);

      // Patroni's REST API: unsafe calls need the password; GET (HAProxy's /primary check) does not.
      const primary = await ha.primary();
      expect(primary).toBeDefined();
      for (const n of ha.nodes) {
        const rest = (method: string, path: string, auth?: string, body?: unknown) =>
          fetch(`http://127.0.0.1:${n.restPort}${path}`, {
            method,
            headers: {
              ...(auth ? { authorization: `Basic ${Buffer.from(auth).toString('base64')}` } : {}),
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            body: body ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(5000),
          }).then(async (r) => ({ status: r.status, text: await r.text() }));
        const check = await rest('GET', '/primary');
        expect(check.status, n.name).toBe(n.name === primary ? 200 : 503);
        expect((await rest('POST', '/restart', undefined, {})).status, `${n.name} POST /restart`).toBe(401);
        expect((await rest('POST', '/restart', `${HA_USERS.restApi}:wrong`, {})).status, n.name).toBe(401);
        const patch = await rest('PATCH', '/config', undefined, { ttl: 5 });
        expect(patch.status, `${n.name} PATCH /config`).toBe(401);
        expect((await rest('POST', '/switchover', undefined, { leader: primary })).status, n.name).toBe(401);
        // With the password, the same API answers (a reload of the unchanged config file is harmless).
        const reload = await rest('POST', '/reload', `${HA_USERS.restApi}:${secrets.restApi}`);
        expect(reload.status, `${n.name} POST /reload: ${reload.text}`).toBe(202);
      }
      // Nothing of the refused calls took effect: the timing is still the run's.
      const config = (await fetch(`http://127.0.0.1:${ha.nodes[0]?.restPort}/config`).then((r) => r.json())) as {
        ttl: number;
      };
      expect(config.ttl).toBe(HA_TIMING.ttl);

      // PostgreSQL: libpq (what a standby, pg_basebackup and pg_rewind use), never reading a stored password.
      const psql = (conninfo: string, command: string, pass?: string) =>
        new Promise<{ ok: boolean; output: string }>((resolve) => {
          execFile(
            join(PG_BIN, 'psql'),
            ['-w', '-X', '-At', '-d', conninfo, '-c', command],
            {
              env: {
                PATH: process.env.PATH,
                PGPASSFILE: '/dev/null',
                PGCONNECT_TIMEOUT: '5',
                ...(pass ? { PGPASSWORD: pass } : {}),
              },
              timeout: 10_000,
            },
            (err, stdout, stderr) => resolve({ ok: !err, output: `${stdout}${stderr}`.trim() }),
          );
        });
      for (const n of ha.nodes) {
        const at = `host=127.0.0.1 port=${n.pgPort} dbname=postgres`;
        const replication = `${at} user=${HA_USERS.replication} replication=true`;
        const noPassword = await psql(replication, 'IDENTIFY_SYSTEM');
        expect(noPassword, `${n.name} replication without a password`).toEqual({
          ok: false,
          output: expect.stringMatching(/no password supplied/),
        });
        const wrong = await psql(replication, 'IDENTIFY_SYSTEM', 'replicator');
        expect(wrong.output, n.name).toMatch(/password authentication failed for user "replicator"/);
        expect(wrong.ok).toBe(false);
        const right = await psql(replication, 'IDENTIFY_SYSTEM', secrets.replication);
        expect(right, `${n.name} replication with its password`).toEqual({ ok: true, output: expect.any(String) });
        // The superuser: over TCP and over the socket, the old default password no more than none.
        for (const conninfo of [
          `${at} user=postgres`,
          `host=${ha.dir} port=${n.pgPort} dbname=postgres user=postgres`,
        ]) {
          expect((await psql(conninfo, 'select 1')).ok, `${n.name}: ${conninfo}`).toBe(false);
          expect((await psql(conninfo, 'select 1', 'postgres')).ok, `${n.name}: ${conninfo}`).toBe(false);
          expect(await psql(conninfo, 'select 1', secrets.superuser), conninfo).toEqual({ ok: true, output: '1' });
        }
        // The file Patroni wrote: scram-sha-256 on every line, no trust (not even loopback or the socket).
        const hba = readFileSync(join(n.dataDir, 'pg_hba.conf'), 'utf8')
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l !== '' && !l.startsWith('#'));
        expect(hba.length, n.name).toBeGreaterThan(0);
        for (const line of hba) expect(line.split(/\s+/).at(-1), `${n.name}: ${line}`).toBe('scram-sha-256');
        // PostgreSQL is not root's.
        const postmaster = Number(readFileSync(join(n.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        const uid = readFileSync(`/proc/${postmaster}/status`, 'utf8').match(/^Uid:\s+(\d+)/m)?.[1];
        expect(uid, n.name).not.toBe('0');
      }
      // Passwords are stored as SCRAM verifiers, and the standby streams as the replication role.
      const c = new pg.Client({ connectionString: ha.url });
      await c.connect();
      try {
        expect((await c.query('show password_encryption')).rows).toEqual([{ password_encryption: 'scram-sha-256' }]);
        const { rows } = await c.query<{ rolname: string; scram: boolean }>(
          `select rolname, rolpassword like 'SCRAM-SHA-256$%' as scram from pg_authid
           where rolpassword is not null order by rolname`,
        );
        expect(rows).toEqual([
          { rolname: 'postgres', scram: true },
          { rolname: 'replicator', scram: true },
        ]);
        const streams = await c.query('select usename, state, sync_state from pg_stat_replication');
        expect(streams.rows).toEqual([{ usename: 'replicator', state: 'streaming', sync_state: 'sync' }]);
      } finally {
        await c.end();
      }
    }, 60_000);

    it('loses and duplicates no acknowledged write when the primary is killed, twice, and when the standby is', async () => {
      const { attempt, definite, traffic } = client;
      const club = await createClub(app, { clubName: 'Failover XI' });
      const manager = club.manager;
      const members: UserFixture[] = await Promise.all(
        Array.from({ length: MEMBERS }, () => createUser(app, { clubId: club.clubId, credits: 50_000n })),
      );
      const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
      const open = await createMatch(app, club.clubId, { dateTime: tomorrow });
      const live = await createGroup(app, open.id, { betType: 'Multi Betters', betAmount: 300n });
      // Bet on by the subscribers only, once per failover, so each of their bets is accepted and announced.
      const sseGroups = await Promise.all(
        [0, 1].map(() => createGroup(app, open.id, { betType: 'Multi Betters', betAmount: 200n })),
      );
      // One match per primary failover, its result and Approve Credits sent while the primary is down.
      const phases = await Promise.all(
        [0, 1].map(async () => {
          const match = await createMatch(app, club.clubId, { dateTime: tomorrow });
          const groups = await Promise.all([
            createGroup(app, match.id, { betType: 'First Better', betAmount: 1000n }),
            createGroup(app, match.id, { betType: 'Multi Betters', betAmount: 500n }),
          ]);
          return { match, groups };
        }),
      );
      subs = members
        .slice(0, SUBSCRIBERS)
        .map((m) => subscribeEvents(cluster.url, { authorization: `Bearer ${m.token}` }));
      await Promise.all(subs.map((s) => s.waitConnected()));

      const acceptedBets = new Map<string, Bet>();
      const credited = { added: 0, deducted: 0 };
      const refused = { bets: 0, credits: 0 };
      const approved: string[] = [];
      /** Bets sent per member so far: the next one's combination. */
      const sequence = new Map<string, number>();

      const bet = async (
        m: UserFixture,
        key: string,
        k: number,
        group: { id: string; matchId: string; betAmount: bigint },
      ) => {
        // A different combination for each k of a member (147 of them), so most refusals are the First Better
        // group's (taken by another member) and the closed match's, not a member repeating itself.
        const n = (sequence.get(m.id) ?? k) + 1;
        sequence.set(m.id, n);
        const sorted = `${PAIRS[n % PAIRS.length]}${'ABCDEFG'[Math.floor(n / PAIRS.length) % 7]}`;
        const { answer } = await definite(() =>
          attempt('POST', '/api/bets/multiple', m.token, betBody(group, [sorted]), key),
        );
        if (answer.status === 201) {
          for (const b of answer.body.bets as { _id: string }[])
            acceptedBets.set(b._id, { groupId: group.id, userId: m.id });
        } else {
          refused.bets += 1;
          expect([400, 404, 409], JSON.stringify(answer.body)).toContain(answer.status);
        }
        return answer;
      };

      const credit = async (key: string, k: number) => {
        const m = members[k % MEMBERS] as UserFixture;
        const add = k % 3 !== 2;
        const { answer } = await definite(() =>
          attempt(
            'PUT',
            `/api/users/${add ? 'add' : 'deduct'}-credit/${m.id}`,
            manager.token,
            { creditAmount: 1 + (k % 40) },
            key,
          ),
        );
        if (answer.status === 200) credited[add ? 'added' : 'deducted'] += 1;
        else {
          refused.credits += 1;
          expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        }
      };

      /** The mix until `done()` and a few requests after, from every member and the manager. */
      const load = async (
        tag: string,
        groups: { id: string; matchId: string; betAmount: bigint }[],
        done: () => boolean,
      ) => {
        const bettor = async (m: UserFixture, i: number) => {
          for (let k = 0, after = 0; after < BETS_AFTER && k < 400; k++) {
            if (done()) after += 1;
            const group = k % 3 === 0 ? live : (groups[k % groups.length] as (typeof groups)[number]);
            await bet(m, `${tag}-bet-${i}-${k}`, k + i, group);
          }
        };
        const creditor = async () => {
          for (let k = 0, after = 0; after < BETS_AFTER && k < 400; k++) {
            if (done()) after += 1;
            await credit(`${tag}-credit-${k}`, k);
          }
        };
        await Promise.all([...members.map(bettor), creditor()]);
      };

      /** Readiness of instance 0 (its own address) while a fault lasts: the statuses it answered, in order. */
      const watchReady = (until: () => boolean) =>
        (async () => {
          const seen: number[] = [];
          while (!until()) {
            const status = await fetch(`${cluster.instances[0]?.url}/api/ready`, {
              signal: AbortSignal.timeout(5000),
            }).then(
              (r) => r.status,
              () => 0,
            );
            if (seen.at(-1) !== status) seen.push(status);
            await new Promise((r) => setTimeout(r, 100));
          }
          return seen;
        })();

      /** Seconds from `since` until a new connection through HAProxy reaches a primary again. */
      const untilPrimary = async (since: number) => {
        for (;;) {
          const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 1000 });
          try {
            await c.connect();
            const { rows } = await c.query<{ primary: boolean }>('select not pg_is_in_recovery() as primary');
            if (rows[0]?.primary) return (Date.now() - since) / 1000;
          } catch {
            // No primary yet.
          } finally {
            await c.end().catch(() => {});
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      };

      const report: string[] = [];

      /** What must hold after every fault: read on the primary's own address. */
      const check = async (label: string) => {
        const primary = await ha.primary();
        expect(primary, `${label}: a primary`).toBeDefined();
        const direct = await openDatabase({ databaseUrl: ha.nodeUrl(primary as string, DB), dataDir: '' });
        try {
          const rows = await queryRows<{ id: string; group_id: string; user_id: string }>(
            direct.db,
            sql`select b.id, b.group_id, b.user_id from bets b join matches m on m.id = b.match_id
              where m.club_id = ${club.clubId}::uuid`,
          );
          const lost = [...acceptedBets.keys()].filter((id) => !rows.some((r) => r.id === id));
          const extra = rows.filter((r) => !acceptedBets.has(r.id));
          expect(lost, `${label}: acknowledged bets missing`).toEqual([]);
          expect(extra, `${label}: bet rows nobody was told about (a retry placed twice, or half-done)`).toEqual([]);
          const moves = await queryRows<{ kind: string; n: number }>(
            direct.db,
            sql`select kind, count(*)::int as n from transactions where actor_id = ${manager.id}::uuid
              and kind in ('credit_added', 'credit_deducted') group by kind`,
          );
          const by = Object.fromEntries(moves.map((r) => [r.kind, r.n]));
          expect({ added: by.credit_added ?? 0, deducted: by.credit_deducted ?? 0 }, `${label}: credit moves`).toEqual(
            credited,
          );
          for (const matchId of approved) {
            const [paid] = await queryRows<{ pool: string; out: string; status: string }>(
              direct.db,
              sql`select (select coalesce(sum(bet_amount), 0) from bets where match_id = m.id)::text as pool,
                       (select coalesce(sum(amount), 0) from transactions where match_id = m.id
                          and kind in ('winnings', 'referral_commission', 'admin_share', 'manager_share'))::text as out,
                       m.status from matches m where m.id = ${matchId}::uuid`,
            );
            expect(paid?.status, `${label}: approved match`).toBe('Announced');
            expect(paid?.out, `${label}: paid out once`).toBe(paid?.pool);
          }
          const ledger = await runVerifyLedger({ databaseUrl: ha.nodeUrl(primary as string, DB) });
          expect(ledger.code, ledger.output).toBe(0);
          return { lost: lost.length + extra.length, primary: primary as string };
        } finally {
          await direct.close();
        }
      };

      /** Every subscriber receives the events of a later bet (its stream, or a new one, works again). */
      const eventsFlow = async (tag: string, n: number) => {
        const group = sseGroups[n] as (typeof sseGroups)[number];
        await Promise.all(subs.map((s) => s.waitConnected(15_000)));
        const marks = subs.map((s) => s.events.length);
        const answers = await Promise.all(
          members.slice(0, SUBSCRIBERS).map((m, i) => bet(m, `${tag}-live-${i}`, i, group)),
        );
        for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
        await Promise.all(
          subs.map(async (s, i) => {
            await s.waitFor(
              (e) => e.event === 'group' && (e.data as { groupId: string }).groupId === group.id,
              15_000,
              marks[i],
            );
            const credits = (answers[i] as Answer).body.credits;
            await s.waitFor(
              (e) => e.event === 'balance' && (e.data as { credits: number }).credits === credits,
              15_000,
              marks[i],
            );
          }),
        );
      };

      /** Kills the primary's PostgreSQL under load; the result and the approval of `phase` go in while it is down. */
      const primaryFailover = async (n: number) => {
        const phase = phases[n] as (typeof phases)[number];
        const before = await ha.waitHealthy();
        const tag = `failover${n + 1}`;
        const start = { ...traffic };
        let faultOver = false;
        let crashedAt = 0;
        const fault = (async () => {
          // Let the load get going first.
          while (acceptedBets.size < (n + 1) * MEMBERS * 2) await new Promise((r) => setTimeout(r, 20));
          crashedAt = Date.now();
          ha.crashPostgres(before);
          const ready = watchReady(() => faultOver);
          const outage = await untilPrimary(crashedAt);
          const after = await ha.waitHealthy({ notPrimary: before, timeoutMs: 90_000 });
          const rejoined = (Date.now() - crashedAt) / 1000;
          faultOver = true;
          return { outage, after, rejoined, ready: await ready };
        })();
        const manage = (async () => {
          while (crashedAt === 0) await new Promise((r) => setTimeout(r, 20));
          const result = await definite(() =>
            attempt('POST', '/api/results', manager.token, {
              matchId: phase.match.id,
              team1Scores: [40, 35, 30, 25, 20, 15, 10],
              team2Scores: [7, 6, 5, 4, 3, 2, 1],
            }),
          );
          // Without a key, a repeat after a lost answer is refused as already there: the first attempt took effect.
          if (!(result.retries > 0 && result.answer.status === 409)) expect(result.answer.status).toBe(201);
          const approve = await definite(() =>
            attempt(
              'POST',
              `/api/matches/${phase.match.id}/approve-credits`,
              manager.token,
              undefined,
              `${tag}-approve`,
            ),
          );
          expect(approve.answer.status, JSON.stringify(approve.answer.body)).toBe(200);
          approved.push(phase.match.id);
        })();
        const [f] = await Promise.all([fault, load(tag, phase.groups, () => faultOver), manage]);
        await eventsFlow(tag, n);
        const { lost, primary } = await check(tag);
        expect(primary).toBe(f.after);
        expect(f.after).not.toBe(before);
        // The instance said not ready while no primary answered, and ready again after.
        expect(f.ready).toContain(503);
        expect(f.ready.at(-1)).toBe(200);
        const unavailable = traffic.balancerErrors - start.balancerErrors;
        report.push(
          `${tag}: primary ${before} killed, ${f.after} promoted; ${f.outage.toFixed(1)} s without a primary, old primary ` +
            `back as synchronous standby after ${f.rejoined.toFixed(1)} s; ${traffic.requests - start.requests} requests, ` +
            `${unavailable} answered 502/503/504 (${traffic.appUnavailable - start.appUnavailable} of them 503 by an ` +
            `instance, the others by the balancer), ${traffic.cutOff - start.cutOff} cut off; lost ${lost}`,
        );
      };

      await primaryFailover(0);
      await primaryFailover(1);

      // The standby dies (machine gone: Patroni and PostgreSQL). Writes go on, on the primary alone.
      {
        const primary = await ha.waitHealthy();
        const standby = ha.nodes.find((x) => x.name !== primary)?.name as string;
        const start = { ...traffic };
        let done = false;
        let during = 0;
        const killedAt = Date.now();
        await ha.killNode(standby);
        const writes = load('standby', [live], () => done);
        // Patroni drops the dead standby from synchronous_standby_names (strict off), so commits that waited for it
        // go through; from then on the primary accepts writes alone. Counted from 3 s after the kill.
        await new Promise((r) => setTimeout(r, 3000));
        const from = credited.added + credited.deducted;
        for (let i = 0; i < 300 && credited.added + credited.deducted - from < 10; i++)
          await new Promise((r) => setTimeout(r, 100));
        during = credited.added + credited.deducted - from;
        const aloneFor = (Date.now() - killedAt) / 1000;
        ha.startNode(standby);
        const after = await ha.waitHealthy({ timeoutMs: 90_000 });
        const rejoined = (Date.now() - killedAt) / 1000;
        done = true;
        await writes;
        const { lost } = await check('standby');
        expect(after).toBe(primary);
        expect(during).toBeGreaterThanOrEqual(10);
        report.push(
          `standby ${standby} killed: the primary went on alone (synchronous_mode_strict off), ${during} credit moves ` +
            `acknowledged by the primary alone in the ${aloneFor.toFixed(1)} s before the standby was started again; back as synchronous ` +
            `standby after ${rejoined.toFixed(1)} s; ${traffic.balancerErrors - start.balancerErrors} answered 503; lost ${lost}`,
        );
      }

      process.stdout.write(
        `failover drill: ${report.join('\n  ')}\n  in all: ${traffic.requests} requests, ${acceptedBets.size} bets ` +
          `accepted / ${refused.bets} refused, credit moves ${credited.added + credited.deducted} accepted / ` +
          `${refused.credits} refused, ${approved.length} approvals, ${traffic.retried} retries, 500s: ` +
          `${traffic.serverErrors.length}\n`,
      );
      expect(traffic.serverErrors).toEqual([]);
    }, 240_000);
  },
);
