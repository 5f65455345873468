// Bundles the server (with the shared TypeScript package) into dist/main.js and its Cricsheet worker beside it,
// dist/cricsheet-worker.js, or into the folder given as
// --outdir=DIR (npm start's versioned builds, scripts/lib/builds.ts), and copies the SQL migrations and functions
// beside it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@wicket/'));
const outdirArgument = process.argv.find((arg) => arg.startsWith('--outdir='));
const outdir = outdirArgument ? outdirArgument.slice('--outdir='.length) : 'dist';

// The default dist/ is rebuilt from scratch; a given folder is the caller's (it may already hold the web app).
if (!outdirArgument) rmSync(outdir, { recursive: true, force: true });
await build({
  // The Cricsheet reader's worker thread is its own file beside main.js (modules/scorecard/cricsheet-reader.ts).
  entryPoints: { main: 'src/main.ts', 'cricsheet-worker': 'src/modules/scorecard/cricsheet-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', join(outdir, 'migrations'), { recursive: true });
cpSync('src/db/functions', join(outdir, 'functions'), { recursive: true });
