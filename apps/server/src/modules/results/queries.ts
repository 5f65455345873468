import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { bets, matches, results, scorecards } from '../../db/schema';
import { betScoreSql } from '../../lib/bet-score-sql';

export type ResultRow = {
  id: string;
  matchId: string;
  clubId: string;
  team1Scores: number[];
  team2Scores: number[];
  createdAt: Date;
  updatedAt: Date;
};

const resultColumns = {
  id: results.id,
  matchId: results.matchId,
  clubId: matches.clubId,
  team1Scores: results.team1Scores,
  team2Scores: results.team2Scores,
  createdAt: results.createdAt,
  updatedAt: results.updatedAt,
};

export async function findResult(db: DbOrTx, id: string): Promise<ResultRow | undefined> {
  const [row] = await db
    .select(resultColumns)
    .from(results)
    .innerJoin(matches, eq(matches.id, results.matchId))
    .where(eq(results.id, id));
  return row;
}

export async function findResultIdByMatch(db: DbOrTx, matchId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: results.id }).from(results).where(eq(results.matchId, matchId));
  return row?.id;
}

export async function insertResult(
  tx: DbOrTx,
  matchId: string,
  team1Scores: number[],
  team2Scores: number[],
): Promise<string> {
  const [row] = await tx.insert(results).values({ matchId, team1Scores, team2Scores }).returning({ id: results.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateResultScores(
  tx: DbOrTx,
  id: string,
  team1Scores: number[],
  team2Scores: number[],
): Promise<void> {
  await tx.update(results).set({ team1Scores, team2Scores, updatedAt: sql`now()` }).where(eq(results.id, id));
}

/**
 * Scores every bet of the match from its saved result in ONE set-based UPDATE (the sum of the three players'
 * scores, betScoreSql), and marks the match Ongoing. A bet whose score is already right is not rewritten (a changed
 * result rescores only the bets it moves; a first save scores each bet once, its null score short-circuiting the
 * comparison). Answers how many bets were (re)scored.
 */
export async function scoreMatchBets(tx: DbOrTx, matchId: string): Promise<number> {
  const score = betScoreSql(sql`b.combination`, sql`r.team1_scores`, sql`r.team2_scores`);
  const [row] = await queryRows<{ scored: number }>(
    tx,
    sql`with scored as (
          update ${bets} b
          set score = ${score}
          from ${results} r
          where r.match_id = b.match_id and b.match_id = ${matchId} and (b.score is null or b.score <> ${score})
          returning 1)
        select count(*)::int as scored from scored`,
  );
  await tx.update(matches).set({ status: 'Ongoing' }).where(eq(matches.id, matchId));
  return Number(row?.scored ?? 0);
}

/**
 * A typed result replaces the scorecard its scores came from: the scorecard goes (written here rather than in
 * scorecard/, which builds on results and not the other way round).
 */
export async function deleteMatchScorecard(tx: DbOrTx, matchId: string): Promise<void> {
  await tx.delete(scorecards).where(eq(scorecards.matchId, matchId));
}
