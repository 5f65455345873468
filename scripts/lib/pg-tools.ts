import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * pg_dump / pg_restore: PG_BIN first, then PATH, then the newest Debian install (/usr/lib/postgresql/<n>/bin).
 * The client must be at least the server's major version (PostgreSQL 15 here): `apt-get install postgresql-client-15`.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  const debian = (() => {
    try {
      return readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`);
    } catch {
      return [];
    }
  })();
  const dirs = [process.env.PG_BIN, ...(process.env.PATH ?? '').split(delimiter), ...debian];
  for (const dir of dirs) {
    if (!dir) continue;
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // Not here.
    }
  }
  throw new Error(
    `${name} not found: install the PostgreSQL client of the server's version (Debian: apt-get install -y ` +
      'postgresql-client-15) or set PG_BIN to its bin directory.',
  );
}

/** Runs a tool to completion; rejects with its stderr when it fails. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
      process.stderr.write(d);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim().split('\n').pop()}`)),
    );
  });
}
