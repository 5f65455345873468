import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupSharesProblem, maxShareFor } from '../src/group-shares';
import { messages } from '../src/messages';
import { createGroupBodySchema } from '../src/schemas/groups';

describe('groupSharesProblem', () => {
  it.each([
    [[50, 30, 20]],
    [[100, 0, 0]],
    [[0, 0, 0]],
    [[33.33, 33.33, 33.34]],
    [[40.5, 30.25, 29.25]],
    [[0.01, 0, 0]],
  ])('accepts %o', (shares) => {
    expect(groupSharesProblem(shares)).toBeNull();
  });

  it('refuses a negative share and points at it', () => {
    expect(groupSharesProblem([50, -1, 10])).toEqual({ message: messages.winnerShareNegative, index: 1 });
    expect(groupSharesProblem([-0.01, 0, 0])).toEqual({ message: messages.winnerShareNegative, index: 0 });
  });

  it('refuses a total above 100 and points at the share that crosses it', () => {
    expect(groupSharesProblem([50, 30, 20.01])).toEqual({ message: messages.winnerSharesTooHigh, index: 2 });
    expect(groupSharesProblem([101, 0, 0])).toEqual({ message: messages.winnerSharesTooHigh, index: 0 });
    expect(groupSharesProblem([60, 50, 0])).toEqual({ message: messages.winnerSharesTooHigh, index: 1 });
  });

  it('reports a negative share before the total', () => {
    expect(groupSharesProblem([150, -10, 0])?.message).toBe(messages.winnerShareNegative);
  });

  it.each([[[1.005, 0, 0]], [[Number.NaN, 0, 0]], [[0, Number.POSITIVE_INFINITY, 0]], [[0, 0, 1e21]]])(
    'refuses unreadable shares %o',
    (shares) => {
      expect(groupSharesProblem(shares)?.message).toBe(messages.winnerShareInvalid);
    },
  );

  it('agrees with an exact integer check for any shares of up to 2 decimals', () => {
    const hundredths = fc.integer({ min: -2000, max: 12000 });
    fc.assert(
      fc.property(fc.tuple(hundredths, hundredths, hundredths), (bps) => {
        const problem = groupSharesProblem(bps.map((bp) => bp / 100));
        const expected = bps.some((bp) => bp < 0)
          ? messages.winnerShareNegative
          : bps[0] + bps[1] + bps[2] > 10_000
            ? messages.winnerSharesTooHigh
            : null;
        expect(problem?.message ?? null).toBe(expected);
      }),
    );
  });
});

describe('maxShareFor', () => {
  it('is what is left of 100 after the other shares', () => {
    expect(maxShareFor([50, 30, 90], 2)).toBe(20);
    expect(maxShareFor([33.33, 33.33, 0], 2)).toBe(33.34);
    expect(maxShareFor([80, 30, 0], 0)).toBe(70);
    expect(maxShareFor([70, 40, 0], 2)).toBe(0);
  });

  it('counts negative or unreadable others as 0', () => {
    expect(maxShareFor([-5, Number.NaN, 10], 2)).toBe(100);
  });

  it('always yields a value that passes the check', () => {
    const hundredths = fc.integer({ min: 0, max: 10_000 });
    fc.assert(
      fc.property(fc.tuple(hundredths, hundredths, hundredths), fc.integer({ min: 0, max: 2 }), (bps, index) => {
        const shares = bps.map((bp) => bp / 100);
        const others = shares.filter((_, i) => i !== index).reduce((a, b) => a + b, 0);
        fc.pre(others <= 100);
        shares[index] = maxShareFor(shares, index);
        expect(groupSharesProblem(shares)).toBeNull();
      }),
    );
  });
});

describe('the group schema uses the share rule', () => {
  const base = { betAmount: 10, matchId: '00000000-0000-4000-8000-000000000000' };
  it('passes exactly 100 and refuses more with the spec text', () => {
    expect(
      createGroupBodySchema.safeParse({ ...base, winnerShare1: 50, winnerShare2: 30, winnerShare3: 20 }).success,
    ).toBe(true);
    const over = createGroupBodySchema.safeParse({ ...base, winnerShare1: 50, winnerShare2: 30, winnerShare3: 21 });
    expect(over.error?.issues).toMatchObject([{ message: messages.winnerSharesTooHigh, path: ['winnerShare3'] }]);
    const negative = createGroupBodySchema.safeParse({
      ...base,
      winnerShare1: '-1',
      winnerShare2: 30,
      winnerShare3: 0,
    });
    expect(negative.error?.issues).toMatchObject([{ message: messages.winnerShareNegative, path: ['winnerShare1'] }]);
  });
});
