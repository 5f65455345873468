import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type DbOrTx, queryRows } from '../../../src/db/client';
import { groupPoolSql } from '../../../src/lib/group-pool';
import { call } from '../../helpers/app';

/**
 * Test helpers shared by the bets, settlement and winners tests. The result is written straight into `results`
 * (the results API is another module's); bets go through the real API.
 */

/** Saves a result for the match and moves it to Ongoing, as saving a result does. */
export async function saveResult(
  app: FastifyInstance,
  matchId: string,
  team1Scores: number[],
  team2Scores: number[],
): Promise<void> {
  await app.db.execute(
    sql`insert into results (match_id, team1_scores, team2_scores)
        values (${matchId}::uuid, ${`{${team1Scores.join(',')}}`}::int[], ${`{${team2Scores.join(',')}}`}::int[])`,
  );
  await app.db.execute(sql`update matches set status = 'Ongoing' where id = ${matchId}::uuid`);
}

/**
 * A result where a combination "XYL" (two digits, one letter) scores exactly the letter's score: team 1 all 0,
 * team 2 as given for A.. (missing letters score 0).
 */
export async function saveLetterResult(app: FastifyInstance, matchId: string, letterScores: number[]) {
  const team2 = Array.from({ length: 7 }, (_, i) => letterScores[i] ?? 0);
  await saveResult(app, matchId, [0, 0, 0, 0, 0, 0, 0], team2);
}

/** Distinct combinations that score like letter `letter` under saveLetterResult: "12A", "13A", "14A", ... */
export function combosOfLetter(letter: string, count: number): string[] {
  const pairs: string[] = [];
  for (let i = 1; i <= 7; i++) for (let j = i + 1; j <= 7; j++) pairs.push(`${i}${j}${letter}`);
  if (count > pairs.length) throw new Error('at most 21 combinations per letter');
  return pairs.slice(0, count);
}

export async function balanceOf(db: DbOrTx, userId: string): Promise<bigint> {
  const [row] = await queryRows<{ credits: string }>(
    db,
    sql`select credits::text as credits from users where id = ${userId}::uuid`,
  );
  if (!row) throw new Error(`no user ${userId}`);
  return BigInt(row.credits);
}

export async function poolOf(db: DbOrTx, groupId: string): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select ${groupPoolSql(sql`g.id`)}::text as total from groups g where g.id = ${groupId}::uuid`,
  );
  if (!row) throw new Error(`no group ${groupId}`);
  return BigInt(row.total);
}

export async function referralEarningsOf(db: DbOrTx, userId: string): Promise<bigint> {
  const [row] = await queryRows<{ earnings: string }>(
    db,
    sql`select referral_earnings::text as earnings from users where id = ${userId}::uuid`,
  );
  return BigInt(row?.earnings ?? '0');
}

/** Sum of all balances plus the pools of unsettled matches: changes only when credits are minted or deducted. */
export async function creditsInSystem(db: DbOrTx): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select ((select coalesce(sum(credits), 0) from users) +
                (select coalesce(sum(s.amount), 0) from group_pool_slots s join matches m on m.id = s.match_id
                  where m.prize_share_status is null))::text as total`,
  );
  return BigInt(row?.total ?? '0');
}

export async function betCount(db: DbOrTx, groupId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bets where group_id = ${groupId}::uuid`,
  );
  return row?.n ?? 0;
}

/** The body of POST /api/bets/multiple: the group's own match and amount (in RS). */
export function betBody(group: { id: string; matchId: string; betAmount: bigint }, combinations: unknown) {
  return { betAmount: Number(group.betAmount) / 100, matchId: group.matchId, groupId: group.id, combinations };
}

/** POST /api/bets/multiple with the group's own match and amount unless given. */
export async function bet(
  app: FastifyInstance,
  token: string,
  group: { id: string; matchId: string; betAmount: bigint },
  combinations: unknown,
  opts: { betAmount?: unknown; headers?: Record<string, string> } = {},
) {
  return call(app, 'POST', '/api/bets/multiple', {
    token,
    headers: opts.headers,
    body: { ...betBody(group, combinations), ...('betAmount' in opts ? { betAmount: opts.betAmount } : {}) },
  });
}

/** Places bets that must succeed. */
export async function betOk(
  app: FastifyInstance,
  token: string,
  group: { id: string; matchId: string; betAmount: bigint },
  combinations: string[],
) {
  const res = await bet(app, token, group, combinations);
  expect(res.body).toMatchObject({ message: expect.stringContaining('placed successfully') });
  expect(res.status).toBe(201);
  return res.body;
}
