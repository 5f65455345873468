import type { ApiClub, ApiMember } from '../api-fixtures';
import type { Answer, BalancerClient } from '../balancer-client';
import type { History, Op, OpKind } from './history';

/**
 * The bank mix of the failover drill, as long as the run lasts, through the app balancer: members place bets, bid on
 * the lots of a Bidding Method group (outbidding each other: each outbid holder is refunded) and enter Fantasy Teams; the manager adds and deducts credits, and every `roundMs` posts the current round's result and
 * approves its credits (then the members move to the next round's match). Every money write carries its
 * Idempotency-Key and is retried until a definite answer (the result has none: a repeat after a lost answer is
 * refused as already there). Each op goes into the history with what it must have left in the database.
 */

export type Round = { matchId: string; betGroups: string[]; teamGroup: string; bidGroup: string };

/** The lots bid on in each round's Bidding Method group: few, so members outbid each other. */
const BID_LOTS = 12;

const DIGITS = '1234567';
const LETTERS = 'ABCDEFG';
/** The 147 single combinations (two digits, one letter). */
const COMBOS = [...DIGITS].flatMap((a, i) =>
  [...DIGITS].slice(i + 1).flatMap((b) => [...LETTERS].map((l) => `${a}${b}${l}`)),
);

/** The n-th team of five: three of team 1 (`1`-`7`), two of team 2 (`A`-`G`); captain and vice from each side. */
export function fantasyTeam(n: number) {
  const ones = [...DIGITS];
  const twos = [...LETTERS];
  const pick = <T>(list: T[], k: number, seed: number) => {
    const copy = [...list];
    const out: T[] = [];
    let s = seed;
    for (let i = 0; i < k; i++) {
      out.push(copy.splice(s % copy.length, 1)[0] as T);
      s = Math.floor(s / 3) + 7 * (i + 1);
    }
    return out;
  };
  const a = pick(ones, 3, n);
  const b = pick(twos, 2, n * 5 + 3);
  return { players: [...a, ...b], captain: a[0] as string, viceCaptain: b[0] as string };
}

export async function runWorkload(opts: {
  client: BalancerClient;
  club: ApiClub;
  rounds: Round[];
  history: History;
  runId: string;
  /** True once the run's faults are over: each worker finishes its current op and stops. */
  done: () => boolean;
  roundMs: number;
  betAmount: number;
  /** The Bidding Method groups' minimum increment (RS). */
  bidIncrement: number;
}): Promise<{ settled: string[] }> {
  const { client, club, history } = opts;
  let round = 0;
  const settled: string[] = [];
  /** The next amount to bid on a lot (group:combination), as this client last saw it; a race makes one too low. */
  const nextBid = new Map<string, number>();

  const send = async (
    kind: OpKind,
    id: string,
    request: () => Promise<Answer | undefined>,
    effects: (answer: Answer) => string[],
    maybe: string[],
  ): Promise<Answer | undefined> => {
    let answer: Answer | undefined;
    try {
      answer = (await client.definite(request)).answer;
    } catch {
      answer = undefined;
    }
    const op: Op = !answer
      ? { id, kind, outcome: 'unanswered', status: 0, effects: maybe }
      : answer.status < 300
        ? { id, kind, outcome: 'acked', status: answer.status, effects: effects(answer) }
        : { id, kind, outcome: 'refused', status: answer.status, effects: [] };
    history.ops.push(op);
    return answer;
  };

  const member = async (m: ApiMember, i: number) => {
    for (let k = 0; !opts.done(); k++) {
      const r = opts.rounds[Math.min(round, opts.rounds.length - 1)] as Round;
      const key = `${opts.runId}-m${i}-${k}`;
      if (k % 4 === 1) {
        const combination = COMBOS[(i * 5 + k) % BID_LOTS] as string;
        const lot = `${r.bidGroup}:${combination}`;
        const amount = nextBid.get(lot) ?? opts.betAmount;
        nextBid.set(lot, amount + opts.bidIncrement);
        const debit = `bid:${m.id}:${r.bidGroup}:${amount * 100}`;
        await send(
          'bid',
          key,
          () =>
            client.attempt(
              'POST',
              '/api/bids',
              m.token,
              { groupId: r.bidGroup, matchId: r.matchId, combination, amount },
              key,
            ),
          () => [debit],
          [debit],
        );
      } else if (k % 4 === 3) {
        await send(
          'team',
          key,
          () => client.attempt('POST', `/api/groups/${r.teamGroup}/teams`, m.token, fantasyTeam(i * 1000 + k), key),
          (a) => [`team:${(a.body.team as { _id: string })._id}`],
          ['team:*'],
        );
      } else {
        const groupId = r.betGroups[k % r.betGroups.length] as string;
        const combination = COMBOS[(i * 37 + k * 11) % COMBOS.length] as string;
        await send(
          'bet',
          key,
          () =>
            client.attempt(
              'POST',
              '/api/bets/multiple',
              m.token,
              { betAmount: opts.betAmount, matchId: r.matchId, groupId, combinations: [combination] },
              key,
            ),
          (a) => (a.body.bets as { _id: string }[]).map((b) => `bet:${b._id}`),
          ['bet:*'],
        );
      }
    }
  };

  const settle = async (r: Round, n: number) => {
    const result = await send(
      'result',
      `${opts.runId}-result-${n}`,
      () =>
        client.attempt('POST', '/api/results', club.managerToken, {
          matchId: r.matchId,
          team1Scores: [40, 35, 30, 25, 20, 15, 10],
          team2Scores: [7, 6, 5, 4, 3, 2, 1],
        }),
      () => [],
      [],
    );
    // 409: the result is there (a retry after an answer that never came back).
    if (!result || (result.status >= 300 && result.status !== 409)) return;
    const key = `${opts.runId}-approve-${n}`;
    const approved = await send(
      'approve',
      key,
      () => client.attempt('POST', `/api/matches/${r.matchId}/approve-credits`, club.managerToken, undefined, key),
      () => [],
      [],
    );
    if (approved && approved.status < 300) settled.push(r.matchId);
  };

  const manager = async () => {
    let nextRound = Date.now() + opts.roundMs;
    for (let k = 0; !opts.done(); k++) {
      if (Date.now() >= nextRound && round < opts.rounds.length - 1) {
        const r = opts.rounds[round] as Round;
        round += 1;
        nextRound = Date.now() + opts.roundMs;
        await settle(r, round - 1);
        continue;
      }
      const m = club.members[k % club.members.length] as ApiMember;
      const add = k % 3 !== 2;
      const amount = 1 + (k % 40);
      const key = `${opts.runId}-c${k}`;
      const signature = `credit:${m.id}:${add ? 'credit_added' : 'credit_deducted'}:${amount * 100}`;
      await send(
        'credit',
        key,
        () =>
          client.attempt(
            'PUT',
            `/api/users/${add ? 'add' : 'deduct'}-credit/${m.id}`,
            club.managerToken,
            { creditAmount: amount },
            key,
          ),
        () => [signature],
        [signature],
      );
      await new Promise((r) => setTimeout(r, 100));
    }
    // The round in play at the end is settled too, so every run pays out at least one match under faults.
    await settle(opts.rounds[round] as Round, round);
  };

  await Promise.all([...club.members.map(member), manager()]);
  return { settled };
}
