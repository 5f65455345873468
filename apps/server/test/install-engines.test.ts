import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm install` warns (EBADENGINE) for every installed package whose `engines.node` excludes the Node we run on.
 * README promises the oldest Node of the root `engines` range, so every package in the lockfile must accept it;
 * a dependency bump that needs a newer Node fails here instead of warning at install time (see the `overrides`
 * in package.json for the two that had moved to Node 22).
 */
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('package-lock.json', () => {
  it("installs only packages whose engines accept the oldest Node that package.json's engines promise", () => {
    const promised = read('../../../package.json').engines.node as string;
    const oldest = semver.minVersion(promised);
    expect(oldest?.version).toBe('20.19.0');
    const lock = read('../../../package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dev?: boolean }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => {
        const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return path !== '' && node !== undefined && !semver.satisfies(oldest ?? '', node);
      })
      .map(([path, entry]) => `${path}@${entry.version} needs node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
