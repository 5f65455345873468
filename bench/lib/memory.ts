import { readFileSync } from 'node:fs';

/** Resident memory of the server process under load (bench phases 2 and 2b report it). */
export type MemoryReading = { rssKb: number; hwmKb: number };

/** VmRSS (now) and VmHWM (peak since start) of a process, from /proc; null where /proc is not available. */
export function readMemory(pid: number): MemoryReading | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    const rssKb = field('VmRSS');
    const hwmKb = field('VmHWM');
    return Number.isFinite(rssKb) ? { rssKb, hwmKb } : null;
  } catch {
    return null;
  }
}

/** Samples a process's resident memory every `intervalMs` and keeps the largest value seen. */
export class MemorySampler {
  private timer: NodeJS.Timeout | undefined;
  peakRssKb = 0;
  samples = 0;
  constructor(
    private readonly pid: number,
    private readonly intervalMs = 100,
  ) {}
  start() {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
  }
  sample() {
    const m = readMemory(this.pid);
    if (!m) return;
    this.samples += 1;
    if (m.rssKb > this.peakRssKb) this.peakRssKb = m.rssKb;
  }
  stop() {
    if (this.timer) clearInterval(this.timer);
    this.sample();
  }
}
