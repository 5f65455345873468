import { type SQL, sql } from 'drizzle-orm';

/**
 * A bet's result as every reader sees it (design section 4: paid places' bets are `Win`, every other bet of a
 * settled match `Loss`). The settlement stores `Win` on the bets its winners records pay and leaves the others'
 * result null, so a null result on a settled match (its prize share approved) reads `Loss`; before the settlement
 * every bet reads null (Pending). Storing `Loss` on each losing bet rewrote every bet of the match a second time,
 * after the result save's scores: 100,000 row versions, about 300 ms of a settlement's 700 (issue 42). Bets settled
 * before that change keep the `Loss` they hold. `result` is the bet's column, `prizeShareStatus` its match's.
 */
export function betResultSql(result: SQL, prizeShareStatus: SQL): SQL {
  return sql`coalesce(${result}, case when ${prizeShareStatus} is not null then 'Loss'::bet_result end)`;
}
