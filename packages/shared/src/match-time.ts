/**
 * A match's start as notifications and reminders write it (`24 Nov, 7:30 PM`). The server has no viewer, so it
 * writes club time: the clubs play in India.
 */
export const CLUB_TIME_ZONE = 'Asia/Kolkata';

const startFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: CLUB_TIME_ZONE,
});

function parts(date: Date): Record<string, string> {
  return Object.fromEntries(startFormat.formatToParts(date).map((p) => [p.type, p.value]));
}

/** `24 Nov, 7:30 PM` in club time. */
export function formatMatchStart(date: Date): string {
  const p = parts(date);
  return `${p.day} ${p.month}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** `7:30 PM` in club time. */
export function formatMatchStartTime(date: Date): string {
  const p = parts(date);
  return `${p.hour}:${p.minute} ${p.dayPeriod}`;
}
