import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { verifyLedger } from '../../src/modules/ledger/verify';
import { useUnmigratedDatabase } from '../helpers/database';

const migrations = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** A copy of the migrations folder that stops after the first `count` migrations. */
function migrationsUpTo(count: number): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'wp-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

async function migrateTo(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite')
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder: folder });
  else await migratePg(drizzlePg({ client: database.pool }), { migrationsFolder: folder });
}

/**
 * 0002 moves every pool from groups.total_bet_amount into pool slot 0 and re-keys the bets onto it: a database
 * with bets, pools and ledger rows made before it must come out with the same money in the same places.
 */
describe('migration 0002 (pool slots) on a database with bets', () => {
  const database = useUnmigratedDatabase();

  it('keeps every pool, bet and ledger row, and the ledger still balances', async () => {
    const before = migrationsUpTo(2);
    try {
      await migrateTo(database, before.folder);
    } finally {
      before.remove();
    }
    const db = database.db;
    // A club with a member who was minted 100.00 and bet 3 x 10.00 in one group and 1 x 5.00 in another; a third
    // group has no bets.
    await db.execute(sql`
      insert into users (id, first_name, last_name, phone_number, country_code, user_type, password_hash,
                         referral_code, credits)
      values ('00000000-0000-4000-8000-000000000001', 'Mona', 'Manager', '9100000001', '+91', 'Manager', 'x',
              'MIGRATE1', 0),
             ('00000000-0000-4000-8000-000000000002', 'Mia', 'Member', '9100000002', '+91', 'Member', 'x',
              'MIGRATE2', 6500)`);
    await db.execute(sql`
      insert into clubs (id, club_name, manager_id, manager_share_bp, admin_share_bp)
      values ('00000000-0000-4000-8000-0000000000c1', 'Old club', '00000000-0000-4000-8000-000000000001', 1000, 500)`);
    await db.execute(sql`
      insert into matches (id, club_id, team1, team2, date_time)
      values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000c1', 'A', 'B',
              now() + interval '1 day')`);
    await db.execute(sql`
      insert into groups (id, match_id, bet_type, bet_amount, winner_share1_bp, winner_share2_bp, winner_share3_bp,
                          status, total_bet_amount)
      values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 'Multi Betters', 1000,
              5000, 3000, 1000, 'Active', 3000),
             ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000a1', 'First Better', 500,
              5000, 3000, 1000, 'Active', 500),
             ('00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-0000000000a1', 'First Better', 500,
              5000, 3000, 1000, 'Active', 0)`);
    await db.execute(sql`
      insert into bets (user_id, group_id, match_id, combination, first_better, bet_amount)
      select '00000000-0000-4000-8000-000000000002', g, '00000000-0000-4000-8000-0000000000a1', c, fb, amount
      from (values ('00000000-0000-4000-8000-0000000000b1'::uuid, '12A', false, 1000),
                   ('00000000-0000-4000-8000-0000000000b1'::uuid, '34B', false, 1000),
                   ('00000000-0000-4000-8000-0000000000b1'::uuid, '56C', false, 1000),
                   ('00000000-0000-4000-8000-0000000000b2'::uuid, '7DE', true, 500)) as v(g, c, fb, amount)`);
    await db.execute(sql`
      insert into transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id, group_id)
      values ('00000000-0000-4000-8000-000000000002', 'Credit', 'credit_added', 10000, 10000, 'Minted',
              '00000000-0000-4000-8000-000000000001', null, null),
             ('00000000-0000-4000-8000-000000000002', 'Debit', 'bet_placed', 3000, 7000, 'Bets',
              '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000a1',
              '00000000-0000-4000-8000-0000000000b1'),
             ('00000000-0000-4000-8000-000000000002', 'Debit', 'bet_placed', 500, 6500, 'Bet',
              '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000a1',
              '00000000-0000-4000-8000-0000000000b2')`);

    await migrateDatabase(database);

    const slots = await queryRows<{ group_id: string; slot: number; amount: string }>(
      db,
      sql`select group_id, slot, amount::text as amount from group_pool_slots order by group_id`,
    );
    expect(slots).toEqual([
      { group_id: '00000000-0000-4000-8000-0000000000b1', slot: 0, amount: '3000' },
      { group_id: '00000000-0000-4000-8000-0000000000b2', slot: 0, amount: '500' },
    ]);
    const bets = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bets where pool_slot = 0`);
    expect(bets[0]?.n).toBe(4);
    expect(await verifyLedger(db)).toEqual([]);

    // The bets now hang off their slot: deleting a group takes its pool and bets with it, and the ledger rows keep
    // the ids of what they were about.
    await db.execute(sql`delete from groups where id = '00000000-0000-4000-8000-0000000000b2'`);
    const left = await queryRows<{ bets: number; slots: number; ledger: number }>(
      db,
      sql`select (select count(*)::int from bets) as bets, (select count(*)::int from group_pool_slots) as slots,
                 (select count(*)::int from transactions
                   where group_id = '00000000-0000-4000-8000-0000000000b2') as ledger`,
    );
    expect(left[0]).toEqual({ bets: 3, slots: 1, ledger: 1 });
  });
});
