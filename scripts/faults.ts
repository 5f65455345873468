/**
 * Fault injection against the real server process on PostgreSQL: SIGKILL in the middle of a bet load and in the
 * middle of a settlement, restart, and show with `npm run verify-ledger` that nothing is half-written, that every
 * bet request is placed exactly once when retried with its Idempotency-Key, and that a retried settlement pays
 * exactly once.
 *
 *   npx tsx scripts/faults.ts [--short] [--entry=src|dist]
 *
 * The PostgreSQL server is TEST_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * a fresh database is created on it and dropped at the end. The server runs as a child process:
 * `node apps/server/dist/main.js` when that bundle is newer than the sources (or with --entry=dist), otherwise
 * `node --import tsx apps/server/src/main.ts`. Exits non-zero on any failed check.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ApiMember, arrangeClub, newMatch } from './lib/api-fixtures';
import { runVerifyLedger } from './lib/ledger';
import { freePort, type RunningServer, serverEntry, startServer } from './lib/server-process';

const args = process.argv.slice(2);
const SHORT = args.includes('--short');
const SIZE = SHORT
  ? { members: 10, killAfterBets: 30, settlementRequests: 4 }
  : { members: 30, killAfterBets: 200, settlementRequests: 20 };
const SERVER_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { phone: '9000000001', password: 'faults-admin-pw' };

const say = (line: string) => process.stdout.write(`${line}\n`);
const failures: string[] = [];
function check(ok: boolean, what: string) {
  say(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The server process (the harness of scripts/lib/server-process.ts) ----------------------------------------------

const ENTRY = serverEntry(args.find((a) => a.startsWith('--entry='))?.split('=')[1] as 'dist' | 'src' | undefined);

/** One server process on a fixed port (a restart keeps its address), its log appended to one file across restarts. */
async function startFaultServer(databaseUrl: string, port: number, logFile: string): Promise<RunningServer> {
  const server = await startServer({
    entry: ENTRY.entry,
    nodeArgs: ENTRY.nodeArgs,
    port,
    logPath: logFile,
    appendLog: true,
    startTimeoutMs: 90_000,
    env: {
      DATABASE_URL: databaseUrl,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      DB_POOL_SIZE: '10',
    },
  });
  say(`  server up: ${ENTRY.label} (pid ${server.pid}) on ${server.url}`);
  return server;
}

async function killServer(server: RunningServer): Promise<void> {
  server.signal('SIGKILL');
  await server.exited;
}

const verifyLedger = (databaseUrl: string) => runVerifyLedger({ databaseUrl });

// HTTP ------------------------------------------------------------------------------------------------------------

type Answer = { status: number; body: Record<string, unknown> };
/** Every HTTP request of the run: answered 2xx, refused 4xx, 5xx, or cut off by a kill (no answer). */
const traffic = { tried: 0, accepted: 0, refused: 0, serverErrors: 0, cutOff: 0 };
/** A request whose connection failed: the server may or may not have done it. */
class Unknown extends Error {}

async function http(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.key) headers['idempotency-key'] = opts.key;
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (err) {
    traffic.tried += 1;
    traffic.cutOff += 1;
    throw new Unknown(`${method} ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
  traffic.tried += 1;
  if (res.status < 300) traffic.accepted += 1;
  else if (res.status < 500) traffic.refused += 1;
  else traffic.serverErrors += 1;
  const text = await res.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

async function ok(base: string, method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
  const res = await http(base, method, path, opts);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

// The run ---------------------------------------------------------------------------------------------------------

type Member = ApiMember;
type BetRequest = {
  member: Member;
  key: string;
  body: { betAmount: number; matchId: string; groupId: string; combinations: string[] };
};

const DIGITS = '1234567';
const LETTERS = 'ABCDEFG';
/** All 147 combinations of two digits and one letter, shuffled per member so members collide only sometimes. */
function combinationsFor(seed: number): string[] {
  const all: string[] = [];
  for (let i = 0; i < 7; i++)
    for (let j = i + 1; j < 7; j++) for (const l of LETTERS) all.push(`${DIGITS[i]}${DIGITS[j]}${l}`);
  let s = seed + 1;
  for (let i = all.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [all[i], all[j]] = [all[j] as string, all[i] as string];
  }
  return all;
}

/** Whether a 201 bet answer names bets, and only bets that were already in the database (a replay, not a new placing). */
function answersOnlyBetsFrom(body: Record<string, unknown>, existing: Set<string>): boolean {
  const bets = body.bets;
  return (
    Array.isArray(bets) &&
    bets.length > 0 &&
    bets.every((b: { _id?: unknown }) => typeof b._id === 'string' && existing.has(b._id))
  );
}

async function rows<T extends Record<string, unknown>>(db: pg.Client, text: string, values: unknown[] = []) {
  return (await db.query<T>(text, values)).rows;
}

async function main() {
  const started = Date.now();
  const name = `wp_faults_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const logFile = join(mkdtempSync(join(tmpdir(), 'wicket-faults-')), 'server.log');
  const port = await freePort();
  say(`faults (${SHORT ? 'short' : 'full'}): database ${name}, server log ${logFile}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  let server: RunningServer | undefined;
  try {
    server = await startFaultServer(databaseUrl, port, logFile);
    await db.connect();
    const club = await arrangeClub(server.url, {
      admin: ADMIN,
      clubName: 'Fault XI',
      members: SIZE.members,
      credits: 1000,
    });
    const betGame = await newMatch(server.url, club.managerToken, [
      { betType: 'First Better', betAmount: 10 },
      { betType: 'Multi Betters', betAmount: 5 },
      { betType: 'Multi Betters', betAmount: 20 },
    ]);

    // (1) SIGKILL in the middle of a bet load. -----------------------------------------------------------------
    say('\n1. SIGKILL during a bet load');
    const requests: BetRequest[] = [];
    const answered = new Map<string, Answer>();
    const unknown: BetRequest[] = [];
    let accepted = 0;
    let killed = false;
    let inFlight = 0;
    let inFlightAtKill = 0;
    const bettor = async (member: Member, i: number) => {
      const combos = combinationsFor(i);
      for (let k = 0; !killed; k++) {
        const group = betGame.groupIds[k % 3] as string;
        const betAmount = [10, 5, 20][k % 3] as number;
        const request: BetRequest = {
          member,
          key: `load-${i}-${k}`,
          body: {
            betAmount,
            matchId: betGame.matchId,
            groupId: group,
            combinations: combos.slice((k * 2) % 140, ((k * 2) % 140) + 1 + (k % 2)),
          },
        };
        requests.push(request);
        inFlight += 1;
        try {
          const res = await http(server?.url ?? '', 'POST', '/api/bets/multiple', {
            token: member.token,
            body: request.body,
            key: request.key,
          });
          answered.set(request.key, res);
          if (res.status === 201) accepted += 1;
        } catch (err) {
          if (!(err instanceof Unknown)) throw err;
          unknown.push(request);
          return;
        } finally {
          inFlight -= 1;
        }
      }
    };
    // The harness holds the first member's balance row, so that member's first bet waits inside the database: a
    // request surely in flight at the server when the kill comes. Counting this process's unanswered requests was not
    // enough: on a fast run all of them had been answered by the server before the kill reached it.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from users where id = $1 for update', [club.members[0]?.id]);
    const waitingOnHolder = async () =>
      (
        await rows<{ n: number }>(
          db,
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        )
      )[0]?.n ?? 0;
    const killer = (async () => {
      for (let waited = 0; waited < 30_000; waited += 5) {
        if (accepted >= SIZE.killAfterBets && (await waitingOnHolder()) > 0) break;
        await sleep(5);
      }
      inFlightAtKill = inFlight;
      killed = true;
      if (server) await killServer(server);
      // Released after the kill: the held bet then commits or rolls back with nobody to answer, like any other.
      await holder.query('rollback');
      await holder.end();
    })();
    await Promise.all([...club.members.map(bettor), killer]);
    const refusedBeforeKill = [...answered.values()].filter((a) => a.status >= 400).length;
    say(
      `  ${requests.length} bet requests sent: ${accepted} accepted, ${refusedBeforeKill} refused, ` +
        `${unknown.length} without an answer (${inFlightAtKill} in flight at the kill)`,
    );
    check(unknown.length > 0, 'the kill hit requests in flight');

    const downCheck = await verifyLedger(databaseUrl);
    check(downCheck.code === 0, `npm run verify-ledger with the server dead: ${downCheck.output.split('\n').pop()}`);
    // Every committed bet request wrote its bets, its debit, its pool total and its key in one transaction.
    const halfWritten = await rows<{ user_id: string }>(
      db,
      `select coalesce(b.user_id, t.user_id) as user_id from
         (select user_id, sum(bet_amount) as staked from bets group by user_id) b
         full join (select user_id, sum(amount) as debited from transactions where kind = 'bet_placed' group by user_id) t
         on t.user_id = b.user_id
       where coalesce(b.staked, 0) <> coalesce(t.debited, 0)`,
    );
    check(
      halfWritten.length === 0,
      "every member's bets equal its bet debits (no bet without its debit, no debit without its bets)",
    );
    const committedKeys = new Set(
      (await rows<{ key: string }>(db, `select key from idempotency_keys where key like 'load-%'`)).map((r) => r.key),
    );
    const committedUnanswered = unknown.filter((r) => committedKeys.has(r.key));
    say(
      `  of the ${unknown.length} unanswered: ${committedUnanswered.length} had committed before the kill, ` +
        `${unknown.length - committedUnanswered.length} had not (rolled back)`,
    );

    // A replay answers the bets its key committed before the kill; a second placing would answer new bet ids.
    const betsBeforeRestart = new Set(
      (await rows<{ id: string }>(db, 'select id from bets where match_id = $1', [betGame.matchId])).map((r) => r.id),
    );
    server = await startFaultServer(databaseUrl, port, logFile);
    let replayed = 0;
    let placedNow = 0;
    let retryRefused = 0;
    for (const request of unknown) {
      let res: Answer | undefined;
      for (let attempt = 0; attempt < 5 && !res; attempt++) {
        try {
          res = await http(server.url, 'POST', '/api/bets/multiple', {
            token: request.member.token,
            body: request.body,
            key: request.key,
          });
        } catch (err) {
          if (!(err instanceof Unknown)) throw err;
          await sleep(200);
        }
      }
      if (!res) throw new Error(`retry of ${request.key} never got an answer`);
      answered.set(request.key, res);
      if (committedKeys.has(request.key)) {
        if (res.status === 201 && answersOnlyBetsFrom(res.body, betsBeforeRestart)) replayed += 1;
        else failures.push(`retry of committed ${request.key} answered ${res.status} ${JSON.stringify(res.body)}`);
      } else if (res.status === 201) placedNow += 1;
      else retryRefused += 1;
    }
    check(
      replayed === committedUnanswered.length,
      `retried with their keys: ${replayed} replayed the stored answer, ${placedNow} placed now, ${retryRefused} refused (taken meanwhile)`,
    );
    const expectedBets = [...answered.entries()]
      .filter(([, a]) => a.status === 201)
      .reduce((n, [key]) => n + (requests.find((r) => r.key === key)?.body.combinations.length ?? 0), 0);
    const [betRows] = await rows<{ n: number }>(db, 'select count(*)::int as n from bets where match_id = $1', [
      betGame.matchId,
    ]);
    check(
      betRows?.n === expectedBets,
      `bets in the database (${betRows?.n}) = combinations of the requests answered 201 (${expectedBets}): each placed exactly once`,
    );
    const upCheck = await verifyLedger(databaseUrl);
    check(upCheck.code === 0, `npm run verify-ledger after restart and retries: ${upCheck.output.split('\n').pop()}`);

    // (2) SIGKILL in the middle of a settlement. ---------------------------------------------------------------
    say('\n2. SIGKILL during a settlement');
    const settleGame = await newMatch(server.url, club.managerToken, [
      { betType: 'Multi Betters', betAmount: 1 },
      { betType: 'Multi Betters', betAmount: 2 },
      { betType: 'First Better', betAmount: 3 },
    ]);
    await Promise.all(
      club.members.map(async (member, i) => {
        const combos = combinationsFor(i + 100);
        for (let k = 0; k < SIZE.settlementRequests; k++) {
          const g = k % 3;
          const res = await http(server?.url ?? '', 'POST', '/api/bets/multiple', {
            token: member.token,
            body: {
              betAmount: g + 1,
              matchId: settleGame.matchId,
              groupId: settleGame.groupIds[g],
              combinations: combos.slice(k * 5, k * 5 + 5),
            },
          });
          if (res.status !== 201 && res.status !== 409)
            throw new Error(`bet for the settlement answered ${res.status}`);
        }
      }),
    );
    await ok(server.url, 'POST', '/api/results', {
      token: club.managerToken,
      body: {
        matchId: settleGame.matchId,
        team1Scores: [70, 60, 50, 40, 30, 20, 10],
        team2Scores: [7, 6, 5, 4, 3, 2, 1],
      },
    });
    const [pool] = await rows<{ bets: number; pool: string }>(
      db,
      `select count(*)::int as bets, coalesce(sum(bet_amount), 0)::text as pool from bets where match_id = $1`,
      [settleGame.matchId],
    );
    // Hold the manager's balance row: the settlement writes bet outcomes and winners, then waits to pay the manager.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select id from users where id = $1 for update', [club.managerId]);
    const [blockerPid] = (await blocker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    const approve = http(server.url, 'POST', `/api/matches/${settleGame.matchId}/approve-credits`, {
      token: club.managerToken,
    }).catch((err: unknown) => err);
    let stuckIn = '';
    for (let waited = 0; waited < 30_000 && !stuckIn; waited += 10) {
      const [waiting] = await rows<{ query: string }>(
        db,
        `select query from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'
           and $1::int = any(pg_blocking_pids(pid)) limit 1`,
        [blockerPid?.pid],
      );
      if (waiting) stuckIn = waiting.query.replace(/\s+/g, ' ').slice(0, 60);
      else await sleep(10);
    }
    check(
      stuckIn !== '',
      `the settlement is mid-transaction (bet outcomes and winners written, waiting at "${stuckIn}...")`,
    );
    const [written] = await rows<{ n: number }>(
      db,
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active'
         and wait_event_type = 'Lock'`,
    );
    await killServer(server);
    const approveOutcome = await approve;
    check(approveOutcome instanceof Unknown, 'the approve request died with the server (no answer)');
    await blocker.query('rollback');
    await blocker.end();
    // Wait until PostgreSQL has noticed the dead client and rolled its transaction back.
    for (let waited = 0; waited < 30_000; waited += 50) {
      const [left] = await rows<{ n: number }>(
        db,
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      if (left?.n === 0) break;
      await sleep(50);
    }
    const [afterKill] = await rows<{
      settled: boolean;
      status: string;
      winners: number;
      outcomes: number;
      payouts: number;
    }>(
      db,
      `select m.prize_share_status is not null as settled, m.status,
              (select count(*)::int from winners w join groups g on g.id = w.group_id where g.match_id = m.id) as winners,
              (select count(*)::int from bets where match_id = m.id and result is not null) as outcomes,
              (select count(*)::int from transactions where match_id = m.id and kind <> 'bet_placed') as payouts
       from matches m where m.id = $1`,
      [settleGame.matchId],
    );
    check(
      afterKill?.settled === false && afterKill.winners === 0 && afterKill.outcomes === 0 && afterKill.payouts === 0,
      `after the kill nothing of the settlement remains (settled ${afterKill?.settled}, status ${afterKill?.status}, ` +
        `winners ${afterKill?.winners}, bet outcomes ${afterKill?.outcomes}, payouts ${afterKill?.payouts}; ${written?.n ?? 0} waiting backends at the kill)`,
    );
    const downSettle = await verifyLedger(databaseUrl);
    check(downSettle.code === 0, `npm run verify-ledger after the kill: ${downSettle.output.split('\n').pop()}`);

    server = await startFaultServer(databaseUrl, port, logFile);
    let retried: Answer | undefined;
    for (let attempt = 0; attempt < 5 && !retried; attempt++) {
      try {
        retried = await http(server.url, 'POST', `/api/matches/${settleGame.matchId}/approve-credits`, {
          token: club.managerToken,
        });
      } catch (err) {
        if (!(err instanceof Unknown)) throw err;
        await sleep(200);
      }
    }
    check(
      retried?.status === 200,
      `the retried settlement completes: ${retried?.status} ${String(retried?.body.message)}`,
    );
    const again = await http(server.url, 'POST', `/api/matches/${settleGame.matchId}/approve-credits`, {
      token: club.managerToken,
    });
    check(again.status === 409, `a second retry is refused: ${again.status} ${String(again.body.message)}`);
    const [paid] = await rows<{ out: string; winners: number; winning_bets: number; settled: boolean }>(
      db,
      `select coalesce(sum(t.amount), 0)::text as out,
              (select count(*)::int from winners w join groups g on g.id = w.group_id where g.match_id = $1) as winners,
              (select count(*)::int from bets where match_id = $1 and result = 'Win') as winning_bets,
              (select prize_share_status is not null from matches where id = $1) as settled
       from transactions t where t.match_id = $1
         and t.kind in ('winnings', 'referral_commission', 'admin_share', 'manager_share')`,
      [settleGame.matchId],
    );
    check(
      paid?.out === pool?.pool && paid?.winners === paid?.winning_bets && paid?.settled === true,
      `paid out exactly once: ${paid?.out} paise out of a pool of ${pool?.pool} (${pool?.bets} bets), ` +
        `${paid?.winners} winners records for ${paid?.winning_bets} winning bets`,
    );
    const finalCheck = await verifyLedger(databaseUrl);
    check(finalCheck.code === 0, `npm run verify-ledger at the end: ${finalCheck.output.split('\n').pop()}`);

    check(traffic.serverErrors === 0, 'no request answered 5xx');
    say(
      `\nfaults: 2 SIGKILLs; ${traffic.tried} requests tried, ${traffic.accepted} accepted, ${traffic.refused} refused, ` +
        `${traffic.cutOff} cut off by a kill (all retried with their key), lost ${failures.length === 0 ? 0 : 'see failures'}; ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    if (server) await killServer(server);
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
  if (failures.length > 0) {
    process.stderr.write(`\n${failures.length} check(s) failed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
    process.exitCode = 1;
  } else {
    say('all fault checks passed');
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`faults: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
