import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  isToday,
  isTodayOrLater,
  ordinal,
  prizeLabel,
  sharesLabel,
} from '../format';

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

describe('dates on screen, as dayjs formatted and compared them', () => {
  const inputs = [
    '2025-03-12T19:30:00.000Z',
    '2025-03-12T00:05:00Z',
    '2025-03-12T12:00:00+05:30',
    '2025-03-12T19:30:00',
    '2025-03-12 07:30',
    '2025-03-12',
    '2025-12-31T23:59:59.999',
    '2025-01-01T00:00:00.123456',
    '2025/03/12',
    'not a date',
  ];

  it('formats every input as dayjs did', () => {
    for (const iso of inputs) {
      expect(formatDateTime(iso)).toBe(dayjs(iso).format('DD MMM YYYY, hh:mm A'));
      expect(formatDate(iso)).toBe(dayjs(iso).format('DD MMM YYYY'));
    }
    expect(formatDateTime('2025-03-12T19:30:00')).toBe('12 Mar 2025, 07:30 PM');
    expect(formatDateTime('2025-03-12T00:05')).toBe('12 Mar 2025, 12:05 AM');
    expect(formatDateTime('2025-03-12T12:00')).toBe('12 Mar 2025, 12:00 PM');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it("today and today-or-later follow the viewer's local day, as dayjs compared them", () => {
    const now = new Date(2025, 2, 12, 15, 0);
    const around = [
      '2025-03-12T00:00:00',
      '2025-03-12T23:59:59.999',
      '2025-03-11T23:59:59.999',
      '2025-03-13T00:00:00',
      new Date(2025, 2, 12, 0, 0).toISOString(),
      new Date(2025, 2, 11, 23, 59).toISOString(),
      'not a date',
      ...inputs,
    ];
    for (const iso of around) {
      expect(isToday(iso, now)).toBe(dayjs(iso).isSame(now, 'day'));
      expect(isTodayOrLater(iso, now)).toBe(!dayjs(iso).isBefore(dayjs(now).startOf('day')));
    }
    expect(isToday('2025-03-12T00:00:00', now)).toBe(true);
    expect(isTodayOrLater('2025-03-11T23:59:59', now)).toBe(false);
  });
});
