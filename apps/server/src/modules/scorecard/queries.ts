import type { PlayerFigures, PointsTable } from '@wicket/shared/points';
import type { ScorecardSource } from '@wicket/shared/schemas/scorecard';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matches, scorecards } from '../../db/schema';

export type ScorecardFigures = { team1: PlayerFigures[]; team2: PlayerFigures[] };

/** A saved scorecard: the figures and the points system (name and table) they were scored with. */
export type ScorecardRow = {
  matchId: string;
  source: ScorecardSource;
  figures: ScorecardFigures;
  pointsSystemName: string;
  pointsTable: PointsTable;
  updatedAt: Date;
};

/** What the scorecard answers name of its match: the club, the team names and the slots' player names. */
export type ScorecardMatch = {
  id: string;
  clubId: string;
  team1: string;
  team2: string;
  team1Players: Record<string, string>;
  team2Players: Record<string, string>;
};

const matchColumns = {
  id: matches.id,
  clubId: matches.clubId,
  team1: matches.team1,
  team2: matches.team2,
  team1Players: matches.team1Players,
  team2Players: matches.team2Players,
};

export async function findScorecardMatch(db: DbOrTx, matchId: string): Promise<ScorecardMatch | undefined> {
  const [row] = await db.select(matchColumns).from(matches).where(eq(matches.id, matchId));
  return row;
}

/** The match and its scorecard (undefined when there is none) in one read; undefined when the match does not exist. */
export async function findScorecard(
  db: DbOrTx,
  matchId: string,
): Promise<{ match: ScorecardMatch; scorecard: ScorecardRow | undefined } | undefined> {
  const [row] = await db
    .select({
      match: matchColumns,
      scorecard: {
        matchId: scorecards.matchId,
        source: scorecards.source,
        figures: scorecards.figures,
        pointsSystemName: scorecards.pointsSystemName,
        pointsTable: scorecards.pointsTable,
        updatedAt: scorecards.updatedAt,
      },
    })
    .from(matches)
    .leftJoin(scorecards, eq(scorecards.matchId, matches.id))
    .where(eq(matches.id, matchId));
  if (!row) return undefined;
  return { match: row.match, scorecard: row.scorecard ?? undefined };
}

/** Inserts or replaces the match's scorecard (the caller holds the match's row lock). */
export async function upsertScorecard(tx: DbOrTx, row: Omit<ScorecardRow, 'updatedAt'>): Promise<void> {
  await tx
    .insert(scorecards)
    .values({ ...row, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: scorecards.matchId,
      set: {
        source: row.source,
        figures: row.figures,
        pointsSystemName: row.pointsSystemName,
        pointsTable: row.pointsTable,
        updatedAt: sql`now()`,
      },
    });
}
