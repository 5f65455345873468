import { tenthsToCredits } from '@wicket/shared/fantasy';
import { teamNameKey } from '@wicket/shared/match-rules';
import { messages } from '@wicket/shared/messages';
import {
  LINEUP_SIZE,
  type Lineup,
  type LineupSide,
  mergeSquad,
  SQUAD_MAX_PLAYERS,
  type SquadChange,
  type SquadsMerge,
  type squadsMergeBodySchema,
  type teamBodySchema,
} from '@wicket/shared/schemas/squads';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { assertClubAccess } from '../../lib/access';
import { pgErrorCode, uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import {
  deleteTeamRow,
  findLineupRows,
  findTeam,
  insertTeam,
  type LineupRow,
  listClubTeams,
  lockTeamsByName,
  type TeamRow,
  updateTeamRow,
} from './queries';

type TeamBody = z.output<typeof teamBodySchema>;
type SquadsMergeBody = z.output<typeof squadsMergeBodySchema>;

export function toTeamJson(row: TeamRow) {
  return { _id: row.id, name: row.name, players: row.players };
}

/** A write that would give the club two teams of one name (ignoring case and spaces) is a 409. */
function teamWriteError(err: unknown): unknown {
  if (uniqueViolation(err) === 'club_teams_club_name_key') return conflict(messages.teamExists);
  // The club was deleted meanwhile.
  if (pgErrorCode(err) === '23503') return notFound(messages.clubNotFound);
  return err;
}

/** GET /api/clubs/{clubId}/teams: readers of the club; sorted by name. */
export async function listTeams(db: Db, auth: AuthContext, clubId: string) {
  assertClubAccess(auth, clubId, messages.clubNotFound);
  const teams = await listClubTeams(db, clubId);
  if (!teams) throw notFound(messages.clubNotFound);
  return teams.map(toTeamJson);
}

/** POST /api/clubs/{clubId}/teams: staff of the club; audit `team.create`. */
export async function createTeam(db: Db, auth: AuthContext, clubId: string, body: TeamBody) {
  assertClubAccess(auth, clubId, messages.clubNotFound);
  try {
    const team = await db.transaction(async (tx) => {
      const team = toTeamJson(await insertTeam(tx, clubId, body));
      await recordAudit(tx, auth, {
        clubId,
        action: 'team.create',
        entity: 'team',
        entityId: team._id,
        before: null,
        after: team,
      });
      return team;
    });
    return { ...team, message: messages.teamAdded };
  } catch (err) {
    throw teamWriteError(err);
  }
}

/** PUT /api/teams/{id}: staff of its club; audit `team.update` with the team before and after. */
export async function updateTeam(db: Db, auth: AuthContext, id: string, body: TeamBody) {
  try {
    const team = await db.transaction(async (tx) => {
      const current = await findTeam(tx, id, true);
      if (!current) throw notFound(messages.teamNotFound);
      assertClubAccess(auth, current.clubId, messages.teamNotFound);
      const team = toTeamJson(await updateTeamRow(tx, id, body));
      await recordAudit(tx, auth, {
        clubId: current.clubId,
        action: 'team.update',
        entity: 'team',
        entityId: id,
        before: toTeamJson(current),
        after: team,
      });
      return team;
    });
    return { ...team, message: messages.teamUpdated };
  } catch (err) {
    throw teamWriteError(err);
  }
}

/** DELETE /api/teams/{id}: staff of its club; matches keep their own team names and players. Audit `team.delete`. */
export async function deleteTeam(db: Db, auth: AuthContext, id: string) {
  const removed = await db.transaction(async (tx) => {
    const current = await findTeam(tx, id, true);
    if (!current) throw notFound(messages.teamNotFound);
    assertClubAccess(auth, current.clubId, messages.teamNotFound);
    await deleteTeamRow(tx, id);
    await recordAudit(tx, auth, {
      clubId: current.clubId,
      action: 'team.delete',
      entity: 'team',
      entityId: id,
      before: toTeamJson(current),
      after: null,
    });
    return current;
  });
  return { _id: removed.id, message: messages.teamDeleted };
}

/**
 * POST /api/clubs/{clubId}/teams/merge (issue 38), staff of the club: each squad merged into the club's team of its
 * name (ignoring case and spaces), or a new team; names are only added, never removed or replaced (a Cricsheet file
 * of one match replaced a whole squad). A dry run answers the changes and writes nothing, for the screen to confirm
 * them. 400 `A squad has at most 40 players` when a merge would pass that; audit `team.create` / `team.update` for
 * each team written (a team gaining no name is not written).
 */
export async function mergeSquads(
  db: Db,
  auth: AuthContext,
  clubId: string,
  body: SquadsMergeBody,
): Promise<SquadsMerge> {
  assertClubAccess(auth, clubId, messages.clubNotFound);
  try {
    return await db.transaction(async (tx) => {
      const teams = await lockTeamsByName(
        tx,
        clubId,
        body.squads.map((squad) => squad.name),
      );
      if (!teams) throw notFound(messages.clubNotFound);
      const plans = body.squads.map((squad) => {
        const team = teams.find((row) => teamNameKey(row.name) === teamNameKey(squad.name));
        const merged = mergeSquad(team?.players ?? [], squad.players);
        if (merged.players.length > SQUAD_MAX_PLAYERS) throw badRequest(messages.squadTooLarge);
        return { name: team?.name ?? squad.name, team, ...merged };
      });
      if (body.dryRun) {
        const changes = plans.map(
          (plan): SquadChange => ({
            name: plan.name,
            teamId: plan.team?.id ?? null,
            created: !plan.team,
            added: plan.added,
            players: plan.players,
          }),
        );
        return { dryRun: true, changes };
      }
      const changes: SquadChange[] = [];
      // At most two teams: one write each.
      for (const plan of plans) {
        const { team } = plan;
        if (team && plan.added.length === 0) {
          changes.push({ name: plan.name, teamId: team.id, created: false, added: [], players: plan.players });
          continue;
        }
        const written = team
          ? await updateTeamRow(tx, team.id, { name: team.name, players: plan.players })
          : await insertTeam(tx, clubId, { name: plan.name, players: plan.players });
        await recordAudit(tx, auth, {
          clubId,
          action: team ? 'team.update' : 'team.create',
          entity: 'team',
          entityId: written.id,
          before: team ? toTeamJson(team) : null,
          after: toTeamJson(written),
        });
        changes.push({
          name: written.name,
          teamId: written.id,
          created: !team,
          added: plan.added,
          players: written.players,
        });
      }
      return { dryRun: false, changes, message: messages.squadsSaved };
    });
  } catch (err) {
    throw teamWriteError(err);
  }
}

/**
 * The names to prefill, slot "0".."6" -> name: the side's players in its most recent other match with any, else the
 * first 7 of its squad, else none.
 */
function suggestedOf(row: LineupRow): Record<string, string> {
  if (row.lastPlayers && Object.keys(row.lastPlayers).length > 0) return row.lastPlayers;
  const squad = row.players ?? [];
  return Object.fromEntries(squad.slice(0, LINEUP_SIZE).map((name, i) => [String(i), name]));
}

function sideOf(row: LineupRow | undefined): LineupSide {
  if (!row) return { team: null, squad: [], suggested: {}, credits: {} };
  return {
    team: row.teamId && row.teamName !== null ? { _id: row.teamId, name: row.teamName } : null,
    squad: row.players ?? [],
    suggested: suggestedOf(row),
    credits: Object.fromEntries(
      Object.entries(row.playerCredits ?? {}).map(([name, tenths]) => [name, tenthsToCredits(tenths)]),
    ),
  };
}

/** GET /api/matches/{id}/lineup: staff of the match's club (design-season section 4). */
export async function getLineup(db: Db, auth: AuthContext, matchId: string): Promise<Lineup> {
  const rows = await findLineupRows(db, matchId);
  const first = rows[0];
  if (!first) throw notFound(messages.matchNotFound);
  assertClubAccess(auth, first.clubId, messages.matchNotFound);
  return { team1: sideOf(rows.find((r) => r.side === 1)), team2: sideOf(rows.find((r) => r.side === 2)) };
}
