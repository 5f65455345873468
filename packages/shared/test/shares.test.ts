import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { createClubBodySchema, updateClubBodySchema } from '../src/schemas/clubs';
import { clubSharesError, shareError } from '../src/shares';

describe('clubSharesError', () => {
  it.each([
    [0, 0],
    [10, 10],
    [50, 50],
    [0, 100],
    [33.33, 66.67],
    [12.5, 0.01],
    [99.99, 0.01],
  ])('accepts %d + %d', (manager, admin) => {
    expect(clubSharesError(manager, admin)).toBeNull();
  });

  it.each([
    [-1, 10, messages.sharesNegative],
    [10, -0.01, messages.sharesNegative],
    [50, 50.01, messages.sharesSumTooHigh],
    [100, 0.01, messages.sharesSumTooHigh],
    [60, 60, messages.sharesSumTooHigh],
    [1e7, 0, messages.sharesSumTooHigh],
    [0, 1e300, messages.sharesDecimals],
    [10.001, 5, messages.sharesDecimals],
    [10, 0.125, messages.sharesDecimals],
    [Number.NaN, 5, messages.sharesDecimals],
    [Number.POSITIVE_INFINITY, 5, messages.sharesDecimals],
  ])('refuses %d + %d with its text', (manager, admin, message) => {
    expect(clubSharesError(manager, admin)).toBe(message);
  });

  it('checks negativity before decimals', () => {
    expect(shareError(-0.001)).toBe(messages.sharesNegative);
    expect(shareError(0.29)).toBeNull();
  });
});

const validClub = {
  clubName: ' Lions CC ',
  managerFirstName: 'Manny',
  managerLastName: 'Ger',
  managerEmail: '',
  countryCode: '+91',
  managerPhone: '98765 43210',
  managerPassword: 'secret1',
  managerShare: 10,
  adminShare: 5,
};

describe('createClubBodySchema', () => {
  it('normalises a valid form', () => {
    const parsed = createClubBodySchema.parse(validClub);
    expect(parsed).toMatchObject({ clubName: 'Lions CC', managerEmail: null, managerPhone: '9876543210' });
  });

  it('accepts numeric strings from text fields and a sum of exactly 100', () => {
    const parsed = createClubBodySchema.parse({ ...validClub, managerShare: '60.5', adminShare: '39.5' });
    expect(parsed).toMatchObject({ managerShare: 60.5, adminShare: 39.5 });
  });

  it.each([
    [{ clubName: '' }, messages.clubNameRequired],
    [{ clubName: 'x'.repeat(61) }, messages.clubNameTooLong],
    [{ managerShare: '' }, messages.managerShareRequired],
    [{ adminShare: undefined }, messages.adminShareRequired],
    [{ managerShare: -5 }, messages.sharesNegative],
    [{ adminShare: 1.234 }, messages.sharesDecimals],
    [{ managerShare: 70, adminShare: 30.01 }, messages.sharesSumTooHigh],
    [{ managerPhone: '98765abc10' }, messages.invalidPhone],
  ])('refuses %o', (patch, message) => {
    const result = createClubBodySchema.safeParse({ ...validClub, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('updateClubBodySchema', () => {
  it('takes the manager email as optional, and checks it when given', () => {
    const body = { clubName: 'A', managerPhone: '9876543210', managerShare: 1, adminShare: 1 };
    expect(updateClubBodySchema.safeParse(body).success).toBe(true);
    expect(updateClubBodySchema.safeParse({ ...body, managerEmail: 'nope' }).error?.issues[0]?.message).toBe(
      messages.invalidEmail,
    );
    expect(updateClubBodySchema.safeParse({ ...body, managerEmail: 'M@X.IN' }).data?.managerEmail).toBe('m@x.in');
  });
});
