import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import {
  type BuildLayout,
  type BuildSteps,
  currentBuild,
  ensureBuild,
  pruneBuilds,
  registerServer,
  sourceHash,
} from '../lib/builds';

/**
 * npm start's builds on a fixture tree: the real hashing, folder switching and pruning, with a build step that turns
 * the fixture's one source file into a hashed chunk and an index.html naming it (as Vite does), served by the real
 * server.
 */
let root: string;
let layout: BuildLayout;
let builds = 0;

const steps: BuildSteps = async (outDir, l) => {
  builds += 1;
  const source = readFileSync(join(l.root, 'apps/web/src/main.ts'), 'utf8');
  const chunk = `main-${sourceHash(l).slice(0, 8)}.js`;
  mkdirSync(join(outDir, 'web/assets'), { recursive: true });
  writeFileSync(join(outDir, 'web/assets', chunk), source);
  writeFileSync(join(outDir, 'web/index.html'), `<script type="module" src="/assets/${chunk}"></script>`);
  writeFileSync(join(outDir, 'main.js'), '// the server bundle\n');
};

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function chunkOf(dir: string): string {
  const html = readFileSync(join(dir, 'web/index.html'), 'utf8');
  return /src="([^"]+)"/.exec(html)?.[1] ?? '';
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'wp-builds-'));
  layout = { root, buildsDir: join(root, 'apps/server/builds'), inputs: ['apps/web', 'package-lock.json'] };
  write('apps/web/src/main.ts', 'console.log("first");\n');
  write('package-lock.json', '{}\n');
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm start builds', () => {
  let first: Awaited<ReturnType<typeof ensureBuild>>;
  let server: Awaited<ReturnType<typeof buildApp>>;
  let baseUrl: string;
  let unregister: () => void;

  it('builds the first time into a folder named by the sources, and points current at it', async () => {
    first = await ensureBuild(layout, steps);
    expect(first).toMatchObject({ built: true, id: sourceHash(layout) });
    expect(builds).toBe(1);
    expect(existsSync(join(first.dir, 'web/index.html'))).toBe(true);
    expect(currentBuild(layout)).toBe(first.id);
  });

  it('does not build again when no source changed, even when files were touched or outputs and tests added', async () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'apps/web/src/main.ts'), later, later);
    write('apps/web/node_modules/x/index.js', 'installed');
    write('apps/web/dist/index.html', 'an old npm run build');
    write('apps/web/src/__tests__/main.test.ts', 'a test');
    const again = await ensureBuild(layout, steps);
    expect(again).toEqual({ ...first, built: false });
    expect(builds).toBe(1);
  });

  it('builds a changed source into a new folder while a server started before keeps serving its chunks', async () => {
    server = await buildApp({
      config: loadConfig(
        { NODE_ENV: 'test' },
        {
          dataDir: 'memory://',
          runJobs: false,
          demo: false,
          serveWeb: true,
          webDir: join(first.dir, 'web'),
          logLevel: 'silent',
          jwtSecret: 'builds-secret-builds-secret-builds',
          argon2: { memoryCost: 1024, timeCost: 1 },
        },
      ),
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    unregister = registerServer(first.dir, process.pid);
    const oldChunk = chunkOf(first.dir);

    write('apps/web/src/main.ts', 'console.log("second");\n');
    const second = await ensureBuild(layout, steps);
    expect(second.built).toBe(true);
    expect(builds).toBe(2);
    expect(second.id).not.toBe(first.id);
    expect(second.dir).not.toBe(first.dir);
    expect(currentBuild(layout)).toBe(second.id);
    expect(chunkOf(second.dir)).not.toBe(oldChunk);

    const page = await fetch(`${baseUrl}/dashboard`);
    expect(await page.text()).toContain(oldChunk);
    const chunk = await fetch(`${baseUrl}${oldChunk}`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe('console.log("first");\n');
  });

  it('prunes old builds only when no live server runs on them', async () => {
    for (const text of ['third', 'fourth', 'fifth']) {
      write('apps/web/src/main.ts', `console.log("${text}");\n`);
      await ensureBuild(layout, steps);
    }
    // Four newer builds than the first: beyond the three kept, but its server is still running.
    expect(existsSync(first.dir)).toBe(true);
    expect(await (await fetch(`${baseUrl}${chunkOf(first.dir)}`)).text()).toBe('console.log("first");\n');

    await server.close();
    unregister();
    expect(pruneBuilds(layout)).toEqual(expect.arrayContaining([first.id]));
    expect(existsSync(first.dir)).toBe(false);
    expect(existsSync(join(layout.buildsDir, currentBuild(layout) ?? 'none', 'web/index.html'))).toBe(true);
  });

  it('uses the build of the sources it has again after a switch back, without building', async () => {
    const before = builds;
    write('apps/web/src/main.ts', 'console.log("fifth");\n');
    const back = await ensureBuild(layout, steps);
    expect(back.built).toBe(false);
    expect(builds).toBe(before);
  });
});
