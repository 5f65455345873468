import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const cpuProfileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      hitCount: z.number().optional(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
    }),
  ),
  startTime: z.number(),
  endTime: z.number(),
  samples: z.array(z.number()).optional(),
});

/**
 * Self time by function of the server's V8 CPU profile (`--profile` starts it with --cpu-prof), written beside the
 * profile as text: the first place to look when a figure misses its target. Open the .cpuprofile itself in Chrome
 * DevTools for the call tree.
 */
export function summarizeCpuProfiles(dir: string, top = 40): string | null {
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return null;
  const profile = cpuProfileSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  const totalHits = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
  const msPerHit = totalHits > 0 ? (profile.endTime - profile.startTime) / 1000 / totalHits : 0;
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '');
    const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  const lines = [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(
      ([key, hits]) =>
        `${((hits / totalHits) * 100).toFixed(1).padStart(5)}%  ${(hits * msPerHit).toFixed(0).padStart(7)} ms  ${key}`,
    );
  const text = `server CPU profile ${file}: self time, top ${top}\n${lines.join('\n')}\n`;
  writeFileSync(join(dir, 'summary.txt'), text);
  return text;
}
