import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL for a bet's stored score (the same rule as `betScore` in packages/shared/src/fantasy.ts). A combination: the
 * sum of its three players' scores, where digits 1-7 index team 1's scores and letters A-G team 2's (as
 * `combinationScore`). A Fantasy Team's key ('14ACF:4A', design-contests section 1): its points in half points, every
 * player's score twice, the captain's twice more (2x) and the vice-captain's once more (1.5x). `combination` and the
 * two score arrays are SQL expressions, so one UPDATE can score every bet of a match at once.
 */
export function betScoreSql(combination: SQL, team1Scores: SQL, team2Scores: SQL): SQL {
  const slot = (code: SQL) =>
    sql`(case when ${code} <= '7' then (${team1Scores})[ascii(${code}) - 48] else (${team2Scores})[ascii(${code}) - 64] end)`;
  const player = (n: number) => slot(sql`substr(${combination}, ${sql.raw(String(n))}, 1)`);
  const captains = sql`split_part(${combination}, ':', 2)`;
  const team = sql`(2 * (select sum(${slot(sql`p.code`)}) from unnest(string_to_array(split_part(${combination}, ':', 1), null)) as p(code))
    + 2 * ${slot(sql`substr(${captains}, 1, 1)`)} + ${slot(sql`substr(${captains}, 2, 1)`)})`;
  return sql`(case when strpos(${combination}, ':') = 0 then ${player(1)} + ${player(2)} + ${player(3)} else ${team} end)::int`;
}
