import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { betResultSql } from '../../src/lib/bet-result-sql';
import { useSecondInstance, useTestApp } from '../helpers/app';
import { testDatabaseKind } from '../helpers/database';
import { createClub, createGroup, createMatch, createUser, type UserFixture } from '../helpers/fixtures';
import { expectLedgerBalanced } from '../helpers/ledger';
import { betBody } from '../modules/bets/helpers';

/**
 * The bank test (after Jepsen's bank workload), on PostgreSQL over real HTTP: members bet concurrently in five
 * groups and bid on a few hot lots of two Bidding Method groups (outbid members are refunded) while the Manager adds and deducts credits, deletes two groups with bets in them (refunds) and settles a
 * match. Meanwhile a reader, on its own connection, reads every balance, the open pools and the minted credits in
 * one REPEATABLE READ transaction (three statements, one snapshot), again and again: at every read the balances
 * plus open pools equal the credits minted, and no balance is below zero. Afterwards every accepted operation is
 * found in the database (lost: 0) and the ledger verifies. Run against one app instance and against two on one
 * database. BANK_BETS_PER_MEMBER scales the load (default 8 requests per member).
 */

const MEMBERS = 30;
const BETS_PER_MEMBER = Number(process.env.BANK_BETS_PER_MEMBER ?? 8);
const CREDIT_OPS = 40;

type Answer = { status: number; body: Record<string, unknown> };
type Group = { id: string; matchId: string; betAmount: bigint };

/** A small seeded generator, so a failing interleaving of choices can be replayed (the seed is printed). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe.skipIf(testDatabaseKind() !== 'postgres')('bank test (PostgreSQL)', () => {
  const t = useTestApp();
  const { urls } = useSecondInstance(t, { listen: true });

  async function http(url: string, method: string, path: string, token: string, body?: unknown): Promise<Answer> {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it.each([
    ['one instance', 1],
    ['two instances', 2],
  ])('keeps balances plus open pools equal to minted credits at every read (%s)', async (label, instances) => {
    const seed = Date.now() % 100_000;
    const rand = random(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)] as T;
    const urlFor = (i: number) => urls[i % instances] as string;

    const club = await createClub(t.app, { clubName: `Bank ${label}` });
    const manager = club.manager;
    const members: UserFixture[] = await Promise.all(
      Array.from({ length: MEMBERS }, () => createUser(t.app, { clubId: club.clubId, credits: 20_000n })),
    );
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const settled = await createMatch(t.app, club.clubId, { dateTime: tomorrow });
    const open = await createMatch(t.app, club.clubId, { dateTime: tomorrow });
    const groups: Group[] = await Promise.all([
      createGroup(t.app, settled.id, { betType: 'First Better', betAmount: 1000n }),
      createGroup(t.app, settled.id, { betType: 'Multi Betters', betAmount: 500n }),
      createGroup(t.app, open.id, { betType: 'Multi Betters', betAmount: 700n }),
      createGroup(t.app, open.id, { betType: 'First Better', betAmount: 1500n }),
      createGroup(t.app, open.id, { betType: 'Multi Betters', betAmount: 250n }),
    ]);
    const [, , doomedA, doomedB] = groups as [Group, Group, Group, Group, Group];
    // Bidding Method: opening bid RS10, increment RS1; one group is settled with its standing bids, one stays open.
    const bidGroups: Group[] = await Promise.all([
      createGroup(t.app, settled.id, { betType: 'Bidding Method', betAmount: 1000n, minimumIncrement: 100n }),
      createGroup(t.app, open.id, { betType: 'Bidding Method', betAmount: 1000n, minimumIncrement: 100n }),
    ]);
    const hotLots = ['12A', '34B', '56C', '17G'];
    /** Accepted bids per group and lot, in the order answered: the standing bid must be the highest of them. */
    const acceptedBids = new Map<string, { userId: string; amount: bigint }[]>();

    const ops = new Map<string, { tried: number; accepted: number; refused: number; unavailable: number }>();
    const count = (kind: string, res: Answer) => {
      const row = ops.get(kind) ?? { tried: 0, accepted: 0, refused: 0, unavailable: 0 };
      row.tried += 1;
      if (res.status < 300) row.accepted += 1;
      else if (res.status < 500) row.refused += 1;
      else row.unavailable += 1;
      ops.set(kind, row);
    };
    /** Accepted stakes per member and group (paise), and accepted credit moves: what must all be found afterwards. */
    const stakes = new Map<string, bigint>();
    const acceptedBetIds: { groupId: string; id: string }[] = [];
    const creditMoves = { added: 0, deducted: 0 };

    // The reader: one snapshot per read, three statements in it.
    const reader = new pg.Client({ connectionString: t.databaseUrl });
    await reader.connect();
    const reads = { done: 0, violations: [] as string[] };
    let loading = true;
    const readLoop = (async () => {
      while (loading || reads.done < 3) {
        await reader.query('begin isolation level repeatable read read only');
        const balances = await reader.query<{ total: string; lowest: string }>(
          'select coalesce(sum(credits), 0)::text as total, coalesce(min(credits), 0)::text as lowest from users',
        );
        const pools = await reader.query<{ pools: string }>(
          `select coalesce(sum(s.amount), 0)::text as pools from group_pool_slots s join matches m on m.id = s.match_id
           where m.prize_share_status is null`,
        );
        const minted = await reader.query<{ minted: string }>(
          `select coalesce(sum(case kind when 'credit_added' then amount when 'credit_deducted' then -amount else 0 end), 0)::text
             as minted from transactions`,
        );
        await reader.query('commit');
        const total = BigInt(balances.rows[0]?.total ?? '0') + BigInt(pools.rows[0]?.pools ?? '0');
        const mintedNow = BigInt(minted.rows[0]?.minted ?? '0');
        if (total !== mintedNow)
          reads.violations.push(`read ${reads.done}: balances+pools ${total} != minted ${mintedNow}`);
        if (BigInt(balances.rows[0]?.lowest ?? '0') < 0n)
          reads.violations.push(`read ${reads.done}: a negative balance`);
        reads.done += 1;
      }
    })();

    const letters = 'ABCDEFG';
    const digits = '1234567';
    const combination = () => {
      const d = [...digits].sort(() => rand() - 0.5).slice(0, 2);
      return `${d.join('')}${pick([...letters])}`;
    };

    const bidder = async (m: UserFixture, index: number) => {
      const group = pick(bidGroups);
      const lot = pick(hotLots);
      const amount = 10 + Math.floor(rand() * 40);
      const res = await http(urlFor(index), 'POST', '/api/bids', m.token, {
        groupId: group.id,
        matchId: group.matchId,
        combination: lot,
        amount,
      });
      count('bid', res);
      if (res.status === 201) {
        const key = `${group.id}:${lot}`;
        acceptedBids.set(key, [...(acceptedBids.get(key) ?? []), { userId: m.id, amount: BigInt(amount * 100) }]);
      } else {
        expect([400, 409], JSON.stringify(res.body)).toContain(res.status);
      }
    };

    const bettor = async (m: UserFixture, index: number) => {
      for (let k = 0; k < BETS_PER_MEMBER; k++) {
        if (rand() < 0.3) {
          await bidder(m, index + k);
          continue;
        }
        const group = pick(groups);
        const combos = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, combination))];
        const res = await http(urlFor(index + k), 'POST', '/api/bets/multiple', m.token, betBody(group, combos));
        count('bet', res);
        if (res.status === 201) {
          const key = `${m.id}:${group.id}`;
          stakes.set(key, (stakes.get(key) ?? 0n) + group.betAmount * BigInt(combos.length));
          for (const bet of res.body.bets as { _id: string }[]) acceptedBetIds.push({ groupId: group.id, id: bet._id });
        } else {
          expect([400, 404, 409], JSON.stringify(res.body)).toContain(res.status);
        }
      }
    };

    const creditor = async () => {
      for (let k = 0; k < CREDIT_OPS; k++) {
        const m = pick(members);
        const add = rand() < 0.5;
        // Deductions sometimes exceed the balance: refused, and nothing moves.
        const amount = add ? 1 + Math.floor(rand() * 50) : 1 + Math.floor(rand() * 400);
        const res = await http(urlFor(k), 'PUT', `/api/users/${add ? 'add' : 'deduct'}-credit/${m.id}`, manager.token, {
          creditAmount: amount,
        });
        count(add ? 'credit add' : 'credit deduct', res);
        if (res.status === 200) creditMoves[add ? 'added' : 'deducted'] += 1;
        else expect(res.status, JSON.stringify(res.body)).toBe(400);
      }
    };

    /** Waits until this many bets were accepted (or a few seconds passed), so a step lands in the middle of the load. */
    const afterBets = async (n: number) => {
      for (let waited = 0; acceptedBetIds.length < n && waited < 5000; waited += 10) {
        await new Promise((r) => setTimeout(r, 10));
      }
    };

    const deleter = async () => {
      await afterBets(MEMBERS);
      for (const [i, group] of [doomedA, doomedB].entries()) {
        const res = await http(urlFor(i), 'DELETE', `/api/groups/${group.id}`, manager.token);
        count('group delete (refunds)', res);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    const settler = async () => {
      await afterBets(MEMBERS * 2);
      const result = await http(urlFor(0), 'POST', '/api/results', manager.token, {
        matchId: settled.id,
        team1Scores: [40, 35, 30, 25, 20, 15, 10],
        team2Scores: [7, 6, 5, 4, 3, 2, 1],
      });
      count('result', result);
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      const approve = await http(urlFor(1), 'POST', `/api/matches/${settled.id}/approve-credits`, manager.token);
      count('settlement', approve);
      expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    };

    // Every worker runs to its end before a failure is raised: a failure then leaves neither the reader looping nor
    // requests in flight when the instances close.
    const workers = await Promise.allSettled([...members.map(bettor), creditor(), deleter(), settler()]);
    loading = false;
    await readLoop;
    await reader.end();
    const failed = workers.find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;

    // Lost: accepted operations whose effect is missing.
    const lost: string[] = [];
    const deleted = new Set([doomedA.id, doomedB.id]);
    const betRows = await queryRows<{ id: string }>(
      t.db,
      sql`select b.id from bets b join groups g on g.id = b.group_id join matches m on m.id = g.match_id
          where m.club_id = ${club.clubId}::uuid and g.bet_type <> 'Bidding Method'`,
    );
    const present = new Set(betRows.map((r) => r.id));
    for (const bet of acceptedBetIds) {
      if (!deleted.has(bet.groupId) && !present.has(bet.id)) lost.push(`bet ${bet.id}`);
    }
    // Nothing refused left a bet behind: the rows are exactly the accepted bets of groups that still exist.
    const survivingAccepted = acceptedBetIds.filter((b) => !deleted.has(b.groupId)).length;
    if (betRows.length !== survivingAccepted)
      lost.push(`${betRows.length} bet rows for ${survivingAccepted} accepted bets`);
    // Refund rows keep their match (the group's id is cleared with the group): both doomed groups are on `open`.
    const refunds = await queryRows<{ user_id: string; amount: string }>(
      t.db,
      sql`select user_id, sum(amount)::text as amount from transactions
          where kind = 'bet_refunded' and match_id = ${open.id}::uuid and description not like 'Outbid on %' group by user_id`,
    );
    const refunded = new Map(refunds.map((r) => [r.user_id, BigInt(r.amount)]));
    const owed = new Map<string, bigint>();
    for (const [key, amount] of stakes) {
      const [userId, groupId] = key.split(':') as [string, string];
      if (deleted.has(groupId)) owed.set(userId, (owed.get(userId) ?? 0n) + amount);
    }
    for (const [userId, amount] of owed) {
      if (refunded.get(userId) !== amount) lost.push(`refund to ${userId}: ${refunded.get(userId)} != ${amount}`);
    }
    if (refunded.size !== owed.size) lost.push(`${refunded.size} members refunded, ${owed.size} owed a refund`);
    // Bids: each lot's standing bid is the highest accepted bid on it, held by its bidder; no other lot has one.
    const lots = await queryRows<{ group_id: string; combination: string; user_id: string; amount: string }>(
      t.db,
      sql`select group_id, combination, user_id, bet_amount::text as amount from bets
          where group_id in (${sql.join(
            bidGroups.map((g) => sql`${g.id}::uuid`),
            sql`, `,
          )})`,
    );
    const standing = new Map(lots.map((l) => [`${l.group_id}:${l.combination}`, l]));
    for (const [key, bids] of acceptedBids) {
      const top = bids.reduce((a, b) => (b.amount > a.amount ? b : a));
      const row = standing.get(key);
      if (!row || row.user_id !== top.userId || BigInt(row.amount) !== top.amount) lost.push(`standing bid ${key}`);
    }
    if (standing.size !== acceptedBids.size) lost.push(`${standing.size} lots held, ${acceptedBids.size} bid on`);
    const moves = await queryRows<{ kind: string; n: number }>(
      t.db,
      sql`select kind, count(*)::int as n from transactions where actor_id = ${manager.id}::uuid
          and kind in ('credit_added', 'credit_deducted') group by kind`,
    );
    const movesBy = new Map(moves.map((r) => [r.kind, r.n]));
    if ((movesBy.get('credit_added') ?? 0) !== creditMoves.added) lost.push('an accepted credit add');
    if ((movesBy.get('credit_deducted') ?? 0) !== creditMoves.deducted) lost.push('an accepted credit deduct');
    const [settledRow] = await queryRows<{ status: string; unsettled: number; winners: number }>(
      t.db,
      sql`select m.status, (select count(*)::int from bets where match_id = m.id and ${betResultSql(sql`result`, sql`m.prize_share_status`)} is null) as unsettled,
                 (select count(*)::int from winners w join groups g on g.id = w.group_id where g.match_id = m.id) as winners
          from matches m where m.id = ${settled.id}::uuid`,
    );

    const tried = [...ops.values()].reduce((n, o) => n + o.tried, 0);
    const accepted = [...ops.values()].reduce((n, o) => n + o.accepted, 0);
    const refused = [...ops.values()].reduce((n, o) => n + o.refused, 0);
    const detail = [...ops.entries()].map(([k, o]) => `${k} ${o.tried}/${o.accepted}/${o.refused}`).join(', ');
    process.stdout.write(
      `bank test (${label}, seed ${seed}): ${reads.done} snapshot reads, ${reads.violations.length} violations; ` +
        `${tried} operations tried, ${accepted} accepted, ${refused} refused, lost ${lost.length} ` +
        `(tried/accepted/refused: ${detail})\n`,
    );

    expect(reads.violations).toEqual([]);
    expect(reads.done).toBeGreaterThan(10);
    expect(lost).toEqual([]);
    expect([...ops.values()].every((o) => o.unavailable === 0)).toBe(true);
    expect(ops.get('bet')?.accepted).toBeGreaterThan(0);
    expect(ops.get('bet')?.refused).toBeGreaterThan(0);
    expect(ops.get('bid')?.accepted).toBeGreaterThan(0);
    expect(settledRow).toMatchObject({ status: 'Announced', unsettled: 0 });
    await expectLedgerBalanced(t.db);
  });
});
