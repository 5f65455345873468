import { PLAYERS_PER_TEAM } from '@wicket/shared/combinations';
import { slotCreditsJson } from '@wicket/shared/fantasy';
import {
  isPostpone,
  isVenueOnlyEdit,
  matchWriteProblem,
  reopensDecidedMatch,
  unnamedPlayerCount,
} from '@wicket/shared/match-rules';
import { formatMatchStart } from '@wicket/shared/match-time';
import { messages, playersSavedMessage } from '@wicket/shared/messages';
import {
  isSettled,
  type matchBodySchema,
  type matchCreateBodySchema,
  matchListSchema,
  type updatePlayersBodySchema,
} from '@wicket/shared/schemas/matches';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { assertClubAccess, authContextOf } from '../../lib/access';
import { pgErrorCode } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { VersionedHead } from '../../lib/json-response-cache';
import { takeMatchBetLock } from '../../lib/match-bet-lock';
import { lockMatch, matchHasResult } from '../../lib/match-lock';
import type { AuthContext, TokenClaims } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { type EventPublisher, noEvents, type ServerEvent } from '../events/hub';
import { applyGroupTemplates } from '../groups/apply-templates';
import { notifyPostponed } from '../notifications/causes';
import { notificationEvents } from '../notifications/inbox';
import { rememberSquadPrices } from '../teams/queries';
import {
  clubExists,
  deleteMatchAndGroups,
  findMatch,
  findMatchListVersion,
  insertMatch,
  listMatchesByClub,
  type MatchRow,
  matchHasBets,
  updateMatchPlayers,
  updateMatchRow,
} from './queries';

type MatchBody = z.output<typeof matchBodySchema>;
type MatchCreateBody = z.output<typeof matchCreateBodySchema>;
type PlayersBody = z.output<typeof updatePlayersBodySchema>;

export function toMatchJson(row: MatchRow) {
  return {
    _id: row.id,
    team1: row.team1,
    team2: row.team2,
    dateTime: row.dateTime.toISOString(),
    status: row.status,
    venue: row.venue,
    club: row.clubId,
    result: row.resultId,
    Team1Players: row.team1Players,
    Team2Players: row.team2Players,
    Team1Credits: slotCreditsJson(row.team1Players, row.team1Credits),
    Team2Credits: slotCreditsJson(row.team2Players, row.team2Credits),
    prizeShareStatus: row.prizeShareStatus,
    hasBets: row.hasBets,
    createdAt: row.createdAt.toISOString(),
  };
}

async function loadMatchJson(db: DbOrTx, id: string) {
  const row = await findMatch(db, id);
  if (!row) throw notFound(messages.matchNotFound);
  return toMatchJson(row);
}

/**
 * GET /api/matches/club/{clubId}: members and the manager of that club, and Admins (any club that exists). The
 * token check (the caller's user row, as the auth hook reads it), the access check and the list's version in one
 * round trip; the list itself is read only when the version is new to this instance. Every caller who may read a
 * club's list gets the same fields, so one answer per club serves them all; the tag comes from database state alone,
 * so every instance agrees on it.
 */
export async function clubMatchListHead(db: Db, token: TokenClaims, clubId: string): Promise<VersionedHead> {
  const { user, target: list } = await findMatchListVersion(db, { clubId, userId: token.userId });
  const auth = authContextOf(user, token);
  assertClubAccess(auth, clubId, messages.clubNotFound);
  // Only an Admin passes the access check for a club that does not exist.
  if (!list) throw notFound(messages.clubNotFound);
  return { key: clubId.toLowerCase(), version: list.version };
}

/** A club's matches, soonest first, checked against the response schema, as JSON text. */
export async function matchListJson(db: Db, clubId: string): Promise<string> {
  const rows = await listMatchesByClub(db, clubId);
  const list = rows.map((row) => ({
    ...toMatchJson(row),
    groupCount: row.groupCount,
    activeGroupCount: row.activeGroupCount,
  }));
  return JSON.stringify(matchListSchema.parse(list));
}

/** GET /api/matches/{id}: a match of the caller's club (any club for an Admin); others read as not found. */
export async function getMatch(db: Db, auth: AuthContext, id: string) {
  const row = await findMatch(db, id);
  if (!row) throw notFound(messages.matchNotFound);
  assertClubAccess(auth, row.clubId, messages.matchNotFound);
  return toMatchJson(row);
}

/** POST /api/matches (the Manager's own club) and POST /api/matches/Admin-club/{clubId}. */
export async function createMatch(
  db: Db,
  auth: AuthContext,
  clubId: string | null,
  body: MatchCreateBody,
  events: EventPublisher = noEvents,
) {
  if (!clubId) throw notFound(messages.clubNotFound);
  assertClubAccess(auth, clubId, messages.clubNotFound);
  if (!(await clubExists(db, clubId))) throw notFound(messages.clubNotFound);
  const problem = matchWriteProblem(body, new Date());
  if (problem) throw badRequest(problem);
  let match: Awaited<ReturnType<typeof loadMatchJson>>;
  let groupEvents: ServerEvent[] = [];
  try {
    match = await db.transaction(async (tx) => {
      const id = await insertMatch(tx, clubId, body);
      const after = await loadMatchJson(tx, id);
      await recordAudit(tx, auth, {
        clubId,
        action: 'match.create',
        entity: 'match',
        entityId: id,
        before: null,
        after,
      });
      // The club's group templates (design-season section 4), unless the form's switch was turned off.
      if (body.createGroups) {
        groupEvents = (await applyGroupTemplates(tx, { clubId, matchIds: [id], actor: auth })).events;
      }
      return after;
    });
  } catch (err) {
    // The club was deleted between the check and the insert.
    if (pgErrorCode(err) === '23503') throw notFound(messages.clubNotFound);
    throw err;
  }
  events.publish({ kind: 'match', data: { matchId: match._id, clubId, status: match.status } }, ...groupEvents);
  return { ...match, message: messages.matchAdded };
}

/**
 * Locks a match the caller may write and checks it can still change: no bets in any of its groups, not settled.
 * Bets are read under the match's bet lock, so a bet half-way in is seen, and none starts until this commits.
 */
async function lockChangeableMatch(tx: DbOrTx, auth: AuthContext, id: string) {
  const match = await lockMatch(tx, id);
  if (!match) throw notFound(messages.matchNotFound);
  assertClubAccess(auth, match.clubId, messages.matchNotFound);
  await takeMatchBetLock(tx, id);
  if (await matchHasBets(tx, id)) throw conflict(messages.matchHasBets);
  if (isSettled(match)) throw conflict(messages.alreadySettled);
  return match;
}

/**
 * PUT /api/matches/{id}: the rules of `matchWriteProblem` (400), then refused (409) once settled, once it has a result
 * if the edit would set Active or Inactive or move its start (so betting never reopens on a published result), and
 * once any group has bets unless the edit is a postpone (only a later dateTime, before the start, while Active or
 * Inactive).
 * A postpone tells the members with bets the new start (kind `match`).
 */
export async function updateMatch(
  db: Db,
  auth: AuthContext,
  id: string,
  body: MatchBody,
  events: EventPublisher = noEvents,
) {
  const { after, notifications } = await db.transaction(async (tx) => {
    const match = await lockMatch(tx, id);
    if (!match) throw notFound(messages.matchNotFound);
    assertClubAccess(auth, match.clubId, messages.matchNotFound);
    if (match.status === 'Abandoned') throw conflict(messages.matchAlreadyAbandoned);
    const now = new Date();
    const problem = matchWriteProblem(body, now, match);
    if (problem) throw badRequest(problem);
    if (isSettled(match)) throw conflict(messages.alreadySettled);
    if (reopensDecidedMatch(match, body) && (await matchHasResult(tx, id))) throw conflict(messages.matchHasResult);
    await takeMatchBetLock(tx, id);
    const hasBets = await matchHasBets(tx, id);
    // Once bets are in, a postpone may still happen, and the venue may be set or corrected (it changes no bet).
    if (hasBets && !isPostpone(match, body, now) && !isVenueOnlyEdit(match, body)) {
      throw conflict(messages.matchEditLocked);
    }
    const before = await loadMatchJson(tx, id);
    await updateMatchRow(tx, id, body);
    const notifications = hasBets
      ? await notifyPostponed(tx, {
          id,
          team1: match.team1,
          team2: match.team2,
          when: formatMatchStart(new Date(body.dateTime)),
        })
      : [];
    const after = await loadMatchJson(tx, id);
    await recordAudit(tx, auth, {
      clubId: match.clubId,
      action: 'match.update',
      entity: 'match',
      entityId: id,
      before,
      after,
    });
    return { after, notifications };
  });
  events.publish(
    { kind: 'match', data: { matchId: after._id, clubId: after.club, status: after.status } },
    ...notificationEvents(notifications),
  );
  return { ...after, message: messages.matchUpdated };
}

/** DELETE /api/matches/{id}: refused (409) once any group has bets; deletes the match's groups with it. */
export async function deleteMatch(db: Db, auth: AuthContext, id: string, events: EventPublisher = noEvents) {
  const match = await db.transaction(async (tx) => {
    const locked = await lockChangeableMatch(tx, auth, id);
    const before = await loadMatchJson(tx, id);
    await deleteMatchAndGroups(tx, id);
    await recordAudit(tx, auth, {
      clubId: locked.clubId,
      action: 'match.delete',
      entity: 'match',
      entityId: id,
      before,
      after: null,
    });
    return locked;
  });
  events.publish({ kind: 'match', data: { matchId: match.id, clubId: match.clubId, status: match.status } });
  return { _id: id, message: messages.matchDeleted };
}

/**
 * PUT /api/matches/{id}/update-players: replaces both teams' names (names move no money), until the credits are
 * approved: the winners are final then, and so are the names they won with (409).
 */
/** The prices sent for a side, by its players' lower-cased names, kept in the club's team of that name. */
function rememberPrices(
  tx: DbOrTx,
  clubId: string,
  teamName: string,
  players: Record<string, string>,
  credits: Record<string, number> | undefined,
): Promise<void> {
  const byName: Record<string, number> = {};
  for (const [slot, tenths] of Object.entries(credits ?? {})) {
    const name = players[slot]?.trim().toLowerCase();
    if (name) byName[name] = tenths;
  }
  return rememberSquadPrices(tx, clubId, teamName, byName);
}

export async function updatePlayers(
  db: Db,
  auth: AuthContext,
  id: string,
  body: PlayersBody,
  events: EventPublisher = noEvents,
) {
  const match = await db.transaction(async (tx) => {
    const match = await lockMatch(tx, id, 'no key update');
    if (!match) throw notFound(messages.matchNotFound);
    assertClubAccess(auth, match.clubId, messages.matchNotFound);
    if (match.status === 'Abandoned') throw conflict(messages.matchAlreadyAbandoned);
    if (isSettled(match)) throw conflict(messages.playersLocked);
    const before = await loadMatchJson(tx, id);
    await updateMatchPlayers(tx, id, body.team1Players, body.team2Players, {
      team1: body.team1Credits,
      team2: body.team2Credits,
    });
    await rememberPrices(tx, match.clubId, match.team1, body.team1Players, body.team1Credits);
    await rememberPrices(tx, match.clubId, match.team2, body.team2Players, body.team2Credits);
    const after = await loadMatchJson(tx, id);
    await recordAudit(tx, auth, {
      clubId: match.clubId,
      action: 'players.update',
      entity: 'match',
      entityId: id,
      before,
      after,
    });
    return after;
  });
  events.publish({ kind: 'match', data: { matchId: match._id, clubId: match.club, status: match.status } });
  const unnamed = unnamedPlayerCount(body.team1Players, body.team2Players);
  return { ...match, message: playersSavedMessage(unnamed, 2 * PLAYERS_PER_TEAM), unnamedPlayers: unnamed };
}
