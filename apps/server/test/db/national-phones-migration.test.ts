import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it, vi } from 'vitest';
import { type Database, queryRows } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { useUnmigratedDatabase } from '../helpers/database';

const migrations = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** A copy of the migrations folder that stops just before the migration tagged `tag`. */
function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'wp-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Members stored as a server before the migration stored them: `[n, phone, countryCode]` makes user id ...00n. */
async function insertUsersWithPhones(database: Database, phones: [string, string, string][]) {
  for (const [n, phone, country] of phones) {
    await database.db.execute(sql`
      insert into users (id, first_name, last_name, phone_number, country_code, user_type, password_hash,
                         referral_code, credits)
      values (${`00000000-0000-4000-8000-00000000000${n}`}::uuid, 'P', 'Hone', ${phone}, ${country}, 'Member', 'x',
              ${`PHONE${n}X`}, 0)`);
  }
}

/**
 * Migration 0012's data step: stored phones become the national number for their user's country code; a phone whose
 * national number another row has (or would get) is left alone on every row concerned, and said in the log.
 */
describe('migration 0012 (phones as national numbers) on a database with users', () => {
  const database = useUnmigratedDatabase();

  it('normalises what would change, leaves collisions and national numbers as they were', async () => {
    const before = migrationsBefore('0012_result_locks_match');
    try {
      if (database.kind === 'pglite')
        await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder: before.folder });
      else await migratePg(drizzlePg({ client: database.pool }), { migrationsFolder: before.folder });
    } finally {
      before.remove();
    }
    const phones: [string, string, string][] = [
      ['1', '09000000013', '+91'], // trunk prefix: becomes 9000000013
      ['2', '919000000014', '+91'], // country code without +: becomes 9000000014
      ['3', '9000000015', '+91'], // already national: unchanged
      ['4', '09000000015', '+91'], // would be row 3's: both stay
      ['5', '07911123456', '+44'], // read for its own country: 7911123456
      ['6', '123456789012', '+91'], // unreadable for India: the digits-only rule keeps it
    ];
    await insertUsersWithPhones(database, phones);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await migrateDatabase(database);
      const rows = await queryRows<{ phone_number: string }>(
        database.db,
        sql`select phone_number from users order by id`,
      );
      expect(rows.map((r) => r.phone_number)).toEqual([
        '9000000013',
        '9000000014',
        '9000000015',
        '09000000015',
        '7911123456',
        '123456789012',
      ]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
        changed: 3,
        leftAsTheyWere: [{ id: '00000000-0000-4000-8000-000000000004', phone: '09000000015', wouldBe: '9000000015' }],
      });
      // Run again (another start): the data step ran with the migration and does not run twice.
      await migrateDatabase(database);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('migration 0026 reads the stored phones again: 0091... forms stored as 091... become the national number', async () => {
    // The database of the test above, as a server before 0026 left it: the migration's record removed, two rows
    // stored from forms that made second accounts (0091 9000000021 with +91, 0 9000000022 with +1).
    // Drizzle applies what comes after the last recorded migration, so 0027 (the match venue), 0029 (Fantasy Team
    // groups; its enum values stay, added only if missing), 0030 (push subscriptions) and 0031 (board versions) are
    // undone as well.
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= 1795260026000`);
    await database.db.execute(sql`alter table matches drop column venue`);
    await database.db.execute(sql`alter table matches drop column team1_credits, drop column team2_credits`);
    for (const table of ['groups', 'group_templates']) {
      await database.db.execute(
        sql.raw(`alter table ${table} drop column team_size, drop column max_teams, drop column credit_budget_tenths`),
      );
    }
    await database.db.execute(sql`alter table club_teams drop column player_credits`);
    await database.db.execute(sql`alter table bets drop column team_credits_tenths`);
    await database.db.execute(sql`drop trigger user_notifications_queue_pushes on user_notifications`);
    await database.db.execute(sql`drop function queue_notification_pushes()`);
    await database.db.execute(sql`drop table push_subscriptions, user_push_settings`);
    await database.db.execute(sql`alter table group_pool_slots drop column changes`);
    const phones: [string, string, string][] = [
      ['7', '0919000000021', '+91'], // 0091 9000000021 as nationalPhone read it: 9000000021
      ['8', '09000000022', '+1'], // a trunk 0 the US reading kept: 9000000022
      ['9', '0919000000015', '+91'], // would be row 3's 9000000015: stays
    ];
    await insertUsersWithPhones(database, phones);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await migrateDatabase(database);
      const rows = await queryRows<{ id: string; phone_number: string }>(
        database.db,
        sql`select id::text, phone_number from users where id::text like '%00000000000_' order by id`,
      );
      expect(rows.slice(-3).map((r) => r.phone_number)).toEqual(['9000000021', '9000000022', '0919000000015']);
      expect(warn).toHaveBeenCalledTimes(1);
      await migrateDatabase(database);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
