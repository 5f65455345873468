import { messages } from '@wicket/shared/messages';
import { isSettled } from '@wicket/shared/schemas/matches';
import type { createResultBodySchema, updateResultBodySchema } from '@wicket/shared/schemas/results';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { assertClubAccess } from '../../lib/access';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { takeMatchBetLock } from '../../lib/match-bet-lock';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { type EventPublisher, noEvents } from '../events/hub';
import { lockMatch } from '../matches/queries';
import {
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
 * Locks the match a result belongs to, and its bet lock: the caller's club (404 otherwise) and not settled (409).
 * Approve Credits locks the same row, so a result cannot change under a settlement in progress.
 */
async function lockUnsettledMatch(tx: DbOrTx, auth: AuthContext, matchId: string, notFoundMessage: string) {
  const match = await lockMatch(tx, matchId);
  if (!match) throw notFound(notFoundMessage);
  assertClubAccess(auth, match.clubId, notFoundMessage);
  // Scores every bet of the match: none may be half-way in.
  await takeMatchBetLock(tx, matchId);
  if (isSettled(match)) throw conflict(messages.resultLocked);
  if (match.status === 'Abandoned') throw conflict(messages.matchAlreadyAbandoned);
  return match;
}

/** POST /api/results: saves the match's one result, scores all its bets and marks it Ongoing, in one transaction. */
export async function createResult(db: Db, auth: AuthContext, body: CreateBody, events: EventPublisher = noEvents) {
  let clubId = '';
  try {
    const answer = await db.transaction(async (tx) => {
      const match = await lockUnsettledMatch(tx, auth, body.matchId, messages.matchNotFound);
      clubId = match.clubId;
      if (await findResultIdByMatch(tx, body.matchId)) throw conflict(messages.resultExists);
      const id = await insertResult(tx, body.matchId, body.team1Scores, body.team2Scores);
      await scoreMatchBets(tx, body.matchId);
      const after = await loadResultJson(tx, id);
      await recordAudit(tx, auth, {
        clubId: match.clubId,
        action: 'result.create',
        entity: 'result',
        entityId: id,
        before: null,
        after,
      });
      return { ...after, message: messages.resultAdded };
    });
    events.publish({ kind: 'match', data: { matchId: answer.match, clubId, status: 'Ongoing' } });
    return answer;
  } catch (err) {
    if (uniqueViolation(err) === 'results_match_unique') throw conflict(messages.resultExists);
    throw err;
  }
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
  const answer = await db.transaction(async (tx) => {
    const match = await lockUnsettledMatch(tx, auth, existing.matchId, messages.resultNotFound);
    const before = await loadResultJson(tx, id);
    await updateResultScores(tx, id, body.team1Scores, body.team2Scores);
    await scoreMatchBets(tx, existing.matchId);
    const after = await loadResultJson(tx, id);
    await recordAudit(tx, auth, {
      clubId: match.clubId,
      action: 'result.update',
      entity: 'result',
      entityId: id,
      before,
      after,
    });
    return { ...after, message: messages.resultUpdated };
  });
  events.publish({ kind: 'match', data: { matchId: existing.matchId, clubId: existing.clubId, status: 'Ongoing' } });
  return answer;
}
