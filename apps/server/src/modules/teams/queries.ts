import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import { teamNameKeySql } from '../../lib/team-name-key';

/** A club's team as stored: its squad in the order staff listed it. */
export type TeamRow = { id: string; clubId: string; name: string; players: string[] };

type RawTeam = { id: string; club_id: string; name: string; players: string[] };
const toRow = (r: RawTeam): TeamRow => ({ id: r.id, clubId: r.club_id, name: r.name, players: r.players ?? [] });

/**
 * The club and its teams sorted by name (letter case ignored) in one read: undefined when the club does not exist.
 */
export async function listClubTeams(db: DbOrTx, clubId: string): Promise<TeamRow[] | undefined> {
  const rows = await queryRows<RawTeam & { club_exists: string }>(
    db,
    sql`select c.id as club_exists, t.id, t.club_id, t.name, t.players
        from clubs c left join club_teams t on t.club_id = c.id
        where c.id = ${clubId}::uuid
        order by lower(t.name), t.name, t.id`,
  );
  if (rows.length === 0) return undefined;
  return rows.filter((r) => r.id !== null).map(toRow);
}

/** One team, locked for a change when `forUpdate`. */
export async function findTeam(db: DbOrTx, id: string, forUpdate = false): Promise<TeamRow | undefined> {
  const rows = await queryRows<RawTeam>(
    db,
    sql`select id, club_id, name, players from club_teams where id = ${id}::uuid ${forUpdate ? sql`for update` : sql``}`,
  );
  return rows[0] && toRow(rows[0]);
}

/** A new team (unique index `club_teams_club_name_key`: same name in the club ignoring case and spaces). */
export async function insertTeam(
  tx: DbOrTx,
  clubId: string,
  team: { name: string; players: readonly string[] },
): Promise<TeamRow> {
  const rows = await queryRows<RawTeam>(
    tx,
    sql`insert into club_teams (club_id, name, players)
        values (${clubId}::uuid, ${team.name}, ${pgArray(team.players)}::text[])
        returning id, club_id, name, players`,
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return toRow(row);
}

export async function updateTeamRow(
  tx: DbOrTx,
  id: string,
  team: { name: string; players: readonly string[] },
): Promise<TeamRow> {
  const rows = await queryRows<RawTeam>(
    tx,
    sql`update club_teams set name = ${team.name}, players = ${pgArray(team.players)}::text[], updated_at = now()
        where id = ${id}::uuid
        returning id, club_id, name, players`,
  );
  const row = rows[0];
  if (!row) throw new Error('update returned no row');
  return toRow(row);
}

export async function deleteTeamRow(tx: DbOrTx, id: string): Promise<void> {
  await queryRows(tx, sql`delete from club_teams where id = ${id}::uuid`);
}

/** One side of a match's lineup: the club's team of that name (if any) and the side's players in its latest match. */
export type LineupRow = {
  side: number;
  clubId: string;
  teamId: string | null;
  teamName: string | null;
  players: string[] | null;
  lastPlayers: Record<string, string> | null;
  /** The team's remembered prices by lower-cased player name, in tenths of a credit. */
  playerCredits: Record<string, number> | null;
};

/**
 * Both sides of a match in one read (no rows: no such match). For each, the club's team of that name (ignoring case
 * and spaces), and the players that name had in the most recent other match of the club where it has any (by
 * dateTime, as team 1 or team 2).
 */
export async function findLineupRows(db: DbOrTx, matchId: string): Promise<LineupRow[]> {
  const rows = await queryRows<{
    side: number;
    club_id: string;
    team_id: string | null;
    team_name: string | null;
    players: string[] | null;
    last_players: Record<string, string> | null;
    player_credits: Record<string, number> | null;
  }>(
    db,
    sql`with m as (select id, club_id, team1, team2 from matches where id = ${matchId}::uuid),
        sides as (
          select 1 as side, m.id as match_id, m.club_id, ${teamNameKeySql(sql`m.team1`)} as key from m
          union all
          select 2, m.id, m.club_id, ${teamNameKeySql(sql`m.team2`)} from m
        )
        select s.side, s.club_id, t.id as team_id, t.name as team_name, t.players, t.player_credits,
               (select case when ${teamNameKeySql(sql`o.team1`)} = s.key then o.team1_players else o.team2_players end
                from matches o
                where o.club_id = s.club_id and o.id <> s.match_id
                  and ((${teamNameKeySql(sql`o.team1`)} = s.key and o.team1_players <> '{}'::jsonb)
                    or (${teamNameKeySql(sql`o.team2`)} = s.key and o.team2_players <> '{}'::jsonb))
                order by o.date_time desc, o.created_at desc, o.id
                limit 1) as last_players
        from sides s left join club_teams t on t.club_id = s.club_id and t.name_key = s.key
        order by s.side`,
  );
  return rows.map((r) => ({
    side: Number(r.side),
    clubId: r.club_id,
    teamId: r.team_id,
    teamName: r.team_name,
    players: r.players,
    lastPlayers: r.last_players,
    playerCredits: r.player_credits,
  }));
}

/**
 * Remembers a match side's player prices in the club's team of that name, if it has one (design-contests section
 * 1: a squad keeps a price per player name and Add Players is prefilled with it): `prices` by lower-cased name, in
 * tenths of a credit, merged over what the team had.
 */
export async function rememberSquadPrices(
  db: DbOrTx,
  clubId: string,
  teamName: string,
  prices: Record<string, number>,
): Promise<void> {
  if (Object.keys(prices).length === 0) return;
  await db.execute(
    sql`update club_teams set player_credits = player_credits || ${JSON.stringify(prices)}::jsonb, updated_at = now()
        where club_id = ${clubId}::uuid and name_key = ${teamNameKeySql(sql`${teamName}::text`)}`,
  );
}

/**
 * The club's teams of these names (ignoring case and spaces), locked for a merge; undefined when the club does not
 * exist. Two statements: a row lock cannot take the nullable side of the club's outer join.
 */
export async function lockTeamsByName(
  tx: DbOrTx,
  clubId: string,
  names: readonly string[],
): Promise<TeamRow[] | undefined> {
  const club = await queryRows<{ id: string }>(tx, sql`select id from clubs where id = ${clubId}::uuid`);
  if (club.length === 0) return undefined;
  const rows = await queryRows<RawTeam>(
    tx,
    sql`select id, club_id, name, players from club_teams
        where club_id = ${clubId}::uuid
          and name_key in (select ${teamNameKeySql(sql`n`)} from unnest(${pgArray(names)}::text[]) as n)
        order by id
        for update`,
  );
  return rows.map(toRow);
}
