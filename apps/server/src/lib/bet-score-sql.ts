import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL for a bet's score: the sum of its three players' scores, where digits 1-7 index team 1's scores and letters
 * A-G team 2's (the same rule as `combinationScore` in packages/shared). `combination` and the two score arrays
 * are SQL expressions, so one UPDATE can score every bet of a match at once.
 */
export function betScoreSql(combination: SQL, team1Scores: SQL, team2Scores: SQL): SQL {
  return sql`(select sum(case when ch between '1' and '7' then (${team1Scores})[ascii(ch) - 48]
                              else (${team2Scores})[ascii(ch) - 64] end)::int
              from regexp_split_to_table(${combination}, '') as ch)`;
}
