import { describe, expect, it } from 'vitest';
import { formatMoney, ordinal, prizeLabel, sharesLabel } from '../format';

describe('money on screen', () => {
  it('always 2 decimals, grouped the Indian way', () => {
    expect(formatMoney(1250.75)).toBe('RS 1,250.75');
    expect(formatMoney(1234567)).toBe('RS 12,34,567.00');
    expect(formatMoney(0.5)).toBe('RS 0.50');
    expect(formatMoney(999)).toBe('RS 999.00');
  });

  it('RS floats are shown as the whole paise they stand for', () => {
    expect(formatMoney(0.1 + 0.2)).toBe('RS 0.30');
    expect(formatMoney(2.675)).toBe('RS 2.68');
  });

  it('a debit keeps its sign; nothing, or a negative that rounds to nothing, is zero', () => {
    expect(formatMoney(-20)).toBe('RS -20.00');
    expect(formatMoney(-0.001)).toBe('RS 0.00');
    expect(formatMoney(null)).toBe('RS 0.00');
    expect(formatMoney(undefined)).toBe('RS 0.00');
  });
});

describe('prize texts', () => {
  const shares = (a: number, b: number, c: number) => ({ winnerShare1: a, winnerShare2: b, winnerShare3: c });
  it('names the prizes a group pays and its shares', () => {
    expect(prizeLabel(shares(50, 30, 10))).toBe('1st, 2nd and 3rd');
    expect(prizeLabel(shares(60, 30, 0))).toBe('1st and 2nd');
    expect(prizeLabel(shares(90, 0, 0))).toBe('1st Prize Only');
    expect(sharesLabel(shares(50, 30, 0))).toBe('50% / 30%');
    expect([1, 2, 3, 4].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th']);
  });
});
