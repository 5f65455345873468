import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

/**
 * `src/db/functions/*.sql` are the one place the SQL functions the server calls are written: db/migrate.ts applies
 * them after the migrations (CREATE OR REPLACE, every start). The database must run exactly the file's body, with
 * one signature (a changed argument list needs a migration that drops the old one), and no migration may write the
 * function again (a second copy drifts).
 */
const dbFolder = fileURLToPath(new URL('../../src/db/', import.meta.url));
const functionFiles = readdirSync(`${dbFolder}functions`)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const migrationFiles = readdirSync(`${dbFolder}migrations`).filter((file) => file.endsWith('.sql'));

/** The body between the `$$` quotes: what PostgreSQL keeps as the function's source (pg_proc.prosrc). */
const bodyOf = (text: string) => text.slice(text.indexOf('$$') + 2, text.lastIndexOf('$$'));

describe('db/functions: the SQL functions, written once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the four functions bets, bids and Fantasy Team entries run through', () => {
    expect(functionFiles).toEqual(['betting_open.sql', 'enter_team.sql', 'place_bets.sql', 'place_bid.sql']);
  });

  for (const file of functionFiles) {
    const name = file.replace(/\.sql$/, '');
    it(`the database runs ${file} as written, under one signature`, async () => {
      const result = (await t.db.execute(
        sql`select prosrc from pg_proc where proname = ${name} and pronamespace = 'public'::regnamespace`,
      )) as unknown as { rows: { prosrc: string }[] };
      expect(result.rows).toHaveLength(1);
      expect(result.rows[0]?.prosrc).toBe(bodyOf(readFileSync(`${dbFolder}functions/${file}`, 'utf8')));
    });

    it(`no migration writes ${name} again`, () => {
      const writers = migrationFiles.filter((migration) =>
        new RegExp(`CREATE (OR REPLACE )?FUNCTION "${name}"\\(`).test(
          readFileSync(`${dbFolder}migrations/${migration}`, 'utf8'),
        ),
      );
      // 0010 wrote the four-argument betting_open that 0012 drops: another function, kept as history.
      expect(writers).toEqual(name === 'betting_open' ? ['0010_place_bets_function.sql'] : []);
    });
  }
});
