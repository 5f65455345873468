import type { AttemptRecord } from '../balancer-client';

/**
 * What the nemesis's clients did, as they saw it: each operation with its outcome and the effects it must have left
 * in the database, every HTTP attempt with its time and status, and each fault with its time and heal.
 */

export type OpKind = 'bet' | 'bid' | 'team' | 'credit' | 'result' | 'approve';

/**
 * acked: a 2xx answer (it must be in the database exactly once); refused: a definite 4xx (nothing of it may be
 * there); unanswered: no definite answer however often retried (whole or not at all, never half).
 */
export type Outcome = 'acked' | 'refused' | 'unanswered';

export type Op = {
  /** Its Idempotency-Key, or a name for a request without one. */
  id: string;
  kind: OpKind;
  outcome: Outcome;
  status: number;
  /**
   * What it leaves in the database when done: `bet:<id>` and `team:<id>` (from the answer), `credit:<member>:<kind>:
   * <amount>` (one ledger row of the manager's), `bid:<member>:<group>:<paise>` (the bid's debit: an outbid lot keeps
   * no row of its earlier bids, their debits and refunds stay in the ledger). For an unanswered op, what it may have left: its credit row, or
   * `bet:*` / `team:*` per row it could have placed.
   */
  effects: string[];
};

export const FAULT_KINDS = [
  'node-kill',
  'primary-partition',
  'primary-freeze',
  'app-partition',
  'app-kill',
  'standby-kill-in-failover',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export type FaultRecord = { kind: FaultKind; at: number; healedAt: number; detail: string };

export type History = { ops: Op[]; attempts: AttemptRecord[]; faults: FaultRecord[] };

export const newHistory = (): History => ({ ops: [], attempts: [], faults: [] });

/** Writes are the money writes of the mix (not the readiness checks). */
export const isWrite = (a: AttemptRecord) => a.method !== 'GET';
