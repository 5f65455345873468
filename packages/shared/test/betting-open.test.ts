import { describe, expect, it } from 'vitest';
import { isBettingOpen } from '../src/betting-open';

describe('isBettingOpen', () => {
  const start = new Date('2040-01-01T10:00:00.000Z');
  const before = new Date(start.getTime() - 1);

  it('is open only while match and group are Active and the start has not come', () => {
    expect(isBettingOpen({ status: 'Active', dateTime: start }, { status: 'Active' }, before)).toBe(true);
    expect(isBettingOpen({ status: 'Active', dateTime: start }, { status: 'Active' }, start)).toBe(false);
    expect(isBettingOpen({ status: 'Inactive', dateTime: start }, { status: 'Active' }, before)).toBe(false);
    expect(isBettingOpen({ status: 'Ongoing', dateTime: start }, { status: 'Active' }, before)).toBe(false);
    expect(isBettingOpen({ status: 'Active', dateTime: start }, { status: 'Inactive' }, before)).toBe(false);
  });
});
