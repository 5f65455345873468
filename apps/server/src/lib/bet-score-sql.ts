import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL for a bet's score: the sum of its three players' scores, where digits 1-7 index team 1's scores and letters
 * A-G team 2's (the same rule as `combinationScore` in packages/shared). `combination` and the two score arrays
 * are SQL expressions, so one UPDATE can score every bet of a match at once.
 */
export function betScoreSql(combination: SQL, team1Scores: SQL, team2Scores: SQL): SQL {
  const player = (n: number) =>
    sql`(case when substr(${combination}, ${sql.raw(String(n))}, 1) <= '7'
              then (${team1Scores})[ascii(substr(${combination}, ${sql.raw(String(n))}, 1)) - 48]
              else (${team2Scores})[ascii(substr(${combination}, ${sql.raw(String(n))}, 1)) - 64] end)`;
  return sql`(${player(1)} + ${player(2)} + ${player(3)})::int`;
}
