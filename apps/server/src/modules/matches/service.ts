import { messages } from '@wicket/shared/messages';
import type { matchBodySchema, updatePlayersBodySchema } from '@wicket/shared/schemas/matches';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { assertClubAccess } from '../../lib/access';
import { pgErrorCode } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { takeMatchBetLock } from '../../lib/match-bet-lock';
import type { AuthContext } from '../../plugins/auth';
import { type EventPublisher, noEvents } from '../events/hub';
import {
  clubExists,
  deleteMatchAndGroups,
  findMatch,
  insertMatch,
  listMatchesByClub,
  lockMatch,
  type MatchRow,
  matchHasBets,
  updateMatchPlayers,
  updateMatchRow,
} from './queries';

type MatchBody = z.output<typeof matchBodySchema>;
type PlayersBody = z.output<typeof updatePlayersBodySchema>;

export function toMatchJson(row: MatchRow) {
  return {
    _id: row.id,
    team1: row.team1,
    team2: row.team2,
    dateTime: row.dateTime.toISOString(),
    status: row.status,
    club: row.clubId,
    result: row.resultId,
    Team1Players: row.team1Players,
    Team2Players: row.team2Players,
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

/** GET /api/matches: the caller's own club (a Manager's, or a Member's); none for a caller without a club. */
export async function listOwnClubMatches(db: Db, auth: AuthContext) {
  if (!auth.clubId) return [];
  return (await listMatchesByClub(db, auth.clubId)).map(toMatchJson);
}

/** GET /api/matches/club/{clubId}: members and the manager of that club, and Admins. */
export async function listClubMatches(db: Db, auth: AuthContext, clubId: string) {
  assertClubAccess(auth, clubId, messages.clubNotFound);
  if (auth.userType === 'Admin' && !(await clubExists(db, clubId))) throw notFound(messages.clubNotFound);
  return (await listMatchesByClub(db, clubId)).map(toMatchJson);
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
  body: MatchBody,
  events: EventPublisher = noEvents,
) {
  if (!clubId) throw notFound(messages.clubNotFound);
  assertClubAccess(auth, clubId, messages.clubNotFound);
  if (!(await clubExists(db, clubId))) throw notFound(messages.clubNotFound);
  let id: string;
  try {
    id = await insertMatch(db, clubId, body);
  } catch (err) {
    // The club was deleted between the check and the insert.
    if (pgErrorCode(err) === '23503') throw notFound(messages.clubNotFound);
    throw err;
  }
  const match = await loadMatchJson(db, id);
  events.publish({ kind: 'match', data: { matchId: id, clubId, status: match.status } });
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
  if (match.prizeShareStatus !== null) throw conflict(messages.alreadySettled);
  return match;
}

/** PUT /api/matches/{id}: refused (409) once any group has bets, and once settled. */
export async function updateMatch(
  db: Db,
  auth: AuthContext,
  id: string,
  body: MatchBody,
  events: EventPublisher = noEvents,
) {
  const match = await db.transaction(async (tx) => {
    await lockChangeableMatch(tx, auth, id);
    await updateMatchRow(tx, id, body);
    return loadMatchJson(tx, id);
  });
  events.publish({ kind: 'match', data: { matchId: match._id, clubId: match.club, status: match.status } });
  return { ...match, message: messages.matchUpdated };
}

/** DELETE /api/matches/{id}: refused (409) once any group has bets; deletes the match's groups with it. */
export async function deleteMatch(db: Db, auth: AuthContext, id: string, events: EventPublisher = noEvents) {
  const match = await db.transaction(async (tx) => {
    const locked = await lockChangeableMatch(tx, auth, id);
    await deleteMatchAndGroups(tx, id);
    return locked;
  });
  events.publish({ kind: 'match', data: { matchId: match.id, clubId: match.clubId, status: match.status } });
  return { _id: id, message: messages.matchDeleted };
}

/** PUT /api/matches/{id}/update-players: replaces both teams' names (allowed at any time; names move no money). */
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
    await updateMatchPlayers(tx, id, body.team1Players, body.team2Players);
    return loadMatchJson(tx, id);
  });
  events.publish({ kind: 'match', data: { matchId: match._id, clubId: match.club, status: match.status } });
  return { ...match, message: messages.playersUpdated };
}
