import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's imports flow one way (docs/style.md, after bulletproof-react): shared layers (lib, components,
 * hooks, i18n, entities) -> features -> app. A feature never imports another feature; the app composes them.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every import of a file, as a path relative to src (`features/bets/api/x`), or null for a package. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [specifier.slice(2)];
    if (specifier.startsWith('.')) return [relative(src, resolve(dirname(file), specifier))];
    return [];
  });
}

/** The layer a path under src belongs to: `features/<name>`, `components/domain`, `app`, or the top folder's name. */
function layerOf(path: string): string {
  const [top, second] = path.split('/');
  if (top === 'features') return `features/${second}`;
  if (top === 'components' && second === 'domain') return 'components/domain';
  return top ?? '';
}

/**
 * The shared layers, lowest first: infrastructure (lib, hooks, i18n), then the entities' reads and writes and the
 * generic components (side by side, neither imports the other), then the domain widgets built on both.
 */
const SHARED_RANK: Record<string, number> = {
  lib: 0,
  hooks: 0,
  i18n: 0,
  entities: 1,
  components: 1,
  'components/domain': 2,
};

const edges = sourceFiles(src)
  .filter((file) => !file.includes('__tests__') && !file.includes('/testing/'))
  .flatMap((file) => {
    const from = relative(src, file);
    return importsOf(file).map((to) => ({ from, to, fromLayer: layerOf(from), toLayer: layerOf(to) }));
  });

describe('web import boundaries', () => {
  it('reads the source tree', () => {
    expect(edges.length).toBeGreaterThan(500);
  });

  it('no feature imports another feature', () => {
    const crossings = edges.filter(
      (edge) =>
        edge.fromLayer.startsWith('features/') &&
        edge.toLayer.startsWith('features/') &&
        edge.fromLayer !== edge.toLayer,
    );
    expect(crossings.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });

  it('shared layers import neither features nor the app', () => {
    const upward = edges.filter(
      (edge) =>
        !edge.fromLayer.startsWith('features/') &&
        edge.fromLayer !== 'app' &&
        edge.fromLayer !== 'main.tsx' &&
        (edge.toLayer.startsWith('features/') || edge.toLayer === 'app'),
    );
    expect(upward.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });

  it('the shared layers import only lower ones: infrastructure, then entities and generic components, then domain widgets', () => {
    const wrong = edges.filter((edge) => {
      const from = SHARED_RANK[edge.fromLayer];
      const to = SHARED_RANK[edge.toLayer];
      if (from === undefined || to === undefined || edge.fromLayer === edge.toLayer) return false;
      // Infrastructure folders use one another; entities and generic components stay apart.
      return to > from || (to === from && from === 1);
    });
    expect(wrong.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });

  it('features do not import the app', () => {
    const upward = edges.filter((edge) => edge.fromLayer.startsWith('features/') && edge.toLayer === 'app');
    expect(upward.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });
});
