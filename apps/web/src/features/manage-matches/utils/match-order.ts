/**
 * The order of Manage Matches (issue 13): matches still to start first, the soonest at the top, then the ones whose
 * start has passed, the most recent first. A match starting exactly now counts as started.
 */
export function staffMatchOrder<T extends { dateTime: string }>(matches: readonly T[], now: Date): T[] {
  const at = now.getTime();
  const time = (match: T) => Date.parse(match.dateTime);
  const upcoming = matches.filter((match) => time(match) > at).sort((a, b) => time(a) - time(b));
  const past = matches.filter((match) => !(time(match) > at)).sort((a, b) => time(b) - time(a));
  return [...upcoming, ...past];
}
