import { describe, expect, it } from 'vitest';
import { paiseOf } from '../money';

describe('paiseOf', () => {
  it('reads an RS amount from the API as whole paise, without float noise', () => {
    expect(paiseOf(1250.75)).toBe(125075n);
    expect(paiseOf(0.1 + 0.2)).toBe(30n);
    expect(paiseOf(19.99)).toBe(1999n);
    expect(paiseOf(0)).toBe(0n);
    expect(paiseOf(-20.5)).toBe(-2050n);
    expect(paiseOf(Number.NaN)).toBe(0n);
  });
});
