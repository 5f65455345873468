/**
 * Versioned builds for `npm start` (and the browser suite): each build of the web app and the server bundle lands in
 * its own folder, named by a content hash of everything the build reads, and is never written to again.
 *
 *   apps/server/builds/<id>/main.js, migrations/   the server bundle, beside the migrations it applies
 *   apps/server/builds/<id>/web/                   the web app the bundle serves (found beside it, or WEB_DIR)
 *   apps/server/builds/current -> <id>             the newest build, swapped atomically (a symlink renamed over)
 *   apps/server/builds/<id>/servers/<pid>          one file per server started on this build, removed at its exit
 *
 * A start whose sources hash to an existing build does not build. A change builds into a new folder, and a server
 * started before keeps serving its own files (its chunks included) until it stops. Old builds are pruned only when
 * they are not among the newest few and no live server was started on them.
 *
 * The folder lives under apps/server so the bundle resolves its packages (apps/server/node_modules, then the root's)
 * exactly as apps/server/dist/main.js does.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What a build reads: folders (walked) and single files, relative to the repository root. */
export const BUILD_INPUTS = [
  'apps/web',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/tsconfig.json',
  'apps/server/package.json',
  'packages/shared',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Never inputs: installed packages, build outputs, tests (which a build does not read). */
const SKIPPED_NAMES = new Set(['node_modules', 'dist', 'dist-e2e', 'builds', '__tests__', 'test', '.DS_Store']);

/** How many of the newest builds are kept even when no server runs on them (a quick switch back costs nothing). */
export const KEEP_BUILDS = 3;

export type BuildLayout = {
  /** The repository (or, in tests, a fixture tree) whose inputs are hashed. */
  root: string;
  /** Where the versioned builds live. */
  buildsDir: string;
  inputs: string[];
};

export function defaultLayout(root = REPO_ROOT): BuildLayout {
  return { root, buildsDir: join(root, 'apps/server/builds'), inputs: BUILD_INPUTS };
}

function* inputFiles(root: string, path: string): Generator<string> {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (SKIPPED_NAMES.has(name)) continue;
    yield* inputFiles(root, join(path, name));
  }
}

/**
 * The build's id: a SHA-256 over the path and content of every input file (a few hundred files, a few MB: about
 * 20 ms). Content rather than mtimes, so a checkout or `touch` that changes nothing does not rebuild.
 */
export function sourceHash(layout: BuildLayout): string {
  const hash = createHash('sha256');
  for (const input of layout.inputs) {
    for (const file of inputFiles(layout.root, input)) {
      hash.update(file.split(sep).join('/'));
      hash.update('\0');
      hash.update(readFileSync(join(layout.root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const COMPLETE = 'build-complete';

export function buildDirOf(layout: BuildLayout, id: string): string {
  return join(layout.buildsDir, id);
}

export function isComplete(dir: string): boolean {
  return existsSync(join(dir, COMPLETE));
}

/** The build `current` names, if any. */
export function currentBuild(layout: BuildLayout): string | undefined {
  try {
    return readlinkSync(join(layout.buildsDir, 'current'));
  } catch {
    return undefined;
  }
}

/** Points `current` at a build: a new symlink renamed over the old one, so a reader sees one or the other. */
function switchCurrent(layout: BuildLayout, id: string): void {
  const temporary = join(layout.buildsDir, `.current-${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(id, temporary);
  renameSync(temporary, join(layout.buildsDir, 'current'));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pids of live servers started on a build (files of servers that died without cleaning up are removed). */
export function liveServers(dir: string): number[] {
  const servers = join(dir, 'servers');
  if (!existsSync(servers)) return [];
  const pids: number[] = [];
  for (const name of readdirSync(servers)) {
    const pid = Number(name);
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) pids.push(pid);
    else rmSync(join(servers, name), { force: true });
  }
  return pids;
}

/** Records that a server with this pid runs on the build; returns the function that removes the record. */
export function registerServer(dir: string, pid: number): () => void {
  mkdirSync(join(dir, 'servers'), { recursive: true });
  const file = join(dir, 'servers', String(pid));
  writeFileSync(file, '');
  return () => {
    try {
      unlinkSync(file);
    } catch {
      // Already gone (pruned after the process died, or removed twice).
    }
  };
}

/**
 * Removes builds that are neither current, nor among the newest KEEP_BUILDS, nor in use by a live server, and
 * unfinished build folders whose builder has died. Returns the ids removed.
 */
export function pruneBuilds(layout: BuildLayout, keep = KEEP_BUILDS): string[] {
  if (!existsSync(layout.buildsDir)) return [];
  const current = currentBuild(layout);
  const removed: string[] = [];
  const complete: { id: string; mtime: number }[] = [];
  for (const name of readdirSync(layout.buildsDir)) {
    const dir = join(layout.buildsDir, name);
    const unfinished = /^(.+)\.tmp-(\d+)$/.exec(name);
    if (unfinished) {
      if (!alive(Number(unfinished[2]))) {
        rmSync(dir, { recursive: true, force: true });
        removed.push(name);
      }
      continue;
    }
    if (name === 'current' || name.startsWith('.') || !isComplete(dir)) continue;
    complete.push({ id: name, mtime: statSync(join(dir, COMPLETE)).mtimeMs });
  }
  complete.sort((a, b) => b.mtime - a.mtime);
  for (const { id } of complete.slice(keep)) {
    const dir = join(layout.buildsDir, id);
    if (id === current || liveServers(dir).length > 0) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}

/** Writes one build into `outDir` (an empty folder of its own). */
export type BuildSteps = (outDir: string, layout: BuildLayout) => Promise<void>;

export type EnsuredBuild = {
  id: string;
  /** The build's folder: main.js, migrations/, web/. */
  dir: string;
  /** Whether this call built it (false: the sources were unchanged since a build that is still there). */
  built: boolean;
};

/**
 * The build of the current sources: the existing one when the sources hash to it, otherwise a new one built into a
 * temporary folder and renamed into place only once complete (a concurrent start building the same sources loses the
 * rename and uses the winner's). Then `current` points at it and old unused builds are pruned.
 */
export async function ensureBuild(
  layout: BuildLayout = defaultLayout(),
  steps: BuildSteps = productionBuild,
): Promise<EnsuredBuild> {
  const id = sourceHash(layout);
  const dir = buildDirOf(layout, id);
  let built = false;
  if (!isComplete(dir)) {
    mkdirSync(layout.buildsDir, { recursive: true });
    const temporary = join(layout.buildsDir, `${id}.tmp-${process.pid}`);
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(temporary);
    try {
      await steps(temporary, layout);
      writeFileSync(join(temporary, COMPLETE), `${new Date().toISOString()}\n`);
      // A half-written folder of a builder that died is in the way of the rename; a complete one means another
      // start won the race.
      if (existsSync(dir) && !isComplete(dir)) rmSync(dir, { recursive: true, force: true });
      if (!existsSync(dir)) {
        renameSync(temporary, dir);
        built = true;
      }
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
  }
  if (currentBuild(layout) !== id) switchCurrent(layout, id);
  pruneBuilds(layout);
  return { id, dir, built };
}

const run = promisify(execFile);

function viteBin(webRoot: string): string {
  const vitePackage = createRequire(join(webRoot, 'package.json')).resolve('vite/package.json');
  return join(dirname(vitePackage), 'bin', 'vite.js');
}

/**
 * Builds the web app into `outDir` exactly as `npm run build -w apps/web` does (`vite build`, then the
 * precompression step), in its own process with NODE_ENV=production (a test runner's NODE_ENV=test would bundle
 * React's development build).
 */
export async function buildWebInto(outDir: string, root = REPO_ROOT): Promise<void> {
  const webRoot = join(root, 'apps/web');
  const options = { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 };
  await run(
    process.execPath,
    [viteBin(webRoot), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    options,
  );
  await run(process.execPath, [join(webRoot, 'compress-dist.mjs'), outDir], options);
}

/** The server bundle and its migrations into `outDir` (apps/server/build.mjs with an output folder). */
export async function buildServerInto(outDir: string, root = REPO_ROOT): Promise<void> {
  const serverRoot = join(root, 'apps/server');
  await run(process.execPath, [join(serverRoot, 'build.mjs'), `--outdir=${outDir}`], {
    cwd: serverRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** What `npm start` builds: the web app into web/ and the server bundle beside it. */
export async function productionBuild(outDir: string, layout: BuildLayout): Promise<void> {
  await buildWebInto(join(outDir, 'web'), layout.root);
  await buildServerInto(outDir, layout.root);
}

/** The path of a build relative to the repository, for messages. */
export function describe(dir: string, root = REPO_ROOT): string {
  return relative(root, dir) || '.';
}
