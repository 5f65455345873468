import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRs,
  formatRsShort,
  hasAtMostTwoDecimals,
  paiseToRs,
  percentToBasisPoints,
  rsToPaise,
} from '../src/money';
import { plainNumber, rsAmountSchema } from '../src/schemas/common';

describe('rsToPaise', () => {
  it('converts amounts with up to 2 decimals exactly', () => {
    expect(rsToPaise(20)).toBe(2000n);
    expect(rsToPaise(0.29)).toBe(29n);
    expect(rsToPaise(1250.75)).toBe(125075n);
    expect(rsToPaise(0.01)).toBe(1n);
  });

  it.each([0, -1, 1.005, 0.001, 1e-7, 1.00001, Number.NaN, Number.POSITIVE_INFINITY, 1e308, -0.01])(
    'refuses %s',
    (value) => {
      expect(rsToPaise(value)).toBeNull();
    },
  );

  it('round-trips every paise amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000 }), (paise) => {
        expect(rsToPaise(paiseToRs(paise))).toBe(BigInt(paise));
      }),
    );
  });
});

describe('formatRs', () => {
  it('groups digits the Indian way with 2 decimals', () => {
    expect(formatRs(0)).toBe('RS 0.00');
    expect(formatRs(0.05)).toBe('RS 0.05');
    expect(formatRs(20)).toBe('RS 20.00');
    expect(formatRs(999.5)).toBe('RS 999.50');
    expect(formatRs(1250.75)).toBe('RS 1,250.75');
    expect(formatRs(100000)).toBe('RS 1,00,000.00');
    expect(formatRs(12345678.9)).toBe('RS 1,23,45,678.90');
    expect(formatRs(-1250.75)).toBe('RS -1,250.75');
  });

  it('never shows a negative zero', () => {
    expect(formatRs(-0)).toBe('RS 0.00');
    expect(formatRs(-0.001)).toBe('RS 0.00');
  });

  it('matches en-IN number formatting for every whole-paise amount', () => {
    const enIn = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000_000, max: 1_000_000_000_000_000 }), (paise) => {
        const rs = paise / 100;
        expect(formatRs(rs)).toBe(`RS ${enIn.format(rs)}`);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('formatRsShort', () => {
  it('writes amounts without trailing zeros', () => {
    expect(formatRsShort(2000n)).toBe('RS20');
    expect(formatRsShort(2050n)).toBe('RS20.5');
    expect(formatRsShort(125075n)).toBe('RS1250.75');
    expect(formatRsShort(5n)).toBe('RS0.05');
    expect(formatRsShort(0n)).toBe('RS0');
  });
});

describe('percent and decimals', () => {
  it('turns percents with up to 2 decimals into basis points', () => {
    expect(percentToBasisPoints(12.34)).toBe(1234);
    expect(percentToBasisPoints(100)).toBe(10000);
    expect(percentToBasisPoints(12.345)).toBeNull();
    expect(percentToBasisPoints(-5.5)).toBe(-550);
    expect(hasAtMostTwoDecimals(0.07)).toBe(true);
    expect(hasAtMostTwoDecimals(0.071)).toBe(false);
  });
});

describe('rsAmountSchema', () => {
  const schema = rsAmountSchema('bad amount');
  it('reads numbers and plain decimal text', () => {
    expect(schema.parse(12.5)).toBe(1250n);
    expect(schema.parse('12.50')).toBe(1250n);
  });
  it.each(['0x10', '1e3', '', '12,5', '-5', 'Infinity', '12.345', ' 12.50 ', ' 12', '12 ', '+5', '.5', '0b11'])(
    'refuses the text %j',
    (text) => {
      expect(schema.safeParse(text).success).toBe(false);
    },
  );
});

describe('plainNumber', () => {
  it('reads finite JSON numbers and plain decimal text', () => {
    expect(plainNumber(12.5)).toBe(12.5);
    expect(plainNumber(-3)).toBe(-3);
    expect(plainNumber('12.5')).toBe(12.5);
    expect(plainNumber('-3')).toBe(-3);
    expect(plainNumber('007')).toBe(7);
  });
  it.each([
    '0x10',
    '1e1',
    '1E1',
    'Infinity',
    '-Infinity',
    'NaN',
    ' 12',
    '12 ',
    '+5',
    '0b11',
    '0o7',
    '.5',
    '5.',
    '',
    '1_000',
    '١٠',
    Number.POSITIVE_INFINITY,
    Number.NaN,
    null,
    true,
    [],
    {},
  ])('refuses %j', (value) => {
    expect(plainNumber(value)).toBeNull();
  });
});
