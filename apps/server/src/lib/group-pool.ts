import { type SQL, sql } from 'drizzle-orm';

/**
 * A group's pool in paise: the sum of its slot rows (db/schema.ts, groupPoolSlots). `groupId` is the SQL of the
 * group's id in the calling query, e.g. sql`g.id`.
 */
export const groupPoolSql = (groupId: SQL) =>
  sql`(select coalesce(sum(s.amount), 0)::bigint from group_pool_slots s where s.group_id = ${groupId})`;

/** How many slot rows a pool is spread over (the schema's check allows 0 to 63). */
export const POOL_SLOTS = 64;

/**
 * The slot a member's bets add to. Always the same one for a member, whose own bets already wait for each other on
 * its balance row; different members mostly land on different slots. Ids are random UUIDs, so their last hex
 * digits spread evenly.
 */
export const poolSlotOf = (userId: string): number => Number.parseInt(userId.slice(-4), 16) % POOL_SLOTS;
