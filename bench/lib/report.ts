import { mkdirSync, writeFileSync } from 'node:fs';

/** A speed target: missing one is reported, never a failed run. */
export type Target = { op: '>=' | '<=' | '<' | '=='; value: number; text?: string };

export type Figure = {
  phase: string;
  name: string;
  /** null when it could not be measured in this run (its phase was skipped or a prerequisite is missing). */
  value: number | null;
  unit: string;
  target?: Target;
  note?: string;
};

/** A correctness check: a failed one fails the run. */
export type Check = { phase: string; name: string; ok: boolean; detail?: string };

export type PhaseStatus = {
  phase: string;
  title: string;
  state: 'ran' | 'skipped' | 'error';
  reason?: string;
  seconds: number;
  /** One-minute load average when the phase started: other work on the machine skews its figures. */
  loadAverage?: number;
};

export function targetMet(f: Figure): boolean | null {
  if (!f.target || f.value === null) return null;
  switch (f.target.op) {
    case '>=':
      return f.value >= f.target.value;
    case '<=':
      return f.value <= f.target.value;
    case '<':
      return f.value < f.target.value;
    case '==':
      return f.value === f.target.value;
  }
}

function formatValue(f: Figure): string {
  if (f.value === null) return 'n/a';
  const v = Number.isInteger(f.value)
    ? f.value.toLocaleString('en-US')
    : f.value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return f.unit ? `${v} ${f.unit}` : v;
}

function formatTarget(f: Figure): string {
  if (!f.target) return '';
  if (f.target.text) return f.target.text;
  const v = f.target.value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${f.target.op} ${v}${f.unit ? ` ${f.unit}` : ''}`;
}

/** Collects figures, checks and phase states; prints progress lines as they arrive and the final table. */
export class Report {
  readonly figures: Figure[] = [];
  readonly checks: Check[] = [];
  readonly phases: PhaseStatus[] = [];
  readonly notes: string[] = [];

  log(line: string) {
    process.stdout.write(`${line}\n`);
  }

  figure(f: Figure) {
    this.figures.push(f);
    const met = targetMet(f);
    const mark = met === null ? (f.target ? '  [not measured]' : '') : met ? '  [met]' : '  [MISSED]';
    this.log(`  ${f.phase} | ${f.name}: ${formatValue(f)}${f.target ? `  (target ${formatTarget(f)})` : ''}${mark}`);
  }

  check(phase: string, name: string, ok: boolean, detail?: string) {
    this.checks.push({ phase, name, ok, detail });
    this.log(`  ${ok ? 'ok  ' : 'FAIL'} ${phase} | ${name}${detail ? `: ${detail}` : ''}`);
  }

  note(line: string) {
    this.notes.push(line);
    this.log(`  note: ${line}`);
  }

  get failedChecks(): Check[] {
    return this.checks.filter((c) => !c.ok);
  }

  get phaseErrors(): PhaseStatus[] {
    return this.phases.filter((p) => p.state === 'error');
  }

  /** The table of every figure with its target, as text (also written to the README by hand). */
  table(): string {
    const rows = this.figures.map((f) => {
      const met = targetMet(f);
      const mark = met === null ? (f.target ? 'n/a' : '') : met ? 'yes' : 'NO';
      return [f.phase, f.name, formatValue(f), formatTarget(f), mark];
    });
    const header = ['phase', 'figure', 'value', 'target', 'met'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    const sep = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
    return [line(header), sep, ...rows.map(line)].join('\n');
  }

  writeJson(dir: string, stamp: string, extra: Record<string, unknown>): string {
    mkdirSync(dir, { recursive: true });
    const path = `${dir}/${stamp}.json`;
    const body = {
      ...extra,
      phases: this.phases,
      figures: this.figures.map((f) => ({ ...f, met: targetMet(f) })),
      checks: this.checks,
      notes: this.notes,
      ok: this.failedChecks.length === 0 && this.phaseErrors.length === 0,
    };
    writeFileSync(path, `${JSON.stringify(body, null, 2)}\n`);
    return path;
  }
}
