import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type SqlValue = SQL | AnyPgColumn;

/**
 * Betting open (design section 4) in SQL, the server's one definition: the match is Active, the group is Active and
 * `now` (the database clock unless given) is before the match's start. The same rule outside SQL is `isBettingOpen`
 * in packages/shared/src/betting-open.ts; test/lib/betting-open.test.ts checks the two agree.
 *
 * The bet's SQL function, place_bets (migration 0010), spells the same rule in plpgsql; the bet tests hold it to it.
 *
 * Pass the columns (`matches.status`...) or raw references (sql`m.status`); it adds no parameters, so a prepared
 * statement that uses it keeps one text.
 */
export function bettingOpenSql(
  at: { matchStatus: SqlValue; groupStatus: SqlValue; matchStart: SqlValue },
  now: SQL = sql`now()`,
): SQL<boolean> {
  return sql<boolean>`(${at.matchStatus} = 'Active' and ${at.groupStatus} = 'Active' and not ${matchStartedSql(at.matchStart, now)})`;
}

/** The match's start has come: betting is closed from here on, and the status job moves the match to Ongoing. */
export function matchStartedSql(matchStart: SqlValue, now: SQL = sql`now()`): SQL<boolean> {
  return sql<boolean>`(${matchStart} <= ${now})`;
}
