import { messages } from '@wicket/shared/messages';
import { basisPointsToPercent, paiseToRs } from '@wicket/shared/money';
import type { GroupTemplates, groupTemplatesBodySchema } from '@wicket/shared/schemas/squads';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { assertClubAccess } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { lockClub } from '../clubs/queries';
import type { GroupValues } from '../groups/queries';
import { findClubTemplates } from '../groups/queries';
import { fantasyJson, newGroupValues } from '../groups/service';
import { replaceClubTemplates } from './queries';

/** The templates as the API answers them: money in RS, shares in percent, as a group's. */
function toTemplatesJson(templates: readonly GroupValues[]): GroupTemplates {
  return {
    templates: templates.map((v) => ({
      betType: v.betType,
      betAmount: paiseToRs(v.betAmount),
      minimumIncrement: v.minimumIncrement === null ? null : paiseToRs(v.minimumIncrement),
      winnerShare1: basisPointsToPercent(v.winnerShare1Bp),
      winnerShare2: basisPointsToPercent(v.winnerShare2Bp),
      winnerShare3: basisPointsToPercent(v.winnerShare3Bp),
      status: v.status,
      ...fantasyJson(v),
    })),
  };
}

/** GET /api/clubs/{clubId}/group-templates: readers of the club. A new club has none. */
export async function getGroupTemplates(db: Db, auth: AuthContext, clubId: string): Promise<GroupTemplates> {
  assertClubAccess(auth, clubId, messages.clubNotFound);
  const templates = await findClubTemplates(db, clubId);
  if (!templates) throw notFound(messages.clubNotFound);
  return toTemplatesJson(templates);
}

/**
 * PUT /api/clubs/{clubId}/group-templates: staff of the club replace the whole list (up to 5, each checked by the
 * schema as a group create is). The club's row locked first, so saves of one club run one at a time; one
 * `templates.update` audit row with the list before and after.
 */
export async function putGroupTemplates(
  db: Db,
  auth: AuthContext,
  clubId: string,
  body: z.output<typeof groupTemplatesBodySchema>,
): Promise<GroupTemplates & { message: string }> {
  assertClubAccess(auth, clubId, messages.clubNotFound);
  const after = await db.transaction(async (tx) => {
    if (!(await lockClub(tx, clubId))) throw notFound(messages.clubNotFound);
    const before = toTemplatesJson((await findClubTemplates(tx, clubId)) ?? []);
    await replaceClubTemplates(tx, clubId, body.templates.map(newGroupValues));
    const after = toTemplatesJson((await findClubTemplates(tx, clubId)) ?? []);
    await recordAudit(tx, auth, {
      clubId,
      action: 'templates.update',
      entity: 'groupTemplates',
      entityId: clubId,
      before,
      after,
    });
    return after;
  });
  return { ...after, message: messages.groupTemplatesSaved };
}
