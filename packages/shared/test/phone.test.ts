import { describe, expect, it } from 'vitest';
import { invitePhone, looksLikePhone, nationalPhone } from '../src/phone';

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

describe('invitePhone', () => {
  it('reads the sender country nationally and keeps another country whole', () => {
    expect(invitePhone('+91 98765 43210', '+91')).toBe('9876543210');
    expect(invitePhone('098765 43210', '+91')).toBe('9876543210');
    expect(invitePhone('+44 7911 123456', '+91')).toBe('447911123456');
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
