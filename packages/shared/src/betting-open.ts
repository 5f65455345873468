/**
 * Betting open (design section 4): bets are accepted only while the match is Active, the group is Active and `now`
 * is before the match's start. It closes at the start time whether or not the status job has already moved the
 * match to Ongoing. The server checks the same rule in SQL (`bettingOpenSql` in apps/server/src/lib/betting-open.ts);
 * this is the rule for code outside SQL, such as the web app deciding whether to offer a bet.
 */
export function isBettingOpen(
  match: { status: string; dateTime: Date | string },
  group: { status: string },
  now: Date = new Date(),
): boolean {
  return match.status === 'Active' && group.status === 'Active' && now.getTime() < new Date(match.dateTime).getTime();
}
