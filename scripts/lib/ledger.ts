import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../bench/lib/server';

/**
 * Runs `npm run verify-ledger`'s script as its own process against a database (PostgreSQL URL, or a PGlite data
 * directory when `databaseUrl` is undefined), as an operator would after a crash or a restore.
 */
export function runVerifyLedger(target: { databaseUrl?: string; dataDir?: string }): Promise<{
  code: number;
  output: string;
}> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: target.databaseUrl ?? '', NODE_ENV: 'production' };
    if (target.dataDir) env.DATA_DIR = target.dataDir;
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/scripts/verify-ledger.ts')], {
      cwd: ROOT,
      env,
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
