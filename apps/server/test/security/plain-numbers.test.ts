import { messages } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/app';
import { createMatch, nextPhone, useCastApp } from '../helpers/fixtures';
import { expectLedgerBalanced } from '../helpers/ledger';
import { balanceOf } from '../modules/bets/helpers';

/**
 * Design-season section 10: numbers in JSON bodies are JSON numbers or plain decimal strings (`"12.5"`). Text that
 * Number() would read as a number (hex, exponent, Infinity, padded, signed) is refused with the field's own 400 text,
 * and nothing changes; the plain decimal string is taken.
 */
const DISGUISED = ['0x10', '1e1', '1E1', 'Infinity', ' 12', '12 ', '+5', '0b11', '\t10'];

const { t, club, member, admin } = useCastApp({ memberCredits: 10_000n });

describe('numbers in JSON bodies', () => {
  it.each(DISGUISED)('refuses the credit amount %j (400) and moves nothing; "12.5" is RS 12.50', async (amount) => {
    const url = `/api/users/add-credit/${member.id}`;
    const refused = await call(t.app, 'PUT', url, { token: club.manager.token, body: { creditAmount: amount } });
    expect(refused).toMatchObject({ status: 400, body: { message: messages.invalidCreditAmount } });
    expect(await balanceOf(t.app.db, member.id)).toBe(10_000n);
    await expectLedgerBalanced(t.app.db);
  });

  it('takes a plain decimal string as an amount', async () => {
    const url = `/api/users/add-credit/${member.id}`;
    const res = await call(t.app, 'PUT', url, { token: club.manager.token, body: { creditAmount: '12.5' } });
    expect(res.status).toBe(200);
    expect(await balanceOf(t.app.db, member.id)).toBe(11_250n);
  });

  it.each(DISGUISED)('refuses the group amount and winner share %j (400)', async (value) => {
    const match = await createMatch(t.app, club.clubId);
    const form = { matchId: match.id, betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10 };
    const token = club.manager.token;
    expect(await call(t.app, 'POST', '/api/groups', { token, body: { ...form, betAmount: value } })).toMatchObject({
      status: 400,
      body: { message: messages.betAmountInvalid },
    });
    expect(await call(t.app, 'POST', '/api/groups', { token, body: { ...form, winnerShare2: value } })).toMatchObject({
      status: 400,
      body: { message: messages.winnerShareInvalid },
    });
    const ok = await call(t.app, 'POST', '/api/groups', {
      token,
      body: { ...form, betAmount: '10.5', winnerShare1: '40.5' },
    });
    expect(ok).toMatchObject({ status: 201, body: { betAmount: 10.5, winnerShare1: 40.5 } });
  });

  it.each(DISGUISED)('refuses the club shares and reminder minutes %j (400)', async (value) => {
    const body = {
      clubName: 'Numbers Club',
      managerFirstName: 'Nia',
      managerLastName: 'Num',
      countryCode: '+91',
      managerPhone: nextPhone(),
      managerPassword: 'secret123',
      managerShare: 10,
      adminShare: 5,
    };
    const token = admin.token;
    expect(await call(t.app, 'POST', '/api/clubs', { token, body: { ...body, managerShare: value } })).toMatchObject({
      status: 400,
      body: { message: messages.sharesInvalid },
    });
    expect(await call(t.app, 'POST', '/api/clubs', { token, body: { ...body, adminShare: value } })).toMatchObject({
      status: 400,
      body: { message: messages.sharesInvalid },
    });
    const settings = await call(t.app, 'PUT', `/api/clubs/${club.clubId}/settings`, {
      token: club.manager.token,
      body: { reminderMinutes: value },
    });
    expect(settings).toMatchObject({ status: 400, body: { message: messages.reminderMinutesInvalid } });
  });

  it.each(DISGUISED)('refuses the score %j (400); "-3" is a score', async (value) => {
    const match = await createMatch(t.app, club.clubId);
    const scores = [1, 2, 3, 4, 5, 6, 7];
    const token = club.manager.token;
    const refused = await call(t.app, 'POST', '/api/results', {
      token,
      body: { matchId: match.id, team1Scores: [...scores.slice(1), value], team2Scores: scores },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: messages.scoresInvalid } });
    const ok = await call(t.app, 'POST', '/api/results', {
      token,
      body: { matchId: match.id, team1Scores: [...scores.slice(1), '-3'], team2Scores: scores },
    });
    expect(ok).toMatchObject({ status: 201, body: { team1Scores: [2, 3, 4, 5, 6, 7, -3] } });
  });
});
