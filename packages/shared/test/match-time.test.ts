import { describe, expect, it } from 'vitest';
import { formatMatchStart, formatMatchStartTime } from '../src/match-time';

describe('formatMatchStart', () => {
  it('writes the start in club time (India, UTC+5:30)', () => {
    const start = new Date('2026-11-24T14:00:00.000Z');
    expect(formatMatchStart(start)).toBe('24 Nov, 7:30 PM');
    expect(formatMatchStartTime(start)).toBe('7:30 PM');
  });

  it('rolls over the date at club midnight, not UTC midnight', () => {
    expect(formatMatchStart(new Date('2026-11-24T19:00:00.000Z'))).toBe('25 Nov, 12:30 AM');
  });
});
