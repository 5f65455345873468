import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launch } from '../lib/ha';
import { checkOps, faultFigures, summaryLine, verdict } from '../lib/nemesis/checker';
import { faultPlan } from '../lib/nemesis/faults';
import { FAULT_KINDS, type FaultRecord, type Op } from '../lib/nemesis/history';
import { planNetwork, setupCommands } from '../lib/nemesis/namespaces';
import { fantasyTeam } from '../lib/nemesis/workload';

/** The nemesis's checker and plans (scripts/nemesis.ts); the run itself needs root, Patroni and etcd. */

const acked = (id: string, effects: string[]): Op => ({ id, kind: 'bet', outcome: 'acked', status: 201, effects });
const credit = (id: string, outcome: Op['outcome'], effect: string): Op => ({
  id,
  kind: 'credit',
  outcome,
  status: outcome === 'acked' ? 200 : outcome === 'refused' ? 400 : 0,
  effects: outcome === 'refused' ? [] : [effect],
});

describe('the nemesis checker', () => {
  const history: Op[] = [
    acked('b1', ['bet:1']),
    acked('b2', ['bet:2', 'bet:3']),
    credit('c1', 'acked', 'credit:m1:credit_added:500'),
    credit('c2', 'acked', 'credit:m1:credit_added:500'),
  ];
  const clean = ['bet:1', 'bet:2', 'bet:3', 'credit:m1:credit_added:500', 'credit:m1:credit_added:500'];

  it('passes a history whose every acknowledged op is there once', () => {
    expect(checkOps(history, clean)).toEqual({ acknowledged: 4, lost: [], twice: [], unanswered: 0 });
  });

  it('fails a lost acknowledged write', () => {
    const result = checkOps(
      history,
      clean.filter((e) => e !== 'bet:3'),
    );
    expect(result.lost).toEqual(['b2 (bet:3)']);
    // An acknowledged credit row missing: two acknowledged, one there.
    expect(checkOps(history, clean.slice(0, 4)).lost).toEqual(['c2 (credit:m1:credit_added:500)']);
  });

  it('fails an op applied twice', () => {
    expect(checkOps(history, [...clean, 'credit:m1:credit_added:500']).twice).toEqual(['credit:m1:credit_added:500']);
  });

  it('fails a refused op that is half there', () => {
    const refused = [...history, credit('c3', 'refused', 'credit:m2:credit_deducted:700')];
    expect(checkOps(refused, [...clean, 'credit:m2:credit_deducted:700']).twice).toEqual([
      'credit:m2:credit_deducted:700',
    ]);
  });

  it('lets an unanswered op be there whole or not at all', () => {
    const unanswered: Op[] = [
      ...history,
      credit('c4', 'unanswered', 'credit:m3:credit_added:100'),
      { id: 'b3', kind: 'bet', outcome: 'unanswered', status: 0, effects: ['bet:*'] },
    ];
    expect(checkOps(unanswered, clean)).toMatchObject({ lost: [], twice: [], unanswered: 2 });
    expect(checkOps(unanswered, [...clean, 'credit:m3:credit_added:100', 'bet:9'])).toMatchObject({
      lost: [],
      twice: [],
    });
    // One unanswered bet accounts for one row, not two.
    expect(checkOps(unanswered, [...clean, 'bet:9', 'bet:10']).twice).toEqual(['bet:10']);
  });

  it('counts a bid by its debit: an acknowledged bid whose debit is gone is lost, a refused one with a debit is half there', () => {
    const bid = (id: string, outcome: Op['outcome'], effect: string): Op => ({
      id,
      kind: 'bid',
      outcome,
      status: outcome === 'acked' ? 201 : outcome === 'refused' ? 400 : 0,
      effects: outcome === 'refused' ? [] : [effect],
    });
    const bids = [...history, bid('d1', 'acked', 'bid:m1:g1:1000'), bid('d2', 'acked', 'bid:m2:g1:1500')];
    const debits = [...clean, 'bid:m1:g1:1000', 'bid:m2:g1:1500'];
    expect(checkOps(bids, debits)).toMatchObject({ lost: [], twice: [] });
    expect(checkOps(bids, debits.slice(0, -1)).lost).toEqual(['d2 (bid:m2:g1:1500)']);
    const tooLow = [...bids, bid('d3', 'refused', 'bid:m3:g1:1500')];
    expect(checkOps(tooLow, [...debits, 'bid:m3:g1:1500']).twice).toEqual(['bid:m3:g1:1500']);
  });

  it('fails the run when anything is lost, doubled, answered 500, or a fault kind did not run', () => {
    const faults: FaultRecord[] = FAULT_KINDS.map((kind, i) => ({ kind, at: i, healedAt: i + 1, detail: '' }));
    const ok = { ops: checkOps(history, clean), ledgerOk: true, answers500: 0, faults, other: [] };
    expect(verdict(ok)).toEqual([]);
    expect(verdict({ ...ok, ops: checkOps(history, clean.slice(1)) })).toHaveLength(1);
    expect(verdict({ ...ok, ledgerOk: false })).toHaveLength(1);
    expect(verdict({ ...ok, answers500: 2 })).toHaveLength(1);
    expect(verdict({ ...ok, faults: faults.slice(1) })).toEqual([`fault ${FAULT_KINDS[0]} did not run`]);
    expect(summaryLine(ok)).toBe(
      'nemesis: 4 acknowledged operations, lost 0, applied twice 0, ledger ok, answers 500 0, faults ' +
        'node-kill x 1, primary-partition x 1, primary-freeze x 1, app-partition x 1, app-kill x 1, ' +
        'standby-kill-in-failover x 1',
    );
  });

  it('measures from the fault to the first acknowledged write sent after it took effect', () => {
    const faults: FaultRecord[] = [{ kind: 'app-kill', at: 1000, healedAt: 5000, detail: '' }];
    const attempt = (sentAt: number, doneAt: number, status: number) => ({
      method: 'POST',
      path: '/api/bets/multiple',
      sentAt,
      doneAt,
      status,
    });
    const figures = faultFigures(faults, [
      attempt(900, 3000, 201),
      // Sent after the fault, answered before it struck the instance it reached: not yet the fault's effect.
      attempt(1001, 1050, 201),
      attempt(1100, 1200, 503),
      attempt(1300, 2500, 0),
      attempt(2600, 3500, 201),
    ]);
    expect(figures.find((f) => f.kind === 'app-kill')).toMatchObject({
      count: 1,
      p50: 2.5,
      max: 2.5,
      requests: 4,
      unavailableShare: 2 / 4,
    });
    // A fault nobody noticed (the other instance answered everything): 0.
    const unnoticed = faultFigures(faults, [attempt(1100, 1200, 201)]).find((f) => f.kind === 'app-kill');
    expect(unnoticed).toMatchObject({ p50: 0, max: 0, unavailableShare: 0 });
  });
});

describe('the nemesis network plan', () => {
  const plan = planNetwork({ databaseNodes: ['pg1', 'pg2'], appInstances: 2 });

  it('gives every node and instance its own namespace and address in the run private /24', () => {
    expect(plan.members.map((m) => [m.name, m.ns, m.address])).toEqual([
      ['pg1', 'wnm-pg1', '10.201.0.11'],
      ['pg2', 'wnm-pg2', '10.201.0.12'],
      ['app0', 'wnm-app0', '10.201.0.21'],
      ['app1', 'wnm-app1', '10.201.0.22'],
    ]);
    const addresses = [plan.hub, plan.proxy, ...plan.members.map((m) => m.address)];
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const a of addresses) expect(a).toMatch(/^10\.201\.0\.\d+$/);
  });

  it('names every link with the prefix and within the 15 characters Linux allows', () => {
    const names = [plan.bridge, ...plan.members.flatMap((m) => [m.hostIf, m.nsIf, m.ns])];
    for (const n of names) {
      expect(n.startsWith('wnm-')).toBe(true);
      expect(n.length).toBeLessThanOrEqual(15);
    }
  });

  it('builds the bridge first, then each namespace with its veth pair', () => {
    const commands = setupCommands(plan).map((c) => c.join(' '));
    expect(commands[0]).toBe('link add wnm-br type bridge');
    expect(commands).toContain('link add wnm-pg1-h type veth peer name wnm-pg1-n');
    expect(commands).toContain('-n wnm-app1 addr add 10.201.0.22/24 dev wnm-app1-n');
    expect(commands.indexOf('netns add wnm-pg2')).toBeLessThan(commands.indexOf('link set wnm-pg2-n netns wnm-pg2'));
  });
});

describe('the nemesis plan and mix', () => {
  it('runs every fault kind once, in some order', () => {
    expect([...faultPlan(FAULT_KINDS)].sort()).toEqual([...FAULT_KINDS].sort());
  });

  it('enters valid Fantasy Teams: five players, three and two a side, captain and vice from each', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 50; n++) {
      const t = fantasyTeam(n);
      expect(new Set(t.players).size).toBe(5);
      expect(t.players.filter((p) => /\d/.test(p))).toHaveLength(3);
      expect(t.players).toContain(t.captain);
      expect(t.players).toContain(t.viceCaptain);
      expect(t.captain).not.toBe(t.viceCaptain);
      seen.add([...t.players].sort().join(''));
    }
    expect(seen.size).toBeGreaterThan(10);
  });
});

describe('a process launched with its output logged', () => {
  it('keeps logging what a process it started writes after it exits (a nemesis run once crashed on it)', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'wicket-launch-')), 'out.log');
    const child = launch('sh', ['-c', '(sleep 0.3; echo late) & echo early'], log, process.env);
    await new Promise((resolve) => child.once('close', resolve));
    // 'close' waits for the grandchild, which holds the pipe; the log ends after its line.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readFileSync(log, 'utf8')).toBe('early\nlate\n');
  });
});
