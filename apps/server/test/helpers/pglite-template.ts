import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database (a `dumpDataDir` tarball) each test file starts from; '' when none. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the PGlite API suite: creating a PGlite database (its initdb) and migrating it costs seconds per
 * test file; loading a dump of one made here, once per run, costs a fraction. buildTestApp starts from it.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ dataDir: 'memory://' });
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  await migrateDatabase(database);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `wicket-pglite-template-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
