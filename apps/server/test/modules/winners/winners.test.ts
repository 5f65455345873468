import { messages, winningsMessage } from '@wicket/shared/messages';
import { rsToPaise } from '@wicket/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../helpers/app';
import { createGroup, createMatch, createUser, type UserFixture, useClubs, useUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { betOk, saveLetterResult } from '../bets/helpers';

const t = useTestApp();
const admin = useUser(t, { userType: 'Admin' });
const { club, otherClub } = useClubs(t, { club: 'Fixture Club', otherClub: 'Fixture Club' });
let alice: UserFixture;
let bob: UserFixture;
let carol: UserFixture;
let outsider: UserFixture;
let match: Awaited<ReturnType<typeof createMatch>>;
let group: Awaited<ReturnType<typeof createGroup>>;

beforeAll(async () => {
  const referrer = await createUser(t.app, { clubId: club.clubId });
  alice = await createUser(t.app, { clubId: club.clubId, credits: 10_000n, firstName: 'Alice', lastName: 'Ames' });
  bob = await createUser(t.app, {
    clubId: club.clubId,
    credits: 10_000n,
    firstName: 'Bob',
    lastName: 'Bell',
    referredBy: referrer.id,
  });
  carol = await createUser(t.app, { clubId: club.clubId, credits: 10_000n, firstName: 'Carol', lastName: 'Cole' });
  outsider = await createUser(t.app, { clubId: otherClub.clubId, credits: 10_000n });
  match = await createMatch(t.app, club.clubId, {
    team1: 'Eagles',
    team2: 'Hawks',
    dateTime: new Date(Date.now() + 3_600_000),
  });
  group = await createGroup(t.app, match.id, { betAmount: 1000n, shares: [40, 30, 20] });
  // Scores: A 90, B 75, C 60, D 40 (team 1 all 0).
  await betOk(t.app, alice.token, group, ['12A']);
  await betOk(t.app, bob.token, group, ['13A']);
  await betOk(t.app, carol.token, group, ['12B']);
  await betOk(t.app, alice.token, group, ['12C', '12D']);
});

const winnersOf = (token: string, groupId = group.id) => call(t.app, 'GET', `/api/winners/group/${groupId}`, { token });

describe('before settlement', () => {
  it('lists no winners and no winnings', async () => {
    expect((await winnersOf(alice.token)).body).toEqual({ firstWinners: [], secondWinners: [], thirdWinners: [] });
    expect((await call(t.app, 'GET', '/api/winners/my-winnings', { token: alice.token })).body).toEqual([]);
  });
});

describe('after settlement', () => {
  beforeAll(async () => {
    await saveLetterResult(t.app, match.id, [90, 75, 60, 40]);
    const res = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, { token: club.manager.token });
    expect(res.status).toBe(200);
  });

  it('GET /api/winners/group/{groupId} lists winners by place with gross amounts', async () => {
    const res = await winnersOf(carol.token);
    expect(res.status).toBe(200);
    // P 5000: 1st 2000 -> 1000 each (Bob's gross, before the referral commission); 2nd 1500; 3rd 1000.
    expect(res.body).toEqual({
      firstWinners: [
        {
          _id: expect.any(String),
          bet: expect.any(String),
          user: { _id: alice.id, firstName: 'Alice', lastName: 'Ames' },
          combination: '12A',
          score: 90,
          amountWon: 10,
          referralCommission: 0,
          amountToWinner: 10,
        },
        {
          _id: expect.any(String),
          bet: expect.any(String),
          user: { _id: bob.id, firstName: 'Bob', lastName: 'Bell' },
          combination: '13A',
          score: 90,
          amountWon: 10,
          referralCommission: 0.5,
          amountToWinner: 9.5,
        },
      ],
      secondWinners: [expect.objectContaining({ combination: '12B', score: 75, amountWon: 15 })],
      thirdWinners: [expect.objectContaining({ combination: '12C', score: 60, amountWon: 10 })],
    });
    const bets = await call(t.app, 'GET', `/api/bets/group/${group.id}`, { token: carol.token });
    const betIdOf = (c: string) => bets.body.find((b: { combination: string }) => b.combination === c)?._id;
    expect(res.body.firstWinners[0].bet).toBe(betIdOf('12A'));
    expect(res.body.thirdWinners[0].bet).toBe(betIdOf('12C'));
    for (const entry of res.body.firstWinners) expect(entry.user.phoneNumber).toBeUndefined();
    await expectLedgerBalanced(t.db);
  });

  it("lets the club's Manager and Admins read it, and hides it from other clubs (404)", async () => {
    expect((await winnersOf(club.manager.token)).status).toBe(200);
    expect((await winnersOf(admin.token)).status).toBe(200);
    for (const token of [outsider.token, otherClub.manager.token]) {
      const res = await winnersOf(token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.groupNotFound });
    }
    expect((await winnersOf(admin.token, crypto.randomUUID())).status).toBe(404);
    expect((await winnersOf(admin.token, 'nope')).status).toBe(400);
    expect((await call(t.app, 'GET', `/api/winners/group/${group.id}`)).status).toBe(401);
  });

  it('GET /api/winners/my-winnings lists the caller’s winning bets with match and group', async () => {
    const res = await call(t.app, 'GET', '/api/winners/my-winnings', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const byCombination = new Map(res.body.map((w: { combination: string }) => [w.combination, w]));
    expect(byCombination.get('12A')).toEqual({
      _id: expect.any(String),
      bet: expect.any(String),
      place: 1,
      combination: '12A',
      score: 90,
      amountWon: 10,
      referralCommission: 0,
      amountToWinner: 10,
      createdAt: expect.any(String),
      match: { _id: match.id, team1: 'Eagles', team2: 'Hawks', dateTime: match.dateTime.toISOString() },
      group: { _id: group.id, betType: 'First Better' },
    });
    expect(byCombination.get('12C')).toMatchObject({ place: 3, amountWon: 10 });
    // Bob's record shows the gross amount too.
    const bobs = await call(t.app, 'GET', '/api/winners/my-winnings', { token: bob.token });
    expect(bobs.body.map((w: { amountWon: number }) => w.amountWon)).toEqual([10]);
    // ...and what reached Bob's wallet after his referrer's 5%, as the member's winnings text says it.
    expect(bobs.body[0]).toMatchObject({ referralCommission: 0.5, amountToWinner: 9.5 });
    expect(winningsMessage(rsToPaise(bobs.body[0].amountWon) ?? 0n, 50n)).toBe(
      'RS10.00 won, RS9.50 to you, RS0.50 to your referrer',
    );
    // A loser and a Manager have none.
    const lonely = await createUser(t.app, { clubId: club.clubId });
    expect((await call(t.app, 'GET', '/api/winners/my-winnings', { token: lonely.token })).body).toEqual([]);
    expect((await call(t.app, 'GET', '/api/winners/my-winnings', { token: club.manager.token })).body).toEqual([]);
    expect((await call(t.app, 'GET', '/api/winners/my-winnings')).status).toBe(401);
  });

  it('lists winnings newest first across matches', async () => {
    const later = await createMatch(t.app, club.clubId, { team1: 'Later', team2: 'Match' });
    const g = await createGroup(t.app, later.id, { betAmount: 500n, shares: [100, 0, 0] });
    await betOk(t.app, alice.token, g, ['34A']);
    await saveLetterResult(t.app, later.id, [5]);
    expect((await call(t.app, 'POST', `/api/matches/${later.id}/approve-credits`, { token: admin.token })).status).toBe(
      200,
    );
    const res = await call(t.app, 'GET', '/api/winners/my-winnings', { token: alice.token });
    expect(res.body.map((w: { match: { team1: string } }) => w.match.team1)).toEqual(['Later', 'Eagles', 'Eagles']);
    await expectLedgerBalanced(t.db);
  });
});
