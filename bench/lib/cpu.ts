import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { rows } from './db';
import type { Report } from './report';

/** Linux reports process CPU time in clock ticks; 100 per second on every common kernel configuration. */
const MS_PER_TICK = 10;

/** User plus system CPU time of a process so far, in milliseconds; null when it is gone or /proc is missing. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return null;
  }
}

export type CpuUse = { serverMs: number; postgresMs: number; harnessMs: number };

/**
 * CPU time spent by the server process, by the PostgreSQL backends of the run's database and by this process (the
 * load generator) between start() and stop(). Unlike requests/s, CPU per request hardly changes when other work
 * shares the machine, so it says what a request costs even on a busy day.
 */
export class CpuMeter {
  private server = 0;
  private backends = new Map<number, number>();
  private harness: NodeJS.CpuUsage = process.cpuUsage();

  constructor(
    private readonly serverPid: number,
    private readonly pool: pg.Pool,
    private readonly database: string,
  ) {}

  private async backendPids(): Promise<number[]> {
    const list = await rows<{ pid: number }>(
      this.pool,
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [this.database],
    );
    return list.map((r) => r.pid);
  }

  async start() {
    this.server = processCpuMs(this.serverPid) ?? 0;
    this.backends = new Map();
    for (const pid of await this.backendPids()) this.backends.set(pid, processCpuMs(pid) ?? 0);
    this.harness = process.cpuUsage();
  }

  async stop(): Promise<CpuUse> {
    const harness = process.cpuUsage(this.harness);
    const serverMs = (processCpuMs(this.serverPid) ?? this.server) - this.server;
    let postgresMs = 0;
    for (const pid of await this.backendPids()) {
      const now = processCpuMs(pid);
      if (now !== null) postgresMs += now - (this.backends.get(pid) ?? 0);
    }
    return { serverMs, postgresMs, harnessMs: (harness.user + harness.system) / 1000 };
  }
}

/** CPU per request of the server and of PostgreSQL, as two figures (no targets: they explain the others). */
export function reportCpu(report: Report, phase: string, label: string, use: CpuUse, requests: number) {
  if (requests <= 0) return;
  const per = (ms: number) => Math.round((ms / requests) * 100) / 100;
  report.figure({ phase, name: `${label}, server CPU per request`, value: per(use.serverMs), unit: 'ms' });
  report.figure({ phase, name: `${label}, PostgreSQL CPU per request`, value: per(use.postgresMs), unit: 'ms' });
  report.note(
    `${label}: load generator CPU ${per(use.harnessMs)} ms per request; at 100% of 2 cores, server + PostgreSQL alone allow ${Math.round(2000 / Math.max(0.01, per(use.serverMs) + per(use.postgresMs)))} requests/s`,
  );
}

/** Busy and total CPU ticks of the whole machine so far (the first line of /proc/stat); null without /proc. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the idle ones.
    const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits, up to `maxMs`, for a second in which the machine's CPUs are at most `busyLimit` busy, and returns the
 * last second's busy share (null without /proc). PostgreSQL keeps vacuuming and checkpointing after a heavy phase,
 * and a browser score measured meanwhile reflects that work, not the page.
 */
export async function waitForQuietMachine(busyLimit = 0.15, maxMs = 30_000): Promise<number | null> {
  const deadline = performance.now() + maxMs;
  let busyShare: number | null = null;
  do {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = machineTicks();
    if (!before || !after || after.total <= before.total) return null;
    busyShare = (after.busy - before.busy) / (after.total - before.total);
    if (busyShare <= busyLimit) return busyShare;
  } while (performance.now() < deadline);
  return busyShare;
}
