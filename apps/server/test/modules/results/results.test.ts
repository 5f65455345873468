import { combinationScore } from '@wicket/shared/combinations';
import { messages } from '@wicket/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, matches } from '../../../src/db/schema';
import { call } from '../../helpers/app';
import { createGroup, createMatch, createUser, useCastApp } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { placeTestBets } from '../groups/place-bets';

const { t, club, other, member, admin } = useCastApp({ memberCredits: 1_000_000n });

const uuid = '00000000-0000-4000-8000-000000000000';
const seven = (n = 0) => [n, n + 1, n + 2, n + 3, n + 4, n + 5, n + 6];

async function betScores(matchId: string): Promise<Map<string, number | null>> {
  const rows = await t.db
    .select({ combination: bets.combination, score: bets.score, groupId: bets.groupId })
    .from(bets)
    .where(eq(bets.matchId, matchId));
  return new Map(rows.map((r) => [`${r.groupId}:${r.combination}`, r.score]));
}

async function matchStatus(id: string) {
  const [row] = await t.db.select({ status: matches.status }).from(matches).where(eq(matches.id, id));
  return row?.status;
}

describe('POST /api/results', () => {
  it('saves the result, scores every bet of the match and marks the match Ongoing', async () => {
    const match = await createMatch(t.app, club.clubId);
    const g1 = await createGroup(t.app, match.id);
    const g2 = await createGroup(t.app, match.id, { betType: 'Multi Betters' });
    const otherMatch = await createMatch(t.app, club.clubId);
    const g3 = await createGroup(t.app, otherMatch.id);
    const second = await createUser(t.app, { clubId: club.clubId, credits: 100_000n });
    const combos1 = ['123', '4AB', 'CDE', '7FG', '15G'];
    const combos2 = ['123', 'AEG'];
    await placeTestBets(t.app, { groupId: g1.id, userId: member.id, combinations: combos1 });
    await placeTestBets(t.app, { groupId: g2.id, userId: member.id, combinations: combos2 });
    await placeTestBets(t.app, { groupId: g2.id, userId: second.id, combinations: ['123'] });
    await placeTestBets(t.app, { groupId: g3.id, userId: member.id, combinations: ['123'] });

    const team1Scores = [10, -5, 30, 0, 47, 6, 102];
    const team2Scores = ['12', '-3', '0', '8', 25, '60', '-1'];
    const res = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores, team2Scores },
    });
    expect(res.status).toBe(201);
    const numeric2 = [12, -3, 0, 8, 25, 60, -1];
    expect(res.body).toEqual({
      _id: expect.any(String),
      match: match.id,
      team1Scores,
      team2Scores: numeric2,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      message: messages.resultAdded,
    });

    const scores = await betScores(match.id);
    expect(scores.size).toBe(7);
    for (const [key, score] of scores) {
      const combination = key.split(':')[1] ?? '';
      expect(score).toBe(combinationScore(combination, team1Scores, numeric2));
    }
    expect(scores.get(`${g1.id}:123`)).toBe(10 - 5 + 30);
    expect(scores.get(`${g1.id}:7FG`)).toBe(102 + 60 - 1);
    expect([...(await betScores(otherMatch.id)).values()]).toEqual([null]);
    expect(await matchStatus(match.id)).toBe('Ongoing');
    expect(await matchStatus(otherMatch.id)).toBe('Active');

    const read = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: member.token });
    expect(read.body).toMatchObject({ result: res.body._id, status: 'Ongoing' });
    await expectLedgerBalanced(t.db);
  });

  it('lets an Admin save a result for any club', async () => {
    const match = await createMatch(t.app, other.clubId);
    const res = await call(t.app, 'POST', '/api/results', {
      token: admin.token,
      body: { matchId: match.id, team1Scores: seven(), team2Scores: seven(1) },
    });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ team1Scores: [1, 2, 3, 4, 5, 6] }],
    [{ team1Scores: [1, 2, 3, 4, 5, 6, 7, 8] }],
    [{ team2Scores: [1, 2, 3, 4, 5, 6, 1.5] }],
    [{ team2Scores: [1, 2, 3, 4, 5, 6, 'x'] }],
    [{ team2Scores: [1, 2, 3, 4, 5, 6, ''] }],
    [{ team2Scores: [1, 2, 3, 4, 5, 6, null] }],
    [{ team1Scores: [1, 2, 3, 4, 5, 6, '1e3'] }],
    [{ team1Scores: [1, 2, 3, 4, 5, 6, 10_000_000] }],
    [{ team1Scores: '1,2,3,4,5,6,7' }],
    [{ team1Scores: undefined }],
  ])('refuses %o with the scores text', async (patch) => {
    const match = await createMatch(t.app, club.clubId);
    const res = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores: seven(), team2Scores: seven(), ...patch },
    });
    expect(res).toMatchObject({ status: 400, body: { message: messages.scoresInvalid } });
    expect(await matchStatus(match.id)).toBe('Active');
  });

  it('refuses a second result for the same match with 409', async () => {
    const match = await createMatch(t.app, club.clubId);
    const body = { matchId: match.id, team1Scores: seven(), team2Scores: seven() };
    expect((await call(t.app, 'POST', '/api/results', { token: club.manager.token, body })).status).toBe(201);
    const again = await call(t.app, 'POST', '/api/results', { token: admin.token, body });
    expect(again).toMatchObject({ status: 409, body: { message: messages.resultExists } });
  });

  it('answers 404 to another club, 403 to a Member, 401 anonymous, 404 for an unknown match', async () => {
    const match = await createMatch(t.app, club.clubId);
    const body = { matchId: match.id, team1Scores: seven(), team2Scores: seven() };
    expect(await call(t.app, 'POST', '/api/results', { token: other.manager.token, body })).toMatchObject({
      status: 404,
      body: { message: messages.matchNotFound },
    });
    expect((await call(t.app, 'POST', '/api/results', { token: member.token, body })).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/results', { body })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/results', { token: admin.token, body: { ...body, matchId: uuid } })).status,
    ).toBe(404);
    expect(await matchStatus(match.id)).toBe('Active');
  });

  it('refuses a result for a settled match with 409', async () => {
    const match = await createMatch(t.app, club.clubId, { status: 'Announced' });
    await t.db.update(matches).set({ prizeShareStatus: 'Approved' }).where(eq(matches.id, match.id));
    const res = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores: seven(), team2Scores: seven() },
    });
    expect(res).toMatchObject({ status: 409, body: { message: messages.resultLocked } });
  });
});

describe('GET /api/results/{resultId}', () => {
  it('answers the result to members of the club, its manager and admins; 404 to others', async () => {
    const match = await createMatch(t.app, club.clubId);
    const created = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores: seven(-3), team2Scores: seven(4) },
    });
    for (const token of [member.token, club.manager.token, admin.token]) {
      const res = await call(t.app, 'GET', `/api/results/${created.body._id}`, { token });
      expect(res).toMatchObject({
        status: 200,
        body: { _id: created.body._id, match: match.id, team1Scores: seven(-3), team2Scores: seven(4) },
      });
    }
    expect(await call(t.app, 'GET', `/api/results/${created.body._id}`, { token: other.manager.token })).toMatchObject({
      status: 404,
      body: { message: messages.resultNotFound },
    });
    expect((await call(t.app, 'GET', `/api/results/${uuid}`, { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/results/${created.body._id}`)).status).toBe(401);
  });
});

describe('PUT /api/results/{resultId}', () => {
  it('changes the scores and rescores every bet', async () => {
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id);
    await placeTestBets(t.app, { groupId: group.id, userId: member.id, combinations: ['123', 'ABC', '1AG'] });
    const created = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores: seven(), team2Scores: seven() },
    });
    expect((await betScores(match.id)).get(`${group.id}:123`)).toBe(0 + 1 + 2);

    const team1Scores = [100, 200, 300, 0, 0, 0, 0];
    const team2Scores = [-1, -2, -3, 0, 0, 0, 70];
    const res = await call(t.app, 'PUT', `/api/results/${created.body._id}`, {
      token: admin.token,
      body: { team1Scores, team2Scores: team2Scores.map(String) },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { _id: created.body._id, match: match.id, team1Scores, team2Scores, message: messages.resultUpdated },
    });
    const scores = await betScores(match.id);
    expect(scores.get(`${group.id}:123`)).toBe(600);
    expect(scores.get(`${group.id}:ABC`)).toBe(-6);
    expect(scores.get(`${group.id}:1AG`)).toBe(100 - 1 + 70);
    expect(await matchStatus(match.id)).toBe('Ongoing');
    await expectLedgerBalanced(t.db);
  });

  it('takes the result id in capitals too, as the database compares ids', async () => {
    const match = await createMatch(t.app, club.clubId);
    const created = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores: seven(), team2Scores: seven() },
    });
    const res = await call(t.app, 'PUT', `/api/results/${String(created.body._id).toUpperCase()}`, {
      token: club.manager.token,
      body: { team1Scores: seven(5), team2Scores: seven() },
    });
    expect(res).toMatchObject({ status: 200, body: { _id: created.body._id, team1Scores: seven(5) } });
  });

  it('refuses bad scores with the scores text and keeps the old ones', async () => {
    const match = await createMatch(t.app, club.clubId);
    const created = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores: seven(), team2Scores: seven() },
    });
    const res = await call(t.app, 'PUT', `/api/results/${created.body._id}`, {
      token: club.manager.token,
      body: { team1Scores: [1, 2, 3], team2Scores: seven() },
    });
    expect(res).toMatchObject({ status: 400, body: { message: messages.scoresInvalid } });
    const read = await call(t.app, 'GET', `/api/results/${created.body._id}`, { token: member.token });
    expect(read.body.team1Scores).toEqual(seven());
  });

  it('is read-only once the match is settled (409)', async () => {
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id);
    await placeTestBets(t.app, { groupId: group.id, userId: member.id, combinations: ['456'] });
    const created = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores: seven(), team2Scores: seven() },
    });
    await t.db
      .update(matches)
      .set({ prizeShareStatus: 'Approved', status: 'Announced' })
      .where(eq(matches.id, match.id));
    for (const token of [club.manager.token, admin.token]) {
      const res = await call(t.app, 'PUT', `/api/results/${created.body._id}`, {
        token,
        body: { team1Scores: seven(9), team2Scores: seven(9) },
      });
      expect(res).toMatchObject({ status: 409, body: { message: messages.resultLocked } });
    }
    expect((await betScores(match.id)).get(`${group.id}:456`)).toBe(3 + 4 + 5);
    expect(await matchStatus(match.id)).toBe('Announced');
    // The settlement was faked (nobody was paid), so undo it before the ledger is checked.
    await t.db.update(matches).set({ prizeShareStatus: null, status: 'Ongoing' }).where(eq(matches.id, match.id));
    await expectLedgerBalanced(t.db);
  });

  it('answers 404 to another club, 403 to a Member', async () => {
    const match = await createMatch(t.app, club.clubId);
    const created = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores: seven(), team2Scores: seven() },
    });
    const body = { team1Scores: seven(5), team2Scores: seven(5) };
    expect(
      await call(t.app, 'PUT', `/api/results/${created.body._id}`, { token: other.manager.token, body }),
    ).toMatchObject({ status: 404, body: { message: messages.resultNotFound } });
    expect((await call(t.app, 'PUT', `/api/results/${created.body._id}`, { token: member.token, body })).status).toBe(
      403,
    );
    expect((await call(t.app, 'PUT', `/api/results/${uuid}`, { token: admin.token, body })).status).toBe(404);
  });
});
