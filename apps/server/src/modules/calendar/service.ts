import { createHmac, randomBytes } from 'node:crypto';
import { CALENDAR_EVENT_HOURS, CALENDAR_PAST_DAYS } from '@wicket/shared/calendar';
import { messages } from '@wicket/shared/messages';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { hashUrlToken, urlTokenLookupHash } from '../../lib/url-token';
import {
  type CalendarMatch,
  findFeedOwner,
  findOrCreateFeedNonce,
  listAllMatchesSince,
  listClubMatchesSince,
  replaceFeed,
} from './queries';

/**
 * Personal calendar feeds (design-season section 5). A feed's token is 43 URL-safe characters (256 bits) derived
 * from a random per-user nonce with a key of the server's secret; the database keeps the nonce and the token's
 * hash (lib/url-token.ts, as welcome links keep theirs), never the token, so a copy of the database alone does not open anyone's feed, while the signed-in user can
 * be shown the same address again. A reset draws a new nonce: the old address answers 404. A password change or reset
 * and any change of club delete the feed (migration 0024), so the next read makes a new address and the old one
 * answers 404: an address never outlives the password it was shown under nor follows its user into another club.
 */
export type CalendarKeys = {
  /** HMAC key for tokens, derived from the server's JWT secret (so rotating that secret changes every address). */
  tokenKey: Buffer;
  publicUrl: string;
};

export function calendarKeys(secret: string, publicUrl: string): CalendarKeys {
  return { tokenKey: createHmac('sha256', secret).update('wicket-pools calendar feed').digest(), publicUrl };
}

const tokenOf = (keys: CalendarKeys, userId: string, nonce: string) =>
  createHmac('sha256', keys.tokenKey).update(`${userId}:${nonce}`).digest('base64url');

function freshFeed(keys: CalendarKeys, userId: string) {
  const nonce = randomBytes(18).toString('base64url');
  return { nonce, tokenHash: hashUrlToken(tokenOf(keys, userId, nonce)) };
}

const baseUrl = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
const feedUrl = (keys: CalendarKeys, token: string) => `${baseUrl(keys.publicUrl)}/api/calendar/${token}.ics`;

/** GET /api/users/calendar: the caller's feed address, made on first use. */
export async function getCalendarAddress(db: Db, keys: CalendarKeys, userId: string) {
  const nonce = await findOrCreateFeedNonce(db, userId, freshFeed(keys, userId));
  return { url: feedUrl(keys, tokenOf(keys, userId, nonce)) };
}

/** POST /api/users/calendar/reset: a new address; the old one answers 404 from now on. */
export async function resetCalendarAddress(db: Db, keys: CalendarKeys, userId: string) {
  const fresh = freshFeed(keys, userId);
  await replaceFeed(db, userId, fresh);
  return { url: feedUrl(keys, tokenOf(keys, userId, fresh.nonce)) };
}

/**
 * GET /api/calendar/{token}.ics: one VEVENT per match of the owner's club (an Admin: every club) from 30 days ago on;
 * a user without a club gets a calendar without events. Unknown or reset tokens: 404.
 */
export async function calendarFeed(db: Db, keys: CalendarKeys, token: string, now = new Date()): Promise<string> {
  // Text that cannot be a token reads as not found without a query.
  const tokenHash = urlTokenLookupHash(token);
  const owner = tokenHash === null ? undefined : await findFeedOwner(db, tokenHash);
  if (!owner) throw notFound(messages.calendarNotFound);
  const since = new Date(now.getTime() - CALENDAR_PAST_DAYS * 86_400_000);
  const list =
    owner.userType === 'Admin'
      ? await listAllMatchesSince(db, since)
      : owner.memberOf
        ? await listClubMatchesSince(db, owner.memberOf, since)
        : [];
  return calendarText(keys, list, owner.userType === 'Admin', now);
}

function calendarText(keys: CalendarKeys, list: CalendarMatch[], everyClub: boolean, now: Date): string {
  const clubName = list[0]?.clubName;
  const calendar = ical({
    name: everyClub || !clubName ? 'Wicket Pools fixtures' : `${clubName} fixtures`,
    prodId: { company: 'Wicket Pools', product: 'fixtures', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const m of list) {
    calendar.createEvent({
      id: `${m.id}@wicket-pools`,
      start: m.dateTime,
      end: new Date(m.dateTime.getTime() + CALENDAR_EVENT_HOURS * 3_600_000),
      stamp: now,
      summary: `${m.team1} vs ${m.team2}`,
      description: everyClub ? m.clubName : null,
      location: m.venue,
      status: m.status === 'Abandoned' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: `${baseUrl(keys.publicUrl)}/play-match/${m.id}`,
    });
  }
  return calendar.toString();
}
