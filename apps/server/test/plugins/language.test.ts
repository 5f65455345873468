import {
  betsPlacedMessage,
  combinationLengthMessage,
  combinationTakenMessage,
  insufficientCreditsMessage,
  messages,
  routeNotFoundMessage,
} from '@wicket/shared/messages';
import { formatsHi, messagesHi } from '@wicket/shared/messages.hi';
import { describe, expect, it } from 'vitest';
import { prefersHindi } from '../../src/lib/language';
import { call, useTestApp } from '../helpers/app';
import { createGroup, createMatch, createUser, FIXTURE_PASSWORD, useClubs } from '../helpers/fixtures';
import { expectLedgerBalanced } from '../helpers/ledger';

/** Design-season section 7: `{ message }` in Hindi when the caller's Accept-Language puts Hindi first. */
const t = useTestApp();
const { club } = useClubs(t, { club: 'Fixture Club' });

const HINDI = { 'accept-language': 'hi' };

describe('Accept-Language', () => {
  it('counts as Hindi only when Hindi ranks first', () => {
    expect(prefersHindi('hi')).toBe(true);
    expect(prefersHindi('hi-IN,hi;q=0.9,en;q=0.8')).toBe(true);
    expect(prefersHindi('en;q=0.5, hi')).toBe(true);
    expect(prefersHindi('en-IN,en;q=0.9,hi;q=0.8')).toBe(false);
    expect(prefersHindi('en, hi')).toBe(false);
    expect(prefersHindi('hi;q=0, en')).toBe(false);
    expect(prefersHindi('hin')).toBe(false);
    expect(prefersHindi('*')).toBe(false);
    expect(prefersHindi(undefined)).toBe(false);
  });
});

describe('messages in the caller language', () => {
  it('answers a failed login in Hindi, and in English without the header or with English first', async () => {
    const user = await createUser(t.app);
    const body = { phoneNumber: user.phoneNumber, password: 'nope123' };
    const hindi = await call(t.app, 'POST', '/api/users/login', { body, headers: HINDI });
    expect(hindi).toMatchObject({ status: 401, body: { message: messagesHi.loginFailed } });
    const plain = await call(t.app, 'POST', '/api/users/login', { body });
    expect(plain).toMatchObject({ status: 401, body: { message: messages.loginFailed } });
    const english = await call(t.app, 'POST', '/api/users/login', {
      body,
      headers: { 'accept-language': 'en-GB,hi;q=0.8' },
    });
    expect(english.body.message).toBe(messages.loginFailed);
  });

  it('answers a refused body (a schema text) and an unauthenticated call in Hindi', async () => {
    const missing = await call(t.app, 'POST', '/api/users/login', { body: { password: 'x' }, headers: HINDI });
    expect(missing).toMatchObject({ status: 400, body: { message: messagesHi.phoneRequired } });
    const anonymous = await call(t.app, 'GET', '/api/users/profile', { headers: { 'accept-language': 'hi-IN' } });
    expect(anonymous).toMatchObject({ status: 401, body: { message: messagesHi.unauthorized } });
  });

  it('fills the placeholders of a text with the same values in Hindi (combination, amounts, count)', async () => {
    const member = await createUser(t.app, { clubId: club.clubId, credits: 1500n });
    const rival = await createUser(t.app, { clubId: club.clubId, credits: 100_000n });
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betAmount: 1000n });
    const bet = (token: string, combinations: string[], headers?: Record<string, string>) =>
      call(t.app, 'POST', '/api/bets/multiple', {
        token,
        headers,
        body: { betAmount: 10, matchId: match.id, groupId: group.id, combinations },
      });

    const placed = await bet(rival.token, ['12A', '34B'], HINDI);
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe(formatsHi.betsPlacedMessage(2));
    const placedEnglish = await bet(rival.token, ['56C']);
    expect(placedEnglish.body.message).toBe(betsPlacedMessage(1));

    const taken = await bet(member.token, ['A21'], HINDI);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(formatsHi.combinationTakenMessage('A21'));
    expect((await bet(member.token, ['A21'])).body.message).toBe(combinationTakenMessage('A21'));

    const poor = await bet(member.token, ['13B', '24C'], HINDI);
    expect(poor.body.message).toBe(formatsHi.insufficientCreditsMessage(2000n, 1500n));
    expect(poor.body.message).toContain('₹20');
    expect((await bet(member.token, ['13B', '24C'])).body.message).toBe(insufficientCreditsMessage(2000n, 1500n));

    const short = await bet(member.token, ['12'], HINDI);
    expect(short).toMatchObject({ status: 400, body: { message: formatsHi.combinationLengthMessage('12') } });
    expect((await bet(member.token, ['12'])).body.message).toBe(combinationLengthMessage('12'));
    await expectLedgerBalanced(t.app.db);
  });

  it('answers a success text of a staff route in Hindi', async () => {
    const match = await createMatch(t.app, club.clubId);
    const res = await call(t.app, 'DELETE', `/api/matches/${match.id}`, { token: club.manager.token, headers: HINDI });
    expect(res).toMatchObject({ status: 200, body: { message: messagesHi.matchDeleted } });
  });

  it("answers the server's own texts in Hindi: an unknown route, a body that is not JSON, an empty JSON body", async () => {
    const route = await call(t.app, 'GET', '/api/no-such-route', { headers: HINDI });
    expect(route).toMatchObject({
      status: 404,
      body: { message: formatsHi.routeNotFoundMessage('GET', '/api/no-such-route') },
    });
    expect((await call(t.app, 'GET', '/api/no-such-route')).body.message).toBe(
      routeNotFoundMessage('GET', '/api/no-such-route'),
    );
    const post = (payload: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const broken = await post('{"phoneNumber":', HINDI);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(messagesHi.invalidJsonBody);
    expect((await post('{"phoneNumber":')).json().message).toBe(messages.invalidJsonBody);
    const empty = await post('', HINDI);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messagesHi.emptyJsonBody);
  });

  it('keeps names and other fields as they are: only the message changes', async () => {
    const user = await createUser(t.app, { firstName: 'Asha' });
    const res = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: user.phoneNumber, password: FIXTURE_PASSWORD },
      headers: HINDI,
    });
    expect(res.status).toBe(200);
    expect(res.body.firstName).toBe('Asha');
    expect(res.body.userType).toBe('Member');
  });
});
