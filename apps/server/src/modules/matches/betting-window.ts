/**
 * The betting window (design section 4): bets are accepted only while the match is Active, the group is Active and
 * `now` is before the match's start. It closes at the start time whether or not the status job has already moved
 * the match to Ongoing. The bets module checks the same rule inside its own SQL (with the database clock); this
 * is the rule in one place for code that needs it outside SQL.
 */
export function isBettingOpen(
  match: { status: string; dateTime: Date },
  group: { status: string },
  now: Date = new Date(),
): boolean {
  return match.status === 'Active' && group.status === 'Active' && now.getTime() < match.dateTime.getTime();
}
