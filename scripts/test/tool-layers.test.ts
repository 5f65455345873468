import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The tool folders share one harness at the bottom (scripts/lib: the repository root, free ports, server processes,
 * builds, the ledger check). bench/ and e2e/ build on it and on nothing of each other; scripts/ never imports them.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TOOL_FOLDERS = ['scripts', 'bench', 'e2e'] as const;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name === 'results') return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const imports = TOOL_FOLDERS.flatMap((folder) =>
  sourceFiles(join(root, folder)).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)].map((match) => ({
      from: relative(root, file),
      to: relative(root, resolve(dirname(file), match[1] ?? '')),
    }));
  }),
);

const folderOf = (path: string) => path.split('/')[0] ?? '';

describe('tool folders', () => {
  it('reads the three folders', () => {
    for (const folder of TOOL_FOLDERS) expect(imports.some((edge) => folderOf(edge.from) === folder)).toBe(true);
  });

  it('scripts/ imports neither bench/ nor e2e/', () => {
    const upward = imports.filter(
      (edge) => folderOf(edge.from) === 'scripts' && ['bench', 'e2e'].includes(folderOf(edge.to)),
    );
    expect(upward.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });

  it('bench/ and e2e/ do not import each other', () => {
    const across = imports.filter(
      (edge) =>
        (folderOf(edge.from) === 'bench' && folderOf(edge.to) === 'e2e') ||
        (folderOf(edge.from) === 'e2e' && folderOf(edge.to) === 'bench'),
    );
    expect(across.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });

  it('bench/ and e2e/ use only the shared harness of scripts/ (scripts/lib)', () => {
    const reaching = imports.filter(
      (edge) =>
        folderOf(edge.from) !== 'scripts' && folderOf(edge.to) === 'scripts' && !edge.to.startsWith('scripts/lib/'),
    );
    expect(reaching.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });
});
