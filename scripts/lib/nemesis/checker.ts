import type { AttemptRecord } from '../balancer-client';
import { FAULT_KINDS, type FaultKind, type FaultRecord, isWrite, type Op } from './history';

/**
 * The nemesis's checker: what the clients were told against what the database holds.
 * - lost: an acknowledged op with an effect not in the database;
 * - applied twice: a row in the database no acknowledged op accounts for, and no unanswered op could have left (a
 *   retry applied again, or a refused op half there).
 * `present` lists the effects found (as `Op.effects` names them), one entry per row.
 */
export type OpCheck = { acknowledged: number; lost: string[]; twice: string[]; unanswered: number };

export function checkOps(ops: Op[], present: string[]): OpCheck {
  const left = new Map<string, number>();
  for (const e of present) left.set(e, (left.get(e) ?? 0) + 1);
  const take = (e: string) => {
    const n = left.get(e) ?? 0;
    if (n === 0) return false;
    if (n === 1) left.delete(e);
    else left.set(e, n - 1);
    return true;
  };
  const lost: string[] = [];
  const acked = ops.filter((o) => o.outcome === 'acked');
  for (const op of acked) {
    for (const e of op.effects) if (!take(e)) lost.push(`${op.id} (${e})`);
  }
  // What unanswered ops may have left: their exact rows first, then any row of their kind (ids never told).
  const wildcards = new Map<string, number>();
  for (const op of ops.filter((o) => o.outcome === 'unanswered')) {
    for (const e of op.effects) {
      if (e.endsWith(':*')) wildcards.set(e.slice(0, -1), (wildcards.get(e.slice(0, -1)) ?? 0) + 1);
      else take(e);
    }
  }
  const twice: string[] = [];
  for (const [e, n] of left) {
    for (let i = 0; i < n; i++) {
      const prefix = `${e.split(':')[0]}:`;
      const allowance = wildcards.get(prefix) ?? 0;
      if (allowance > 0) wildcards.set(prefix, allowance - 1);
      else twice.push(e);
    }
  }
  return {
    acknowledged: acked.length,
    lost,
    twice,
    unanswered: ops.filter((o) => o.outcome === 'unanswered').length,
  };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

export type FaultFigures = {
  kind: FaultKind;
  count: number;
  /**
   * Seconds from the fault to the first write acknowledged that was sent after the fault took effect (after the
   * first write answered 502/503/504 or cut off; a fault no write noticed counts 0).
   */
  p50: number;
  max: number;
  /** Of the requests sent between the fault and its heal, the share answered 502/503/504 or cut off. */
  unavailableShare: number;
  requests: number;
};

const unavailable = (a: AttemptRecord) => a.status === 0 || a.status === 502 || a.status === 503 || a.status === 504;

/** Per fault kind: the unavailability the clients saw. */
export function faultFigures(faults: FaultRecord[], attempts: AttemptRecord[]): FaultFigures[] {
  const writes = attempts.filter(isWrite).sort((a, b) => a.sentAt - b.sentAt);
  return FAULT_KINDS.map((kind) => {
    const mine = faults.filter((f) => f.kind === kind);
    const recovery: number[] = [];
    let requests = 0;
    let unavailableCount = 0;
    for (const f of mine) {
      // Answered after the fault, sent before its heal: a request already on its way when it struck counts too.
      const failed = writes
        .filter((a) => a.doneAt >= f.at && a.sentAt <= f.healedAt && unavailable(a))
        .sort((a, b) => a.doneAt - b.doneAt)[0];
      if (!failed) {
        recovery.push(0);
      } else {
        const first = writes.find((a) => a.sentAt >= failed.doneAt && a.status >= 200 && a.status < 300);
        recovery.push(first ? (first.doneAt - f.at) / 1000 : Number.POSITIVE_INFINITY);
      }
      for (const a of writes) {
        if (a.sentAt < f.at || a.sentAt > f.healedAt) continue;
        requests += 1;
        if (unavailable(a)) unavailableCount += 1;
      }
    }
    return {
      kind,
      count: mine.length,
      p50: percentile(recovery, 50),
      max: recovery.length ? Math.max(...recovery) : Number.NaN,
      unavailableShare: requests ? unavailableCount / requests : 0,
      requests,
    };
  });
}

/** The last line, as the issue words it. */
export function summaryLine(opts: {
  ops: OpCheck;
  ledgerOk: boolean;
  answers500: number;
  faults: FaultRecord[];
}): string {
  const counts = FAULT_KINDS.map((k) => `${k} x ${opts.faults.filter((f) => f.kind === k).length}`).join(', ');
  return (
    `nemesis: ${opts.ops.acknowledged} acknowledged operations, lost ${opts.ops.lost.length}, applied twice ` +
    `${opts.ops.twice.length}, ledger ${opts.ledgerOk ? 'ok' : 'differs'}, answers 500 ${opts.answers500}, ` +
    `faults ${counts}`
  );
}

/** Why the run failed (empty: it passed). */
export function verdict(opts: {
  ops: OpCheck;
  ledgerOk: boolean;
  answers500: number;
  faults: FaultRecord[];
  other: string[];
}): string[] {
  const reasons = [...opts.other];
  if (opts.ops.lost.length) reasons.push(`lost: ${opts.ops.lost.slice(0, 10).join(', ')}`);
  if (opts.ops.twice.length) reasons.push(`applied twice or half: ${opts.ops.twice.slice(0, 10).join(', ')}`);
  if (!opts.ledgerOk) reasons.push('verify-ledger: balances differ from the ledger');
  if (opts.answers500) reasons.push(`${opts.answers500} answers 500`);
  for (const k of FAULT_KINDS) if (!opts.faults.some((f) => f.kind === k)) reasons.push(`fault ${k} did not run`);
  return reasons;
}
