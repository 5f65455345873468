import { messages } from '@wicket/shared/messages';
import { DEFAULT_POINTS_SYSTEM, POINTS_VALUE_KEYS, type PointsSystem } from '@wicket/shared/points';
import type { PointsSystemAnswer, pointsSystemBodySchema } from '@wicket/shared/schemas/points';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { assertClubAccess } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { lockClub } from '../clubs/queries';
import { deletePointsSystem, findClubPointsSystem, type PointsSystemRow, upsertPointsSystem } from './queries';

/** The system as the API answers it: values in the design's key order, the default with `updatedAt: null`. */
function toJson(stored: PointsSystemRow | null): PointsSystemAnswer {
  const system: PointsSystem = stored ?? DEFAULT_POINTS_SYSTEM;
  return {
    name: system.name,
    isDefault: stored === null,
    values: Object.fromEntries(POINTS_VALUE_KEYS.map((key) => [key, system.values[key]])) as PointsSystem['values'],
    economyMinBalls: system.economyMinBalls,
    economy: system.economy.map(({ below, points }) => ({ below, points })),
    strikeRateMinBalls: system.strikeRateMinBalls,
    strikeRate: system.strikeRate.map(({ below, points }) => ({ below, points })),
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
  };
}

/**
 * The points system a club scores with now: its own, or the default. For the scorecard save, inside its
 * transaction (a club that does not exist scores by the default; the caller has already found the match's club).
 */
export async function pointsSystemOfClub(db: DbOrTx, clubId: string): Promise<PointsSystem> {
  return (await findClubPointsSystem(db, clubId))?.system ?? DEFAULT_POINTS_SYSTEM;
}

/** GET /api/clubs/{clubId}/points-system: readers of the club (its members, its Manager, Admins). */
export async function getPointsSystem(db: Db, auth: AuthContext, clubId: string): Promise<PointsSystemAnswer> {
  assertClubAccess(auth, clubId, messages.clubNotFound);
  const found = await findClubPointsSystem(db, clubId);
  if (!found) throw notFound(messages.clubNotFound);
  return toJson(found.system);
}

/**
 * PUT replaces the club's system (`body` set) and DELETE restores the default (`body` null): staff of the club, one
 * transaction with the club's row locked, one `points.update` audit row with the system before and after.
 */
export async function writePointsSystem(
  db: Db,
  auth: AuthContext,
  clubId: string,
  body: z.output<typeof pointsSystemBodySchema> | null,
): Promise<PointsSystemAnswer & { message: string }> {
  assertClubAccess(auth, clubId, messages.clubNotFound);
  const answer = await db.transaction(async (tx) => {
    // The club's row locked first, then read in a statement of its own: writes of one club's system run one at a
    // time, and each sees (and audits as `before`) what the previous one committed.
    if (!(await lockClub(tx, clubId))) throw notFound(messages.clubNotFound);
    const before = await findClubPointsSystem(tx, clubId);
    if (!before) throw notFound(messages.clubNotFound);
    if (body) await upsertPointsSystem(tx, clubId, body);
    else await deletePointsSystem(tx, clubId);
    const after = toJson((await findClubPointsSystem(tx, clubId))?.system ?? null);
    await recordAudit(tx, auth, {
      clubId,
      action: 'points.update',
      entity: 'pointsSystem',
      entityId: clubId,
      before: toJson(before.system),
      after,
    });
    return after;
  });
  return { ...answer, message: body ? messages.pointsSystemSaved : messages.pointsSystemReset };
}
