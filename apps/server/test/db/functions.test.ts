import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `src/db/functions/*.sql` are where a reader finds the live body of the SQL functions the server calls; migrations
 * only apply them. Each file must hold the same statement as the newest migration that defines its function, so a
 * change made in one place and not the other fails here.
 */
const dbFolder = fileURLToPath(new URL('../../src/db/', import.meta.url));
const journal = JSON.parse(readFileSync(`${dbFolder}migrations/meta/_journal.json`, 'utf8')) as {
  entries: { tag: string }[];
};

/** The statement that creates `name`, without its CREATE / CREATE OR REPLACE difference; null when absent. */
function definitionIn(sqlText: string, name: string): string | null {
  const statements = sqlText.split('--> statement-breakpoint');
  for (const statement of statements) {
    const start = statement.search(new RegExp(`CREATE (OR REPLACE )?FUNCTION "${name}"\\(`));
    if (start < 0) continue;
    const body = statement.slice(start, statement.lastIndexOf('$$;') + 3);
    return body.replace(/^CREATE (OR REPLACE )?FUNCTION/, 'CREATE FUNCTION').trim();
  }
  return null;
}

function newestMigrationDefining(name: string): { tag: string; definition: string } | null {
  for (const { tag } of [...journal.entries].reverse()) {
    const definition = definitionIn(readFileSync(`${dbFolder}migrations/${tag}.sql`, 'utf8'), name);
    if (definition !== null) return { tag, definition };
  }
  return null;
}

const functionFiles = readdirSync(`${dbFolder}functions`).filter((file) => file.endsWith('.sql'));

describe('db/functions: the live SQL functions', () => {
  it('has the three functions bets and bids run through', () => {
    expect(functionFiles.sort()).toEqual(['betting_open.sql', 'place_bets.sql', 'place_bid.sql']);
  });

  for (const file of functionFiles) {
    const name = file.replace(/\.sql$/, '');
    it(`${file} is the statement of the newest migration that defines ${name}`, () => {
      const newest = newestMigrationDefining(name);
      expect(newest, `no migration defines ${name}`).not.toBeNull();
      const live = definitionIn(readFileSync(`${dbFolder}functions/${file}`, 'utf8'), name);
      expect(live, `${file} holds no CREATE FUNCTION "${name}"`).not.toBeNull();
      expect(live, `${file} differs from migration ${newest?.tag}`).toBe(newest?.definition);
    });
  }
});
