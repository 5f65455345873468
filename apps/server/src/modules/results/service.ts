import { messages } from '@wicket/shared/messages';
import { isSettled } from '@wicket/shared/schemas/matches';
import type { createResultBodySchema, updateResultBodySchema } from '@wicket/shared/schemas/results';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { assertClubAccess } from '../../lib/access';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { takeMatchBetLock } from '../../lib/match-bet-lock';
import { lockMatch } from '../../lib/match-lock';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { type EventPublisher, noEvents, type ServerEvent } from '../events/hub';
import { listFantasyGroupIds } from '../fantasy-teams/queries';
import {
  deleteMatchScorecard,
  findResult,
  findResultIdByMatch,
  insertResult,
  type ResultRow,
  scoreMatchBets,
  updateResultScores,
} from './queries';

type CreateBody = z.output<typeof createResultBodySchema>;
type UpdateBody = z.output<typeof updateResultBodySchema>;

export function toResultJson(row: ResultRow) {
  return {
    _id: row.id,
    match: row.matchId,
    team1Scores: row.team1Scores,
    team2Scores: row.team2Scores,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type ResultJson = ReturnType<typeof toResultJson>;

async function loadResultJson(db: DbOrTx, id: string) {
  const row = await findResult(db, id);
  if (!row) throw notFound(messages.resultNotFound);
  return toResultJson(row);
}

/** GET /api/results/{resultId}: members of the match's club, its Manager and Admins. */
export async function getResult(db: Db, auth: AuthContext, id: string) {
  const row = await findResult(db, id);
  if (!row) throw notFound(messages.resultNotFound);
  assertClubAccess(auth, row.clubId, messages.resultNotFound);
  return toResultJson(row);
}

/**
 * Locks the match a result belongs to, and its bet lock: the caller's club (404 `notFoundMessage` otherwise) and not
 * settled or abandoned (409). Approve Credits locks the same row, so a result cannot change under a settlement in
 * progress. The first step of every result save, inside its transaction.
 */
export async function lockMatchForResult(tx: DbOrTx, auth: AuthContext, matchId: string, notFoundMessage: string) {
  const match = await lockMatch(tx, matchId);
  if (!match) throw notFound(notFoundMessage);
  assertClubAccess(auth, match.clubId, notFoundMessage);
  // Scores every bet of the match: none may be half-way in.
  await takeMatchBetLock(tx, matchId);
  if (isSettled(match)) throw conflict(messages.resultLocked);
  if (match.status === 'Abandoned') throw conflict(messages.matchAlreadyAbandoned);
  return match;
}

export type ResultScores = { team1Scores: number[]; team2Scores: number[] };

export type LockedMatch = Awaited<ReturnType<typeof lockMatchForResult>>;

/** What a save did, for the caller's audit row and answer (inside the transaction). */
export type SavedResult = {
  resultId: string;
  /** The result before the save, null when this save created it. */
  before: ResultJson | null;
  after: ResultJson;
};

/**
 * The one way a match's result is written (design.md section 4, design-match-day sections 2 and 9), for POST and PUT
 * /api/results and the scorecard save alike (design-season section 2), inside the caller's transaction after
 * `lockMatchForResult`: the result created (409 when `existing: 'refuse'` finds one) or its scores replaced (404
 * when `resultId` is not the match's), every bet of the match (re)scored, and the match Ongoing.
 */
export async function writeMatchResult(
  tx: DbOrTx,
  match: LockedMatch,
  target: { resultId?: string; existing: 'refuse' | 'replace'; notFoundMessage: string },
  { team1Scores, team2Scores }: ResultScores,
): Promise<SavedResult> {
  const existingId = await findResultIdByMatch(tx, match.id);
  if (target.resultId !== undefined && existingId !== target.resultId) throw notFound(target.notFoundMessage);
  if (existingId && target.existing === 'refuse') throw conflict(messages.resultExists);
  let resultId: string;
  let before: ResultJson | null = null;
  if (existingId) {
    before = await loadResultJson(tx, existingId);
    await updateResultScores(tx, existingId, team1Scores, team2Scores);
    resultId = existingId;
  } else {
    resultId = await insertResult(tx, match.id, team1Scores, team2Scores);
  }
  await scoreMatchBets(tx, match.id);
  return { resultId, before, after: await loadResultJson(tx, resultId) };
}

/**
 * Runs a result save's transaction (`work` locks the match with lockMatchForResult, writes with writeMatchResult and
 * adds its own rows), answers what it answered, and announces the match (and its Fantasy Team groups, whose teams
 * were rescored) after commit. Two first saves racing for one
 * match: the loser's insert meets the unique index, 409 as the sequential case.
 */
export async function inResultTransaction<T>(
  db: Db,
  events: EventPublisher,
  work: (tx: DbOrTx) => Promise<{ match: LockedMatch; answer: T }>,
): Promise<T> {
  let done: { match: LockedMatch; answer: T };
  try {
    done = await db.transaction(work);
  } catch (err) {
    if (uniqueViolation(err) === 'results_match_unique') throw conflict(messages.resultExists);
    throw err;
  }
  // The match as the database names it (an id sent in capitals is the same match). Fantasy Team leaderboards move
  // with every save (design-contests section 1): each such group of the match is announced too.
  const { id: matchId, clubId } = done.match;
  const fantasyGroups = await listFantasyGroupIds(db, matchId);
  events.publish(
    { kind: 'match', data: { matchId, clubId, status: 'Ongoing' } },
    ...fantasyGroups.map((groupId): ServerEvent => ({ kind: 'group', data: { groupId, matchId, clubId } })),
  );
  return done.answer;
}

/** A typed result: written, its audit row, and the match's scorecard deleted (the typed scores replace it). */
async function saveTypedResult(
  db: Db,
  auth: AuthContext,
  target: { matchId: string; resultId?: string; existing: 'refuse' | 'replace'; notFoundMessage: string },
  scores: ResultScores,
  audit: { action: 'result.create' | 'result.update'; message: string },
  events: EventPublisher,
) {
  return inResultTransaction(db, events, async (tx) => {
    const match = await lockMatchForResult(tx, auth, target.matchId, target.notFoundMessage);
    const saved = await writeMatchResult(tx, match, target, scores);
    await deleteMatchScorecard(tx, match.id);
    await recordAudit(tx, auth, {
      clubId: match.clubId,
      action: audit.action,
      entity: 'result',
      entityId: saved.resultId,
      before: saved.before,
      after: saved.after,
    });
    return { match, answer: { ...saved.after, message: audit.message } };
  });
}

/** POST /api/results: saves the match's one result, scores all its bets and marks it Ongoing, in one transaction. */
export async function createResult(db: Db, auth: AuthContext, body: CreateBody, events: EventPublisher = noEvents) {
  return saveTypedResult(
    db,
    auth,
    { matchId: body.matchId, existing: 'refuse', notFoundMessage: messages.matchNotFound },
    body,
    { action: 'result.create', message: messages.resultAdded },
    events,
  );
}

/** PUT /api/results/{resultId}: new scores, every bet rescored, until credits are approved (409 after). */
export async function updateResult(
  db: Db,
  auth: AuthContext,
  id: string,
  body: UpdateBody,
  events: EventPublisher = noEvents,
) {
  const existing = await findResult(db, id);
  if (!existing) throw notFound(messages.resultNotFound);
  return saveTypedResult(
    db,
    auth,
    { matchId: existing.matchId, resultId: existing.id, existing: 'replace', notFoundMessage: messages.resultNotFound },
    body,
    { action: 'result.update', message: messages.resultUpdated },
    events,
  );
}
