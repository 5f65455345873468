import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_COMBINATIONS,
  ALL_SYMBOLS,
  canonicalCombination,
  combinationScore,
  isValidCombination,
  sanitizeCombinationInput,
  splitCombinationInput,
} from '../src/combinations';

describe('combinations', () => {
  it('has C(14,3) = 364 distinct canonical combinations', () => {
    expect(ALL_COMBINATIONS).toHaveLength(364);
    expect(new Set(ALL_COMBINATIONS).size).toBe(364);
    for (const c of ALL_COMBINATIONS) expect(canonicalCombination(c)).toBe(c);
  });

  it('canonicalises as a set: sorted, digits before letters', () => {
    expect(canonicalCombination('c72')).toBe('27C');
    expect(canonicalCombination('BA1')).toBe('1AB');
  });

  it('validates exactly 3 distinct symbols of 1-7 and A-G', () => {
    expect(isValidCombination('12a')).toBe(true);
    expect(isValidCombination('112')).toBe(false);
    expect(isValidCombination('18A')).toBe(false);
    expect(isValidCombination('12')).toBe(false);
    expect(isValidCombination('123A')).toBe(false);
  });

  it('any order of the same three symbols is the same combination', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...ALL_SYMBOLS], { minLength: 3, maxLength: 3 }), (symbols) => {
        const text = symbols.join('');
        expect(isValidCombination(text)).toBe(true);
        expect(canonicalCombination(text)).toBe(canonicalCombination([...symbols].reverse().join('')));
        expect(ALL_COMBINATIONS).toContain(canonicalCombination(text));
      }),
    );
  });

  it('sanitises the combination box like the spec says', () => {
    expect(sanitizeCombinationInput('1a2, 9zB;c')).toBe('1A2,BC');
    expect(splitCombinationInput('12a,,3bc, ')).toEqual(['12A', '3BC']);
  });

  it('scores a combination from both teams', () => {
    const team1 = [10, 20, 30, 40, 50, 60, 70];
    const team2 = [1, 2, 3, 4, 5, 6, 7];
    expect(combinationScore('17A', team1, team2)).toBe(10 + 70 + 1);
    expect(combinationScore('CFG', team1, team2)).toBe(3 + 6 + 7);
  });
});
