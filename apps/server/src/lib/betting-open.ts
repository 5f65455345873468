import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type SqlValue = SQL | AnyPgColumn;

/**
 * Betting open (design section 4, design-season section 10) in SQL, the server's one definition: the match has no
 * result, the match is Active, the group is Active and `now` (the database clock unless given) is before the match's
 * start. The same rule outside SQL is `isBettingOpen`
 * in packages/shared/src/betting-open.ts; test/lib/betting-open.test.ts checks the two agree.
 *
 * The SQL functions place_bets and place_bid call the function betting_open (db/functions/betting_open.sql), the same rule; the
 * bet and bid tests hold them to it.
 *
 * Pass the columns (`matches.status`...) or raw references (sql`m.status`); it adds no parameters, so a prepared
 * statement that uses it keeps one text.
 */
export function bettingOpenSql(
  at: { matchId: SqlValue; matchStatus: SqlValue; groupStatus: SqlValue; matchStart: SqlValue },
  now: SQL = sql`now()`,
): SQL<boolean> {
  return sql<boolean>`(${at.matchStatus} = 'Active' and ${at.groupStatus} = 'Active' and not ${matchStartedSql(at.matchStart, now)} and not exists (select 1 from results r where r.match_id = ${at.matchId}))`;
}

/** The match's start has come: betting is closed from here on, and the status job moves the match to Ongoing. */
export function matchStartedSql(matchStart: SqlValue, now: SQL = sql`now()`): SQL<boolean> {
  return sql<boolean>`(${matchStart} <= ${now})`;
}
