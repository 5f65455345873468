import fc from 'fast-check';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import {
  invitePhone,
  inviteWhatsAppNumber,
  knownCallingCode,
  looksLikePhone,
  nationalPhone,
  whatsAppNumber,
} from '../src/phone';

describe('nationalPhone', () => {
  it.each([
    ['9000000003', '+91', '9000000003'],
    ['09000000003', '+91', '9000000003'],
    ['919000000003', '+91', '9000000003'],
    ['+91 98765 43210', '+91', '9876543210'],
    ['98765 43210', '+91', '9876543210'],
    ['(987) 654-3210', '+91', '9876543210'],
    ['07911 123456', '+44', '7911123456'],
  ])('reads %j for %s as %s', (raw, country, national) => {
    expect(nationalPhone(raw, country)).toBe(national);
  });

  it('keeps the digits-only rule for what it cannot read, and refuses the rest', () => {
    expect(nationalPhone('500000000300', '+91')).toBe('500000000300');
    for (const raw of ['12345678', '1'.repeat(16), '98765abc01', '+44 7911 123456', '', `9${'0'.repeat(40)}`]) {
      expect(nationalPhone(raw, '+91')).toBeNull();
    }
  });
});

describe('unknown country codes and the forms of one number (design-contests section 4)', () => {
  it('an unknown country code reads no phone, and nothing throws (it threw: 500 on registration)', () => {
    for (const code of ['+0', '+999', '=1+1', '+11', '0', '', '+', 'abc', '+91abc', '+1-264']) {
      expect(knownCallingCode(code)).toBeNull();
      for (const raw of ['9876543210', '+91 98765 43210', '0091 98765 43210', '=1+1']) {
        expect(nationalPhone(raw, code)).toBeNull();
        expect(() => invitePhone(raw, code)).not.toThrow();
      }
    }
    expect(knownCallingCode(' +91 ')).toBe('91');
    expect(knownCallingCode('44')).toBe('44');
  });

  it.each([
    ['9876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['00919876543210', '9876543210'],
    ['0 91 98765 43210', '9876543210'],
    ['+91 0 98765 43210', '9876543210'],
    // a number the country does not read keeps its digits, less the trunk 0 and the country's code
    ['0500000000300', '500000000300'],
    ['91500000000300', '500000000300'],
    ['+91 500000000300', '500000000300'],
  ])('with +91, %j is %s', (raw, national) => {
    expect(nationalPhone(raw, '+91')).toBe(national);
  });

  it('never reads a form of an Indian number as another number, whatever country code the form names', () => {
    // Before: 0091... was stored as 091... with +91, and 0..., 91... and 0091... with +1 as new numbers.
    const codes = [...new Set(getCountries().map((country) => getCountryCallingCode(country)))];
    // countries whose own valid numbers include 91 followed by ten digits (an area code 91): there `91...` is theirs
    const own91 = new Set(['43', '49', '92', '420']);
    for (const national of ['9876543210', '9000000003', '7012345678']) {
      for (const code of codes) {
        const forms = [national, `+91 ${national}`, `0091 ${national}`, ...(own91.has(code) ? [] : [`91${national}`])];
        for (const raw of forms) {
          expect([national, null], `${raw} with +${code}`).toContain(nationalPhone(raw, `+${code}`));
        }
      }
      for (const code of ['+1', '+44', '+61', '+971', '+92', '+94', '+880', '+977', '+65']) {
        expect([national, null], `0${national} with ${code}`).toContain(nationalPhone(`0${national}`, code));
      }
      expect(nationalPhone(`91${national}`, '+1')).toBeNull();
      expect(nationalPhone(`0091${national}`, '+1')).toBeNull();
    }
  });
});

describe('the digit counts every reading keeps', () => {
  it('16 digits are no phone even where the library reads a valid number (a counterexample the property found)', () => {
    expect(nationalPhone('0700000000000000', '+49')).toBeNull();
    expect(invitePhone('0700000000000000', '+49')).toBeNull();
  });

  it('16 to 30 digits, or 1 to 8, are no phone for any known country code (0s and codes in front included)', () => {
    const codes = ['+91', '+1', '+44', '+49', '+92'];
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^\d{16,30}$/), fc.stringMatching(/^\d{1,8}$/)),
        fc.constantFrom(...codes),
        (raw, code) => {
          expect(nationalPhone(raw, code)).toBeNull();
          if (raw.length > 15) expect(invitePhone(raw, code)).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('invitePhone', () => {
  it('reads the sender country nationally and keeps another country whole', () => {
    expect(invitePhone('+91 98765 43210', '+91')).toBe('9876543210');
    expect(invitePhone('098765 43210', '+91')).toBe('9876543210');
    expect(invitePhone('+44 7911 123456', '+91')).toBe('447911123456');
    expect(invitePhone('0044 7911 123456', '+91')).toBe('447911123456');
    expect(invitePhone('0091 98765 43210', '+91')).toBe('9876543210');
    // 16 digits or more are no phone, however many of them are 0s or a country code
    for (const raw of ['0000000000000000', '0044791112345678', '0091500000000300']) {
      expect(invitePhone(raw, '+91')).toBeNull();
      expect(nationalPhone(raw, '+91')).toBeNull();
    }
    expect(invitePhone('987654321', '+91')).toBeNull();
  });
});

describe('looksLikePhone', () => {
  it('passes phone text with 9 to 20 digits and nothing else', () => {
    expect(looksLikePhone('+91 98765 43210')).toBe(true);
    expect(looksLikePhone('(987) 654-3210')).toBe(true);
    for (const raw of ['12 34', '98765abc01', '+', '1'.repeat(21), '9876543210; drop table users']) {
      expect(looksLikePhone(raw)).toBe(false);
    }
  });
});

describe('the WhatsApp number rules', () => {
  it('a stored phone: the calling code, then the national number, whatever its length', () => {
    expect(whatsAppNumber('9876543210', '+91')).toBe('919876543210');
    expect(whatsAppNumber('912345678', '+65')).toBe('65912345678');
    expect(whatsAppNumber('2025550123', '+1')).toBe('12025550123');
  });

  it("a typed invite phone: a 10-digit one gets the sender's calling code, a longer one kept its own", () => {
    expect(inviteWhatsAppNumber('9876543210', '+91')).toBe('919876543210');
    expect(inviteWhatsAppNumber('447911123456', '+91')).toBe('447911123456');
  });
});
