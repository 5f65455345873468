import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBoardChange,
  type Board,
  type BoardChange,
  boardChange,
  canonicalOrder,
  EMPTY_BOARD,
  mergeLots,
  prizesOfPool,
  standingBidsOf,
} from '../src/board';
import { ALL_COMBINATIONS } from '../src/combinations';
import { placePrizes } from '../src/prize-split';
import { standingBidListSchema } from '../src/schemas/bids';

const board = (version: number, taken: string[], totalBetAmount: number, betCount: number): Board => ({
  version,
  taken: canonicalOrder(taken),
  totalBetAmount,
  betCount,
});

describe('board changes (design-contests section 3)', () => {
  it('describes what was taken and freed between two boards, pool and count whole', () => {
    const from = board(3, ['123', '124'], 20, 2);
    const to = board(5, ['123', '124', '125', '134'], 40, 4);
    expect(boardChange(from, to)).toEqual({
      version: 5,
      fromVersion: 3,
      taken: ['125', '134'],
      freed: [],
      totalBetAmount: 40,
      betCount: 4,
    });
    expect(boardChange(to, board(6, ['123'], 0, 0)).freed).toEqual(['124', '125', '134']);
  });

  it('applies a change at its fromVersion, keeps a board that is as new, and reports a gap', () => {
    const held = board(3, ['123'], 10, 1);
    const change = boardChange(held, board(4, ['123', '124'], 20, 2));
    expect(applyBoardChange(held, change)).toEqual(board(4, ['123', '124'], 20, 2));
    expect(applyBoardChange(board(4, ['123', '124'], 20, 2), change)).toBe('held');
    expect(applyBoardChange(board(2, [], 0, 0), change)).toBe('gap');
    // A change that frees something applies only at its own fromVersion.
    const freeing = boardChange(board(4, ['123', '124'], 20, 2), board(6, ['124'], 10, 1));
    expect(applyBoardChange(board(5, ['123', '124', '125'], 30, 3), freeing)).toBe('gap');
  });

  it('applies a growing change to any board between its two versions (two instances overlapping)', () => {
    const change = boardChange(EMPTY_BOARD, board(3, ['123', '124', '125'], 30, 3));
    expect(applyBoardChange(board(2, ['124', '125'], 20, 2), change)).toEqual(board(3, ['123', '124', '125'], 30, 3));
  });

  it("carries a bidding board's changed lots and merges each at its most bids, whatever the order", () => {
    const lot = (combination: string, amount: number, bids: number) => ({
      combination,
      amount,
      better: { _id: `u${bids}`, firstName: 'A', lastName: 'B' },
      bids,
      updatedAt: '2026-11-28T00:00:00.000Z',
    });
    const from = { ...board(1, ['12A'], 10, 1), lots: [lot('12A', 10, 1)] };
    const to = { ...board(3, ['12A', '34B'], 32, 2), lots: [lot('12A', 12, 2), lot('34B', 10, 1)] };
    const change = boardChange(from, to);
    expect(change.lots).toEqual([lot('12A', 12, 2), lot('34B', 10, 1)]);
    expect(boardChange(to, to).lots).toEqual([]);
    expect(mergeLots([lot('34B', 10, 1), lot('12A', 13, 3)], change.lots ?? [])).toEqual([
      lot('12A', 13, 3),
      lot('34B', 10, 1),
    ]);
    expect(applyBoardChange(from, change)).toEqual(to);
  });

  it('computes the prizes a pool shows as the server does (floor of pool x share, in paise)', () => {
    expect(prizesOfPool(1018.33, [50, 30, 20])).toEqual({ first: 509.16, second: 305.49, third: 203.66 });
    const paise = placePrizes(101_833n, [5000, 3000, 2000]);
    expect(prizesOfPool(1018.33, [50, 30, 20]).first).toBe(Number(paise.first) / 100);
  });

  /**
   * The property: a screen that applies whatever events reach it (late, duplicated, some lost) and reads the group
   * when it meets a gap always holds exactly the board the database had at its version, and ends on the latest one.
   * The model: bets grow the board; two instances each read the board at some moment and announce it, later, as the
   * change from the latest board they know (their own reads and the announcements they have received).
   */
  it('a screen applying any delivery of the changes always holds the database board of its version', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('bet' as const), picks: fc.array(fc.nat(363), { minLength: 1, maxLength: 5 }) }),
      fc.record({ kind: fc.constant('read' as const), instance: fc.nat(1) }),
      fc.record({ kind: fc.constant('announce' as const), instance: fc.nat(1) }),
      fc.record({ kind: fc.constant('deliver' as const), lose: fc.boolean(), twice: fc.boolean() }),
      fc.record({ kind: fc.constant('reorder' as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 120 }), (ops) => {
        const history: Board[] = [EMPTY_BOARD];
        const now = () => history[history.length - 1] as Board;
        const known: Board[] = [EMPTY_BOARD, EMPTY_BOARD];
        const readBoards: (Board | undefined)[] = [undefined, undefined];
        const wire: BoardChange[] = [];
        let screen: Board = now();
        let reads = 0;
        const follow = (i: number, change: BoardChange) => {
          const next = applyBoardChange(known[i] as Board, change);
          if (typeof next !== 'string') known[i] = next;
        };
        const receive = (change: BoardChange) => {
          const next = applyBoardChange(screen, change);
          if (next === 'gap') {
            reads += 1;
            screen = now();
          } else if (next !== 'held') screen = next;
          expect(screen).toEqual(history[screen.version]);
        };
        for (const o of ops) {
          if (o.kind === 'bet') {
            const before = now();
            const taken = new Set(before.taken);
            // A raise (a bid on a held lot) changes the pool only.
            for (const p of o.picks) taken.add(ALL_COMBINATIONS[p] as string);
            const added = taken.size - before.taken.length;
            history.push(
              board(before.version + 1, [...taken], before.totalBetAmount + 10 * o.picks.length, taken.size),
            );
            expect(added).toBeGreaterThanOrEqual(0);
          } else if (o.kind === 'read') readBoards[o.instance] = now();
          else if (o.kind === 'announce') {
            const read = readBoards[o.instance];
            const from = known[o.instance] as Board;
            readBoards[o.instance] = undefined;
            if (!read || read.version <= from.version) continue;
            known[o.instance] = read;
            wire.push(boardChange(from, read));
          } else if (o.kind === 'reorder') {
            if (wire.length >= 2) wire.push(...wire.splice(0, 1));
          } else {
            const change = wire.shift();
            if (!change) continue;
            follow(0, change);
            follow(1, change);
            if (!o.lose) receive(change);
            if (o.twice && !o.lose) receive(change);
          }
        }
        // The last bets announced and delivered: the screen ends on the database's board.
        readBoards[0] = now();
        const from = known[0] as Board;
        if (now().version > from.version) wire.push(boardChange(from, now()));
        for (const change of wire) receive(change);
        if (screen.version !== now().version) receive(boardChange(known[0] as Board, now()));
        expect(screen).toEqual(now());
        expect(reads).toBeLessThanOrEqual(ops.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('standingBidsOf: the lots of a group event, read without zod', () => {
  const lot = {
    combination: '12A',
    amount: 12,
    better: { _id: 'u1', firstName: 'Asha', lastName: 'Rao' },
    bids: 2,
    updatedAt: '2026-11-28T10:00:00.000Z',
  };
  const samples: unknown[] = [
    [],
    [lot],
    [lot, { ...lot, combination: '34B', extra: true, better: { ...lot.better, phone: '1' } }],
    null,
    'lots',
    [null],
    [{ ...lot, amount: '12' }],
    [{ ...lot, amount: Number.POSITIVE_INFINITY }],
    [{ ...lot, bids: Number.NaN }],
    [{ ...lot, updatedAt: 5 }],
    [{ ...lot, better: null }],
    [{ ...lot, better: { _id: 'u1', firstName: 'Asha' } }],
    [lot, { combination: '34B' }],
  ];

  it('answers what standingBidListSchema answers, the same fields and the same refusals', () => {
    for (const value of samples) {
      const parsed = standingBidListSchema.safeParse(value);
      expect(standingBidsOf(value)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });

  it('agrees with the schema on arbitrary lists', () => {
    const anyLot = fc.record({
      combination: fc.oneof(fc.string(), fc.integer()),
      amount: fc.oneof(fc.double(), fc.string()),
      better: fc.oneof(
        fc.constant(null),
        fc.record({ _id: fc.string(), firstName: fc.string(), lastName: fc.string() }),
      ),
      bids: fc.oneof(fc.integer(), fc.constant(Number.NaN)),
      updatedAt: fc.oneof(fc.string(), fc.boolean()),
    });
    fc.assert(
      fc.property(fc.array(anyLot, { maxLength: 4 }), (value) => {
        const parsed = standingBidListSchema.safeParse(value);
        expect(standingBidsOf(value)).toEqual(parsed.success ? parsed.data : undefined);
      }),
    );
  });
});
