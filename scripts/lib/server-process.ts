import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (scripts/lib/ -> ../..). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

/** Newest modification time of any file under these paths (directories walked recursively). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) visit(p);
  return newest;
}

/** Runs a command to completion, output inherited; rejects on a non-zero exit. */
export function runCommand(command: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd ?? ROOT, env: opts.env ?? process.env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The server bundle the harnesses run when it is fresh. */
export const SERVER_BUNDLE = join(ROOT, 'apps/server/dist/main.js');

/**
 * The one freshness rule of the harnesses (bench, faults, cluster): the bundle is at least as new as every file it is
 * built from (the server's sources and build script, and the shared package).
 */
export function serverBundleIsFresh(): boolean {
  if (!existsSync(SERVER_BUNDLE)) return false;
  const sources = newestMtime([
    join(ROOT, 'apps/server/src'),
    join(ROOT, 'apps/server/build.mjs'),
    join(ROOT, 'packages/shared/src'),
  ]);
  return statSync(SERVER_BUNDLE).mtimeMs >= sources;
}

/** Builds the server bundle when it is missing or older than its sources. */
export async function ensureServerBuilt(log: (line: string) => void): Promise<void> {
  if (serverBundleIsFresh()) {
    log('server bundle is up to date');
    return;
  }
  log(
    existsSync(SERVER_BUNDLE)
      ? 'server bundle is older than its sources: rebuilding'
      : 'server bundle missing: building',
  );
  await runCommand('npm', ['run', 'build', '-w', 'apps/server']);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  pid: number;
  port: number;
  logPath: string;
  /** Last lines the server wrote (its log is at warn level, so these are warnings and errors). */
  tail(lines?: number): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process is gone. */
  stop(): Promise<void>;
  /** Sends a signal (SIGTERM to drain, SIGKILL to crash) without waiting. */
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (128 + n when a signal ended it) once the process is gone. */
  exited: Promise<number>;
};

/**
 * How to run the server: the bundle when it is fresh (`serverBundleIsFresh`), else the sources through tsx (slower to
 * start, but never a stale build). `prefer` forces one of them.
 */
export function serverEntry(prefer?: 'dist' | 'src'): { entry: string; nodeArgs: string[]; label: string } {
  if (prefer === 'dist' || (prefer === undefined && serverBundleIsFresh()))
    return { entry: SERVER_BUNDLE, nodeArgs: [], label: 'node apps/server/dist/main.js' };
  return {
    entry: join(ROOT, 'apps/server/src/main.ts'),
    nodeArgs: ['--import', 'tsx'],
    label: 'node --import tsx apps/server/src/main.ts',
  };
}

const SIGNAL_NUMBERS: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

/** Starts `node apps/server/dist/main.js` as a child process and waits until /api/health answers. */
export async function startServer(opts: {
  env: Record<string, string>;
  logPath: string;
  nodeArgs?: string[];
  /** The bundle to run; apps/server/dist/main.js unless BENCH_SERVER_ENTRY names another (a patched build). */
  entry?: string;
  /** A fixed port (a restart behind a balancer keeps its address); a free one when unset. */
  port?: number;
  /** Append to the log file instead of starting it afresh (a restarted instance). */
  appendLog?: boolean;
  /** How long to wait for /api/health (60 s; the sources through tsx start slower than the bundle). */
  startTimeoutMs?: number;
  /** The address to listen on (127.0.0.1; the nemesis gives each instance its namespace's). */
  host?: string;
  /** A command the server runs under, e.g. `ip netns exec NS` (it must exec the rest: the pid is the server's). */
  prefix?: string[];
}): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.PGOPTIONS ? { PGOPTIONS: process.env.PGOPTIONS } : {}),
    ...opts.env,
    PORT: String(port),
    HOST: host,
  };
  const [command = process.execPath, ...args] = [
    ...(opts.prefix ?? []),
    process.execPath,
    ...(opts.nodeArgs ?? []),
    opts.entry ?? SERVER_BUNDLE,
  ];
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  mkdirSync(dirname(opts.logPath), { recursive: true });
  const log = createWriteStream(opts.logPath, { flags: opts.appendLog ? 'a' : 'w' });
  let recent = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    recent = (recent + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null = null;
  const exitPromise = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = code ?? (signal ? 128 + (SIGNAL_NUMBERS[signal] ?? 0) : 1);
      resolve(exited);
    }),
  );
  const url = `http://${host}:${port}`;
  const tail = (lines = 30) => recent.trimEnd().split('\n').slice(-lines).join('\n');
  const stop = async () => {
    if (exited === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exitPromise;
      clearTimeout(timer);
    }
    log.end();
  };

  const startTimeoutMs = opts.startTimeoutMs ?? 60_000;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`server exited with ${exited} during start-up:\n${tail()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) {
        if (child.pid === undefined) throw new Error('server has no pid');
        return {
          url,
          pid: child.pid,
          port,
          logPath: opts.logPath,
          tail,
          stop,
          signal: (signal) => {
            if (exited === null) child.kill(signal);
          },
          exited: exitPromise,
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`server did not answer /api/health within ${startTimeoutMs / 1000} s:\n${tail()}`);
}

export type BuildSnapshot = { entry: string; webDist: string | null; remove(): void };

/**
 * A private copy of the server bundle and the web build for this run. Other work on the machine (a rebuild of
 * apps/web/dist or apps/server/dist by tests or a colleague) would otherwise swap files under the running server:
 * the server finds the web build next to its bundle, so both are copied side by side, with node_modules linked.
 */
export async function snapshotBuild(entry: string): Promise<BuildSnapshot> {
  const dir = mkdtempSync(join(tmpdir(), 'wp-bench-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    cpSync(dirname(entry), join(dir, 'apps/server/dist'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    const web = join(ROOT, 'apps/web/dist');
    let webDist: string | null = null;
    for (let attempt = 0; attempt < 5 && existsSync(join(web, 'index.html')); attempt++) {
      const target = join(dir, 'apps/web/dist');
      rmSync(target, { recursive: true, force: true });
      cpSync(web, target, { recursive: true });
      // A build finishing while it was copied leaves an index.html naming files that are not there: copy again.
      const html = readFileSync(join(target, 'index.html'), 'utf8');
      const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
      if (named.every((f) => existsSync(join(target, f)))) {
        webDist = target;
        break;
      }
      await new Promise((r) => setTimeout(r, 2000));
    }
    return { entry: join(dir, 'apps/server/dist', basename(entry)), webDist, remove };
  } catch (err) {
    remove();
    throw err;
  }
}
