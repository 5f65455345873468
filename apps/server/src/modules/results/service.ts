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
import { type EventPublisher, noEvents } from '../events/hub';
import { deleteScorecard } from '../scorecard/queries';
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

export type ResultScores = { team1Scores: number[]; team2Scores: number[] };

/** Which match's result a save writes, and what it finds there. */
export type ResultTarget = {
  matchId: string;
  /** PUT /api/results/{resultId}: the result it names (404 `notFoundMessage` unless it is the match's). */
  resultId?: string;
  /** POST /api/results refuses a match that already has a result (409); the others replace its scores. */
  existing: 'refuse' | 'replace';
  /** `hand`: typed scores, so a scorecard of the match goes; `scorecard`: the scorecard save writes its own row. */
  by: 'hand' | 'scorecard';
  notFoundMessage: string;
};

export type LockedMatch = NonNullable<Awaited<ReturnType<typeof lockMatch>>>;

/** What a save did, for the caller's audit row and answer (inside the transaction). */
export type SavedResult = {
  match: LockedMatch;
  resultId: string;
  /** The result before the save, null when this save created it. */
  before: ResultJson | null;
  after: ResultJson;
};

/**
 * The one way a match's result is saved (design.md section 4, design-match-day sections 2 and 9), for POST and PUT
 * /api/results and the scorecard save alike (design-season section 2): in one transaction, the match locked with its
 * bet lock (404 for another club's, 409 once settled or abandoned), the result created or its scores replaced, every
 * bet of the match (re)scored and the match Ongoing, a hand-typed save's scorecard deleted; then `finish` (the
 * caller's own rows and its audit row, in the same transaction) answers, and the `match` event goes out after commit.
 * `scores` may be computed from the locked match (the scorecard scores by its club's points system).
 */
export async function saveMatchResult<T>(
  db: Db,
  auth: AuthContext,
  target: ResultTarget,
  scores: ResultScores | ((tx: DbOrTx, match: LockedMatch) => Promise<ResultScores>),
  finish: (tx: DbOrTx, saved: SavedResult) => Promise<T>,
  events: EventPublisher = noEvents,
): Promise<T> {
  // The match as the database names it (an id sent in capitals is the same match), for the event.
  let event = { matchId: '', clubId: '' };
  let answer: T;
  try {
    answer = await db.transaction(async (tx) => {
      const match = await lockUnsettledMatch(tx, auth, target.matchId, target.notFoundMessage);
      event = { matchId: match.id, clubId: match.clubId };
      const existingId = await findResultIdByMatch(tx, target.matchId);
      if (target.resultId !== undefined && existingId !== target.resultId) throw notFound(target.notFoundMessage);
      if (existingId && target.existing === 'refuse') throw conflict(messages.resultExists);
      const { team1Scores, team2Scores } = typeof scores === 'function' ? await scores(tx, match) : scores;
      let resultId: string;
      let before: ResultJson | null = null;
      if (existingId) {
        before = await loadResultJson(tx, existingId);
        await updateResultScores(tx, existingId, team1Scores, team2Scores);
        resultId = existingId;
      } else {
        resultId = await insertResult(tx, target.matchId, team1Scores, team2Scores);
      }
      await scoreMatchBets(tx, target.matchId);
      if (target.by === 'hand') await deleteScorecard(tx, target.matchId);
      const after = await loadResultJson(tx, resultId);
      return finish(tx, { match, resultId, before, after });
    });
  } catch (err) {
    if (uniqueViolation(err) === 'results_match_unique') throw conflict(messages.resultExists);
    throw err;
  }
  events.publish({ kind: 'match', data: { ...event, status: 'Ongoing' } });
  return answer;
}

/** POST /api/results: saves the match's one result, scores all its bets and marks it Ongoing, in one transaction. */
export async function createResult(db: Db, auth: AuthContext, body: CreateBody, events: EventPublisher = noEvents) {
  return saveMatchResult(
    db,
    auth,
    { matchId: body.matchId, existing: 'refuse', by: 'hand', notFoundMessage: messages.matchNotFound },
    body,
    async (tx, saved) => {
      await recordAudit(tx, auth, {
        clubId: saved.match.clubId,
        action: 'result.create',
        entity: 'result',
        entityId: saved.resultId,
        before: null,
        after: saved.after,
      });
      return { ...saved.after, message: messages.resultAdded };
    },
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
  return saveMatchResult(
    db,
    auth,
    {
      matchId: existing.matchId,
      resultId: existing.id,
      existing: 'replace',
      by: 'hand',
      notFoundMessage: messages.resultNotFound,
    },
    body,
    async (tx, saved) => {
      await recordAudit(tx, auth, {
        clubId: saved.match.clubId,
        action: 'result.update',
        entity: 'result',
        entityId: saved.resultId,
        before: saved.before,
        after: saved.after,
      });
      return { ...saved.after, message: messages.resultUpdated };
    },
    events,
  );
}
