import type { PointsSystem } from '@wicket/shared/points';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

/** A club's stored points system (absent while it is the default). */
export type PointsSystemRow = PointsSystem & { updatedAt: Date };

type Raw = {
  club_id: string;
  name: string | null;
  item_points: PointsSystem['values'] | null;
  economy_min_balls: number | null;
  economy: PointsSystem['economy'] | null;
  strike_rate_min_balls: number | null;
  strike_rate: PointsSystem['strikeRate'] | null;
  updated_at: Date | string | null;
};

/**
 * The club and its stored points system in one read: undefined when the club does not exist, `{ system: null }`
 * while it uses the default.
 */
export async function findClubPointsSystem(
  db: DbOrTx,
  clubId: string,
): Promise<{ system: PointsSystemRow | null } | undefined> {
  const rows = await queryRows<Raw>(
    db,
    sql`select c.id as club_id, p.name, p.item_points, p.economy_min_balls, p.economy, p.strike_rate_min_balls,
               p.strike_rate, p.updated_at
        from clubs c left join points_systems p on p.club_id = c.id
        where c.id = ${clubId}::uuid`,
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.name === null) return { system: null };
  return {
    system: {
      name: row.name,
      values: row.item_points as PointsSystem['values'],
      economyMinBalls: row.economy_min_balls as number,
      economy: row.economy as PointsSystem['economy'],
      strikeRateMinBalls: row.strike_rate_min_balls as number,
      strikeRate: row.strike_rate as PointsSystem['strikeRate'],
      updatedAt: new Date(row.updated_at as Date | string),
    },
  };
}

/** Inserts or replaces the club's points system. */
export async function upsertPointsSystem(tx: DbOrTx, clubId: string, system: PointsSystem): Promise<void> {
  await queryRows(
    tx,
    sql`insert into points_systems (club_id, name, item_points, economy_min_balls, economy, strike_rate_min_balls,
                                    strike_rate, updated_at)
        values (${clubId}::uuid, ${system.name}, ${JSON.stringify(system.values)}::jsonb, ${system.economyMinBalls},
                ${JSON.stringify(system.economy)}::jsonb, ${system.strikeRateMinBalls},
                ${JSON.stringify(system.strikeRate)}::jsonb, now())
        on conflict (club_id) do update set
          name = excluded.name, item_points = excluded.item_points, economy_min_balls = excluded.economy_min_balls,
          economy = excluded.economy, strike_rate_min_balls = excluded.strike_rate_min_balls,
          strike_rate = excluded.strike_rate, updated_at = excluded.updated_at`,
  );
}

/** Back to the default: the club's row goes. */
export async function deletePointsSystem(tx: DbOrTx, clubId: string): Promise<void> {
  await queryRows(tx, sql`delete from points_systems where club_id = ${clubId}::uuid`);
}
