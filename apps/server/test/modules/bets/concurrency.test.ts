import { canonicalCombination } from '@wicket/shared/combinations';
import { combinationTakenMessage } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { useSecondInstance, useTestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
import { createGroup, createMatch, createUser, mintCredits, useClubs } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { balanceOf, betBody, betCount, creditsInSystem, poolOf, saveLetterResult } from './helpers';

/**
 * Races over real HTTP on PostgreSQL, against one app instance and against two instances on the same database:
 * whatever the interleaving, unique indexes and the conditional debit decide, and no credit is created or lost.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('bets under concurrency (PostgreSQL)', () => {
  const t = useTestApp();
  const { urls } = useSecondInstance(t, { listen: true });
  const { club } = useClubs(t, { club: 'Fixture Club' });

  type Group = { id: string; matchId: string; betAmount: bigint };
  type HttpAnswer = { status: number; body: { message: string; credits?: number; bets?: { combination: string }[] } };

  async function post(url: string, token: string, group: Group, combinations: string[], headers = {}) {
    const res = await fetch(`${url}/api/bets/multiple`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify(betBody(group, combinations)),
    });
    return { status: res.status, body: await res.json() } as HttpAnswer;
  }

  async function newGroup(opts: Parameters<typeof createGroup>[2] = {}) {
    const match = await createMatch(t.app, club.clubId);
    return createGroup(t.app, match.id, opts);
  }

  const members = (n: number, credits: bigint) =>
    Promise.all(Array.from({ length: n }, () => createUser(t.app, { clubId: club.clubId, credits })));

  /** Deterministic shuffles, so a failure can be replayed. */
  function shuffled<T>(items: readonly T[], seed: number): T[] {
    const out = [...items];
    let s = seed;
    for (let i = out.length - 1; i > 0; i--) {
      s = (s * 1103515245 + 12345) % 2147483648;
      const j = s % (i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  describe.each([
    ['one instance', 1],
    ['two instances', 2],
  ])('%s', (_name, instances) => {
    const urlFor = (i: number) => urls[i % instances] as string;

    it('48 members racing for the same First Better combinations: each is accepted exactly once', async () => {
      const group = await newGroup({ betAmount: 1000n });
      const combos = ['12A', '34B', '56C', '7DE', '13F', '24G'];
      const racers = await members(48, 10_000n);
      const supplyBefore = await creditsInSystem(t.db);
      // 36 single-combination requests (six per combination) and 12 of two or three in mixed orders and spellings.
      const requests = racers.map((m, i) => {
        if (i < 36) return { member: m, combinations: [combos[i % 6] as string] };
        const picked = shuffled(combos, i).slice(0, 2 + (i % 2));
        return { member: m, combinations: picked.map((c, k) => (k % 2 ? [...c].reverse().join('') : c)) };
      });
      const answers = await Promise.all(
        shuffled(requests, 7).map(async (r, i) => ({
          ...r,
          res: await post(urlFor(i), r.member.token, group, r.combinations),
        })),
      );

      for (const a of answers) {
        expect([201, 409]).toContain(a.res.status);
        if (a.res.status === 409) {
          const named = a.combinations.map((c) => combinationTakenMessage(c.toUpperCase()));
          expect(named).toContain(a.res.body.message);
        }
      }
      const accepted = answers.filter((a) => a.res.status === 201);
      const acceptedCombos = accepted.flatMap((a) => a.combinations.map(canonicalCombination));
      expect(new Set(acceptedCombos).size).toBe(acceptedCombos.length);
      expect(acceptedCombos.sort()).toEqual([...combos].sort());

      const rows = await queryRows<{ combination: string; user_id: string }>(
        t.db,
        sql`select combination, user_id from bets where group_id = ${group.id}::uuid`,
      );
      expect(rows.map((r) => r.combination).sort()).toEqual([...combos].sort());
      for (const a of answers) {
        const won = a.res.status === 201 ? a.combinations.length : 0;
        expect(await balanceOf(t.db, a.member.id)).toBe(10_000n - 1000n * BigInt(won));
        const held = rows.filter((r) => r.user_id === a.member.id).length;
        expect(held).toBe(won);
      }
      expect(await poolOf(t.db, group.id)).toBe(6000n);
      expect(await creditsInSystem(t.db)).toBe(supplyBefore);
      await expectLedgerBalanced(t.db);
    });

    it('40 members sending the same combinations in opposite orders: one wins them all, nobody deadlocks', async () => {
      const group = await newGroup({ betAmount: 1000n });
      const combos = ['12A', '34B', '56C', '7DE', '13F'];
      const racers = await members(40, 10_000n);
      const answers = await Promise.all(
        racers.map(async (m, i) => {
          const combinations = i % 2 ? [...combos].reverse() : shuffled(combos, i);
          return { combinations, res: await post(urlFor(i), m.token, group, combinations) };
        }),
      );
      expect(answers.filter((a) => a.res.status === 201)).toHaveLength(1);
      for (const a of answers.filter((x) => x.res.status !== 201)) {
        expect(a.res.status).toBe(409);
        expect(a.combinations.map(combinationTakenMessage)).toContain(a.res.body.message);
      }
      expect(await betCount(t.db, group.id)).toBe(5);
      expect(await poolOf(t.db, group.id)).toBe(5000n);
      await expectLedgerBalanced(t.db);
    });

    it('one member firing 40 parallel bets worth more than the balance never goes below 0', async () => {
      const group = await newGroup({ betType: 'Multi Betters', betAmount: 700n });
      const [m] = await members(1, 5000n);
      if (!m) throw new Error('no member');
      const supplyBefore = await creditsInSystem(t.db);
      // 40 requests of one or two distinct combinations (54 in all, RS378) against RS50.
      const pairs = ['12', '13', '14', '15', '16', '17', '23', '24', '25', '26'];
      const requests = Array.from({ length: 40 }, (_, i) => {
        const pair = pairs[i % 10] as string;
        const letters = 'ABCD'[Math.floor(i / 10)] as string;
        return i % 3 === 0 ? [`${pair}${letters}`, `${pair}${letters === 'A' ? 'E' : 'F'}`] : [`${pair}${letters}`];
      });
      const unique = new Set(requests.flat().map(canonicalCombination));
      expect(unique.size).toBe(requests.flat().length);
      const answers = await Promise.all(
        requests.map(async (combinations, i) => ({
          combinations,
          res: await post(urlFor(i), m.token, group, combinations),
        })),
      );

      let spent = 0n;
      for (const a of answers) {
        const cost = 700n * BigInt(a.combinations.length);
        if (a.res.status === 201) {
          spent += cost;
          continue;
        }
        expect(a.res.status).toBe(400);
        expect(a.res.body.message).toMatch(/^Insufficient credits\. You need RS(7|14) but only have RS\d+(\.\d+)?$/);
      }
      expect(spent).toBeGreaterThan(0n);
      expect(spent).toBeLessThanOrEqual(5000n);
      const balance = await balanceOf(t.db, m.id);
      expect(balance).toBe(5000n - spent);
      expect(balance).toBeGreaterThanOrEqual(0n);
      // Every accepted answer saw its own balance: all different, each one a point of the running total.
      const seen = answers.filter((a) => a.res.status === 201).map((a) => a.res.body.credits);
      expect(new Set(seen).size).toBe(seen.length);
      expect(Math.min(...(seen as number[]))).toBe(Number(balance) / 100);
      expect(await poolOf(t.db, group.id)).toBe(spent);
      expect(BigInt(await betCount(t.db, group.id)) * 700n).toBe(spent);
      expect(await creditsInSystem(t.db)).toBe(supplyBefore);
      await expectLedgerBalanced(t.db);
    });

    it('ten parallel retries with one Idempotency-Key place one bet set and answer the same body', async () => {
      const group = await newGroup({ betAmount: 1500n });
      const [m] = await members(1, 10_000n);
      if (!m) throw new Error('no member');
      const headers = { 'idempotency-key': `race-${instances}` };
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post(urlFor(i), m.token, group, ['12A', '34B'], headers)),
      );
      for (const a of answers) {
        expect(a.status).toBe(201);
        expect(a.body).toEqual(answers[0]?.body);
      }
      expect(await betCount(t.db, group.id)).toBe(2);
      expect(await balanceOf(t.db, m.id)).toBe(7000n);
      await expectLedgerBalanced(t.db);
    });

    async function staffCall(url: string, method: string, path: string, body?: unknown) {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${club.manager.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.status;
    }

    it('bets racing a group delete: each is refunded or refused, no bet or pool survives the group', async () => {
      const group = await newGroup({ betType: 'Multi Betters', betAmount: 1000n });
      const racers = await members(20, 5000n);
      const supplyBefore = await creditsInSystem(t.db);
      // Each member bets four times in a row; the delete goes out as soon as the first bet is answered, so bets
      // commit before it, wait for it, and arrive after it.
      let firstAnswered: () => void = () => {};
      const started = new Promise<void>((resolve) => {
        firstAnswered = resolve;
      });
      const statuses: number[] = [];
      const betting = racers.map(async (m, i) => {
        for (const letter of 'ABCD') {
          const answer = await post(urlFor(i), m.token, group, [`1${i % 7 === 0 ? 3 : 2}${letter}`]);
          statuses.push(answer.status);
          firstAnswered();
        }
      });
      await started;
      const deleted = await staffCall(urlFor(1), 'DELETE', `/api/groups/${group.id}`);
      await Promise.all(betting);
      expect(deleted).toBe(200);
      expect(statuses.filter((s) => s !== 201 && s !== 404)).toEqual([]);
      expect(statuses).toContain(201);
      expect(statuses).toContain(404);
      for (const m of racers) expect(await balanceOf(t.db, m.id)).toBe(5000n);
      expect(await betCount(t.db, group.id)).toBe(0);
      const [slots] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from group_pool_slots where group_id = ${group.id}::uuid`,
      );
      expect(slots?.n).toBe(0);
      expect(await creditsInSystem(t.db)).toBe(supplyBefore);
      await expectLedgerBalanced(t.db);
    });

    it('bets racing a change of the bet amount: either the change is refused or no bet at the old amount exists', async () => {
      const outcomes = new Set<number>();
      // The change goes out before the bets, with them, and after the first is answered.
      for (const when of ['before', 'with', 'after'] as const) {
        const group = await newGroup({ betType: 'Multi Betters', betAmount: 1000n });
        const racers = await members(12, 5000n);
        const edit = () =>
          staffCall(urlFor(1), 'PUT', `/api/groups/${group.id}`, {
            betAmount: 20,
            winnerShare1: 50,
            winnerShare2: 30,
            winnerShare3: 10,
          });
        let edited = when === 'before' ? await edit() : 0;
        const bets = racers.map((m, i) => post(urlFor(i), m.token, group, [`12${'ABCDEFG'[i % 7]}`]));
        if (when === 'with') edited = await edit();
        if (when === 'after') edited = await Promise.race(bets).then(edit);
        const answers = await Promise.all(bets);
        const placed = answers.filter((a) => a.status === 201).length;
        outcomes.add(edited);
        expect([200, 409]).toContain(edited);
        if (edited === 200) expect(placed).toBe(0);
        else expect(placed).toBeGreaterThan(0);
        for (const a of answers) expect([201, 400]).toContain(a.status);
        expect(await betCount(t.db, group.id)).toBe(placed);
        expect(await poolOf(t.db, group.id)).toBe(1000n * BigInt(placed));
      }
      expect([...outcomes].sort()).toEqual([200, 409]);
      await expectLedgerBalanced(t.db);
    });

    it('balances plus open pools change only by minted credits, through bets, mints and a settlement', async () => {
      const group = await newGroup({ betType: 'Multi Betters', betAmount: 1000n, shares: [50, 30, 10] });
      const racers = await members(12, 3000n);
      const before = await creditsInSystem(t.db);
      const bets = racers.flatMap((m, i) => [
        post(urlFor(i), m.token, group, [`12${'ABCDEFG'[i % 7]}`]),
        post(urlFor(i + 1), m.token, group, [`34${'ABCDEFG'[i % 7]}`, `56${'ABCDEFG'[i % 7]}`]),
        post(urlFor(i), m.token, group, [`17${'ABCDEFG'[i % 7]}`]),
      ]);
      const mints = racers.slice(0, 4).map((m) => mintCredits(t.app, m.id, 250n));
      const answers = await Promise.all(bets);
      await Promise.all(mints);
      expect(answers.every((a) => a.status === 201 || a.status === 400)).toBe(true);
      expect(await creditsInSystem(t.db)).toBe(before + 1000n);

      await saveLetterResult(t.app, group.matchId, [30, 20, 10, 5, 4, 3, 2]);
      const res = await fetch(`${urlFor(1)}/api/matches/${group.matchId}/approve-credits`, {
        method: 'POST',
        headers: { authorization: `Bearer ${club.manager.token}` },
      });
      expect(res.status).toBe(200);
      expect(await creditsInSystem(t.db)).toBe(before + 1000n);
      await expectLedgerBalanced(t.db);
    });
  });
});
