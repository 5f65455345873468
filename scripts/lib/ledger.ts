import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server-process';

/** Runs a TypeScript script of the repository as its own process (through tsx); resolves with its exit code and output. */
export function runScript(
  path: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, path), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}

/**
 * Runs `npm run verify-ledger`'s script as its own process against a database (PostgreSQL URL, or a PGlite data
 * directory when `databaseUrl` is undefined), as an operator would after a crash or a restore.
 */
export function runVerifyLedger(target: { databaseUrl?: string; dataDir?: string }) {
  return runScript('apps/server/src/scripts/verify-ledger.ts', [], {
    DATABASE_URL: target.databaseUrl ?? '',
    NODE_ENV: 'production',
    ...(target.dataDir ? { DATA_DIR: target.dataDir } : {}),
  });
}
