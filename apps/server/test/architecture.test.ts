import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's folders form layers (docs/style.md, after the Fastify demo): config, then db, lib, plugins, the feature
 * modules, then jobs and the entry points. An import may only point to its own layer or one below, and the feature
 * modules, which may use each other, never do so in a cycle.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

const LAYERS: Record<string, number> = {
  'config.ts': 0,
  db: 1,
  lib: 2,
  plugins: 3,
  modules: 4,
  jobs: 5,
  'app.ts': 6,
  scripts: 7,
  'main.ts': 7,
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** A file's unit: `modules/<feature>` for a feature, else its top folder (or file) under src. */
function unitOf(path: string): string {
  const [top = '', feature] = path.split('/');
  return top === 'modules' ? `modules/${feature}` : top;
}

const imports = sourceFiles(src).flatMap((file) => {
  const from = relative(src, file);
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)].map((match) => {
    const to = relative(src, resolve(dirname(file), match[1] ?? ''));
    return { from, to, fromUnit: unitOf(from), toUnit: unitOf(to) };
  });
});

const layerOf = (unit: string) => LAYERS[unit.split('/')[0] ?? ''] ?? -1;

describe('server architecture', () => {
  it('reads the source tree, and every folder has a layer', () => {
    expect(imports.length).toBeGreaterThan(300);
    const unknown = [...new Set(imports.map((edge) => edge.fromUnit))].filter((unit) => layerOf(unit) < 0);
    expect(unknown).toEqual([]);
  });

  it('no import points to a higher layer', () => {
    const upward = imports.filter((edge) => layerOf(edge.toUnit) > layerOf(edge.fromUnit));
    expect(upward.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });

  it('feature modules import each other without a cycle', () => {
    const graph = new Map<string, Set<string>>();
    for (const edge of imports) {
      if (edge.fromUnit === edge.toUnit || !edge.fromUnit.startsWith('modules/')) continue;
      if (!edge.toUnit.startsWith('modules/')) continue;
      graph.set(edge.fromUnit, (graph.get(edge.fromUnit) ?? new Set()).add(edge.toUnit));
    }
    const cycles: string[] = [];
    const reaches = (start: string, target: string, seen = new Set<string>()): boolean => {
      for (const next of graph.get(start) ?? []) {
        if (next === target) return true;
        if (!seen.has(next)) {
          seen.add(next);
          if (reaches(next, target, seen)) return true;
        }
      }
      return false;
    };
    for (const [from, targets] of graph)
      for (const to of targets) if (reaches(to, from)) cycles.push(`${from} -> ${to} -> ... -> ${from}`);
    expect(cycles).toEqual([]);
  });
});
