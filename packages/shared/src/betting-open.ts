/**
 * Betting open (design section 4, design-season section 10): bets and bids are accepted only while the match has no
 * result, the match is Active, the group is Active and `now` is before the match's start. It closes at the start time
 * whether or not the status job has already moved the match to Ongoing, and for good once a result exists (whatever
 * the match's status says). The server checks the same rule in SQL (`bettingOpenSql` in
 * apps/server/src/lib/betting-open.ts, and the function betting_open); this is the rule for code outside SQL, such as
 * the web app deciding whether to offer a bet.
 */
export function isBettingOpen(
  match: { status: string; dateTime: Date | string; result: string | null },
  group: { status: string },
  now: Date = new Date(),
): boolean {
  return (
    match.result === null &&
    match.status === 'Active' &&
    group.status === 'Active' &&
    now.getTime() < new Date(match.dateTime).getTime()
  );
}
