import { describe, expect, test } from 'vitest';
import { staffMatchOrder } from '../utils/match-order';

const now = new Date('2026-11-23T12:00:00Z');
const at = (id: string, dateTime: string) => ({ _id: id, dateTime });

describe('staffMatchOrder', () => {
  test('upcoming matches first, soonest first; then past matches, newest first', () => {
    const matches = [
      at('old', '2026-01-01T10:00:00Z'),
      at('next-month', '2026-12-20T10:00:00Z'),
      at('yesterday', '2026-11-22T10:00:00Z'),
      at('tomorrow', '2026-11-24T10:00:00Z'),
      at('last-week', '2026-11-16T10:00:00Z'),
    ];
    expect(staffMatchOrder(matches, now).map((m) => m._id)).toEqual([
      'tomorrow',
      'next-month',
      'yesterday',
      'last-week',
      'old',
    ]);
  });

  test('a match starting now counts as started; the input is not changed', () => {
    const matches = [
      at('past', '2026-11-23T11:00:00Z'),
      at('now', '2026-11-23T12:00:00Z'),
      at('soon', '2026-11-23T12:01:00Z'),
    ];
    expect(staffMatchOrder(matches, now).map((m) => m._id)).toEqual(['soon', 'now', 'past']);
    expect(matches.map((m) => m._id)).toEqual(['past', 'now', 'soon']);
  });

  test('empty in, empty out', () => {
    expect(staffMatchOrder([], now)).toEqual([]);
  });
});
