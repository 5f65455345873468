import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import type { ServerEvent } from '../events/hub';
import { countClubMatches, findClubTemplates } from './queries';
import { insertNewGroups, type toGroupJson } from './service';

export type AppliedGroupTemplates = {
  /** The groups created, as GET /api/groups/{id} answers a group: match by match, template by template. */
  groups: ReturnType<typeof toGroupJson>[];
  /** One `group` event per group: publish them (`app.events.publish(...events)`) AFTER the transaction commits. */
  events: ServerEvent[];
};

/**
 * Gives each of `matchIds` one group per group template of `clubId` (design-season section 4), inside the caller's
 * transaction `tx`, as hand-made group creates would: the same stored values, one `group.create` audit row per
 * group by `actor`, and a `group` event per group for the caller to publish after commit. Set-based: one read of
 * the templates, one insert and one audit insert however many matches and templates. A club without templates
 * creates nothing.
 *
 * For matches the caller has just created in `tx` (a hand match create, the fixture import): they are new, so they
 * have no result, bets or settlement to check. Every match must belong to `clubId` (an Error otherwise: a bug in the
 * caller, not a client's mistake).
 *
 *   const applied = await applyGroupTemplates(tx, { clubId, matchIds: [id1, id2], actor: auth });
 *   // after commit: app.events.publish(...applied.events)
 */
export async function applyGroupTemplates(
  tx: DbOrTx,
  { clubId, matchIds, actor }: { clubId: string; matchIds: readonly string[]; actor: AuthContext },
): Promise<AppliedGroupTemplates> {
  if (matchIds.length === 0) return { groups: [], events: [] };
  const templates = (await findClubTemplates(tx, clubId)) ?? [];
  if (templates.length === 0) return { groups: [], events: [] };
  if ((await countClubMatches(tx, clubId, matchIds)) !== new Set(matchIds).size) {
    throw new Error('applyGroupTemplates: every match must be of the club');
  }
  const rows = matchIds.flatMap((matchId) => templates.map((values) => ({ matchId, values })));
  return insertNewGroups(tx, actor, clubId, rows);
}
