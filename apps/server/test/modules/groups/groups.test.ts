import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import { messages } from '@wicket/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, groups, matches, transactions, users } from '../../../src/db/schema';
import { call } from '../../helpers/app';
import { createGroup, createMatch, createUser, useCastApp } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { placeTestBets } from './place-bets';

const { t, club, other, member, admin } = useCastApp({ memberCredits: 100_000n });

const uuid = '00000000-0000-4000-8000-000000000000';
const groupBody = (matchId: string) => ({
  betType: 'First Better',
  betAmount: 10,
  minimumIncrement: '',
  winnerShare1: 50,
  winnerShare2: 30,
  winnerShare3: 10,
  matchId,
  status: 'Active',
});

async function credits(userId: string): Promise<bigint> {
  const [row] = await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? -1n;
}

describe('POST /api/groups', () => {
  it('creates a group for the Manager of the match club and answers it with the success text', async () => {
    const match = await createMatch(t.app, club.clubId);
    const res = await call(t.app, 'POST', '/api/groups', {
      token: club.manager.token,
      body: { ...groupBody(match.id), betAmount: '12.5', winnerShare1: '40.25', winnerShare2: 30.5, winnerShare3: 0 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      betType: 'First Better',
      betAmount: 12.5,
      minimumIncrement: null,
      winnerShare1: 40.25,
      winnerShare2: 30.5,
      winnerShare3: 0,
      status: 'Active',
      teamSize: null,
      maxTeams: null,
      creditBudget: null,
      match: match.id,
      totalBetAmount: 0,
      hasBets: false,
      createdAt: expect.any(String),
      prizes: { first: 0, second: 0, third: 0 },
      message: messages.groupAdded,
    });
    const [row] = await t.db.select().from(groups).where(eq(groups.id, res.body._id));
    expect(row).toMatchObject({ betAmount: 1250n, winnerShare1Bp: 4025, winnerShare2Bp: 3050, winnerShare3Bp: 0 });
  });

  it('defaults to First Better and Inactive', async () => {
    const match = await createMatch(t.app, club.clubId);
    const { betType: _t, status: _s, ...rest } = groupBody(match.id);
    const res = await call(t.app, 'POST', '/api/groups', { token: club.manager.token, body: rest });
    expect(res).toMatchObject({ status: 201, body: { betType: 'First Better', status: 'Inactive' } });
  });

  it.each([
    ['Multi Betters', 'Multi Betters'],
    ['Multi Better', 'Multi Betters'],
    ['multi better', 'Multi Betters'],
    ['First Better', 'First Better'],
  ])('accepts bet type %s as %s', async (betType, stored) => {
    const match = await createMatch(t.app, club.clubId);
    const res = await call(t.app, 'POST', '/api/groups', {
      token: club.manager.token,
      body: { ...groupBody(match.id), betType },
    });
    expect(res).toMatchObject({ status: 201, body: { betType: stored } });
  });

  it('accepts shares totalling exactly 100; a minimum increment belongs to Bidding Method only', async () => {
    const match = await createMatch(t.app, club.clubId);
    const res = await call(t.app, 'POST', '/api/groups', {
      token: club.manager.token,
      body: {
        ...groupBody(match.id),
        winnerShare1: 33.33,
        winnerShare2: 33.33,
        winnerShare3: 33.34,
        minimumIncrement: 5,
      },
    });
    expect(res).toMatchObject({ status: 201, body: { winnerShare3: 33.34, minimumIncrement: null } });
  });

  it.each([
    [{ betType: 'Bidding Method' }, messages.minimumIncrementRequired],
    [{ betType: 'Lottery' }, messages.betTypeNotSupported],
    [{ betAmount: 0 }, messages.betAmountInvalid],
    [{ betAmount: -5 }, messages.betAmountInvalid],
    [{ betAmount: 1.005 }, messages.betAmountInvalid],
    [{ betAmount: 'ten' }, messages.betAmountInvalid],
    [{ betAmount: undefined }, messages.betAmountInvalid],
    [{ minimumIncrement: -1 }, messages.minimumIncrementInvalid],
    [{ winnerShare1: -1 }, messages.winnerShareNegative],
    [{ winnerShare3: '-0.5' }, messages.winnerShareNegative],
    [{ winnerShare1: 60, winnerShare2: 30, winnerShare3: 10.01 }, messages.winnerSharesTooHigh],
    [{ winnerShare1: 101, winnerShare2: 0, winnerShare3: 0 }, messages.winnerSharesTooHigh],
    [{ winnerShare2: 10.123 }, messages.winnerShareInvalid],
    [{ winnerShare2: undefined }, messages.winnerShareRequired],
    [{ winnerShare2: '' }, messages.winnerShareRequired],
    [{ winnerShare2: null }, messages.winnerShareRequired],
    [{ winnerShare2: 'abc' }, messages.winnerShareInvalid],
    [{ status: 'Open' }, messages.statusInvalid],
  ])('refuses %o with its message', async (patch, message) => {
    const match = await createMatch(t.app, club.clubId);
    const res = await call(t.app, 'POST', '/api/groups', {
      token: club.manager.token,
      body: { ...groupBody(match.id), ...patch },
    });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a missing or malformed matchId with 400 and an unknown one with 404', async () => {
    const { matchId: _m, ...noMatch } = groupBody(uuid);
    expect((await call(t.app, 'POST', '/api/groups', { token: admin.token, body: noMatch })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/groups', { token: admin.token, body: groupBody('nope') })).status).toBe(
      400,
    );
    expect(await call(t.app, 'POST', '/api/groups', { token: admin.token, body: groupBody(uuid) })).toMatchObject({
      status: 404,
      body: { message: messages.matchNotFound },
    });
  });

  it('lets an Admin create groups in any club; another club manager gets 404, a Member 403', async () => {
    const match = await createMatch(t.app, club.clubId);
    expect((await call(t.app, 'POST', '/api/groups', { token: admin.token, body: groupBody(match.id) })).status).toBe(
      201,
    );
    expect(
      await call(t.app, 'POST', '/api/groups', { token: other.manager.token, body: groupBody(match.id) }),
    ).toMatchObject({ status: 404, body: { message: messages.matchNotFound } });
    expect((await call(t.app, 'POST', '/api/groups', { token: member.token, body: groupBody(match.id) })).status).toBe(
      403,
    );
    expect((await call(t.app, 'POST', '/api/groups', { body: groupBody(match.id) })).status).toBe(401);
  });

  it('refuses a new group on a settled match with 409', async () => {
    const match = await createMatch(t.app, club.clubId, { status: 'Announced' });
    await t.db.update(matches).set({ prizeShareStatus: 'Approved' }).where(eq(matches.id, match.id));
    const res = await call(t.app, 'POST', '/api/groups', { token: club.manager.token, body: groupBody(match.id) });
    expect(res).toMatchObject({ status: 409, body: { message: messages.alreadySettled } });
  });
});

describe('GET /api/groups/match/{matchId}', () => {
  it('lists the groups oldest first with pool totals and hasBets', async () => {
    const match = await createMatch(t.app, club.clubId);
    const first = await call(t.app, 'POST', '/api/groups', { token: club.manager.token, body: groupBody(match.id) });
    const second = await call(t.app, 'POST', '/api/groups', {
      token: club.manager.token,
      body: { ...groupBody(match.id), betType: 'Multi Better', betAmount: 20 },
    });
    await placeTestBets(t.app, { groupId: second.body._id, userId: member.id, combinations: ['12A', 'BC3'] });

    const res = await call(t.app, 'GET', `/api/groups/match/${match.id}`, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.map((g: { _id: string }) => g._id)).toEqual([first.body._id, second.body._id]);
    expect(res.body[0]).toMatchObject({ totalBetAmount: 0, hasBets: false, betAmount: 10 });
    expect(res.body[1]).toMatchObject({ totalBetAmount: 40, hasBets: true, betType: 'Multi Betters' });
    for (const token of [club.manager.token, admin.token]) {
      expect((await call(t.app, 'GET', `/api/groups/match/${match.id}`, { token })).body).toEqual(res.body);
    }
    await expectLedgerBalanced(t.db);
  });

  it('answers an empty list for a match without groups and 404 outside the club', async () => {
    const match = await createMatch(t.app, club.clubId);
    expect(await call(t.app, 'GET', `/api/groups/match/${match.id}`, { token: member.token })).toMatchObject({
      status: 200,
      body: [],
    });
    expect(await call(t.app, 'GET', `/api/groups/match/${match.id}`, { token: other.manager.token })).toMatchObject({
      status: 404,
      body: { message: messages.matchNotFound },
    });
    expect((await call(t.app, 'GET', `/api/groups/match/${uuid}`, { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/groups/match/${match.id}`)).status).toBe(401);
  });
});

describe('GET /api/groups/{id}', () => {
  it('answers the group with its match and the combinations still free and taken, computed from the bets', async () => {
    const match = await createMatch(t.app, club.clubId, { team1: 'Owls', team2: 'Hawks' });
    await t.db
      .update(matches)
      .set({ team1Players: { '0': 'Ann' }, team2Players: { '6': 'Gus' } })
      .where(eq(matches.id, match.id));
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters' });
    const fresh = await call(t.app, 'GET', `/api/groups/${group.id}`, { token: member.token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.CombinationsMaster).toEqual([...ALL_COMBINATIONS]);
    expect(fresh.body.CombinationsMaster).toHaveLength(364);
    expect(fresh.body.SelectedCombinations).toEqual([]);

    const second = await createUser(t.app, { clubId: club.clubId, credits: 10_000n });
    await placeTestBets(t.app, { groupId: group.id, userId: member.id, combinations: ['C21', '7AG'] });
    await placeTestBets(t.app, { groupId: group.id, userId: second.id, combinations: ['12C'] });

    const res = await call(t.app, 'GET', `/api/groups/${group.id}`, { token: member.token });
    expect(res.body).toMatchObject({
      _id: group.id,
      betType: 'Multi Betters',
      totalBetAmount: 30,
      hasBets: true,
      status: 'Active',
      bettingOpen: true,
      SelectedCombinations: ['12C', '7AG'],
      match: {
        _id: match.id,
        team1: 'Owls',
        team2: 'Hawks',
        dateTime: match.dateTime.toISOString(),
        status: 'Active',
        Team1Players: { '0': 'Ann' },
        Team2Players: { '6': 'Gus' },
      },
    });
    expect(res.body.CombinationsMaster).toHaveLength(362);
    expect(res.body.CombinationsMaster).not.toContain('12C');
    expect(res.body.CombinationsMaster).not.toContain('7AG');
    await expectLedgerBalanced(t.db);
  });

  it('reports betting closed once the start time has passed, even while the match is still Active', async () => {
    const match = await createMatch(t.app, club.clubId, { dateTime: new Date(Date.now() - 1000) });
    const group = await createGroup(t.app, match.id);
    const res = await call(t.app, 'GET', `/api/groups/${group.id}`, { token: member.token });
    expect(res.body).toMatchObject({ bettingOpen: false, match: { status: 'Active' } });
    const inactive = await createGroup(t.app, (await createMatch(t.app, club.clubId)).id, { status: 'Inactive' });
    expect((await call(t.app, 'GET', `/api/groups/${inactive.id}`, { token: member.token })).body.bettingOpen).toBe(
      false,
    );
  });

  it('answers 404 outside the club and for unknown ids', async () => {
    const group = await createGroup(t.app, (await createMatch(t.app, club.clubId)).id);
    expect(await call(t.app, 'GET', `/api/groups/${group.id}`, { token: other.manager.token })).toMatchObject({
      status: 404,
      body: { message: messages.groupNotFound },
    });
    expect((await call(t.app, 'GET', `/api/groups/${group.id}`, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/groups/${uuid}`, { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/groups/${group.id}`)).status).toBe(401);
  });
});

describe('PUT /api/groups/{id}', () => {
  it('updates every field for the Manager and keeps type and status when they are left out', async () => {
    const group = await createGroup(t.app, (await createMatch(t.app, club.clubId)).id, { status: 'Active' });
    const res = await call(t.app, 'PUT', `/api/groups/${group.id}`, {
      token: club.manager.token,
      body: {
        betType: 'Multi Better',
        betAmount: 25,
        winnerShare1: 60,
        winnerShare2: 40,
        winnerShare3: 0,
        status: 'Inactive',
      },
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        _id: group.id,
        betType: 'Multi Betters',
        betAmount: 25,
        winnerShare1: 60,
        winnerShare2: 40,
        winnerShare3: 0,
        status: 'Inactive',
        message: messages.groupUpdated,
      },
    });
    const kept = await call(t.app, 'PUT', `/api/groups/${group.id}`, {
      token: admin.token,
      body: { betAmount: 5, winnerShare1: 100, winnerShare2: 0, winnerShare3: 0 },
    });
    expect(kept.body).toMatchObject({ betType: 'Multi Betters', status: 'Inactive', betAmount: 5, winnerShare1: 100 });
  });

  it.each([
    [{ betType: 'Bidding Method' }, messages.minimumIncrementRequired],
    [{ winnerShare1: -10 }, messages.winnerShareNegative],
    [{ winnerShare1: 90, winnerShare2: 20 }, messages.winnerSharesTooHigh],
    [{ betAmount: 0 }, messages.betAmountInvalid],
  ])('refuses %o with its message', async (patch, message) => {
    const group = await createGroup(t.app, (await createMatch(t.app, club.clubId)).id);
    const res = await call(t.app, 'PUT', `/api/groups/${group.id}`, {
      token: club.manager.token,
      body: { betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10, ...patch },
    });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('is refused with 409 once the group has bets', async () => {
    const group = await createGroup(t.app, (await createMatch(t.app, club.clubId)).id);
    await placeTestBets(t.app, { groupId: group.id, userId: member.id, combinations: ['345'] });
    const res = await call(t.app, 'PUT', `/api/groups/${group.id}`, {
      token: admin.token,
      body: { betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10 },
    });
    expect(res).toMatchObject({ status: 409, body: { message: messages.groupHasBets } });
    await expectLedgerBalanced(t.db);
  });

  it('answers 404 to another club, 403 to a Member', async () => {
    const group = await createGroup(t.app, (await createMatch(t.app, club.clubId)).id);
    const body = { betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10 };
    expect(await call(t.app, 'PUT', `/api/groups/${group.id}`, { token: other.manager.token, body })).toMatchObject({
      status: 404,
      body: { message: messages.groupNotFound },
    });
    expect((await call(t.app, 'PUT', `/api/groups/${group.id}`, { token: member.token, body })).status).toBe(403);
    expect((await call(t.app, 'PUT', `/api/groups/${uuid}`, { token: admin.token, body })).status).toBe(404);
  });
});

describe('DELETE /api/groups/{id}', () => {
  it('deletes a group without bets', async () => {
    const group = await createGroup(t.app, (await createMatch(t.app, club.clubId)).id);
    const res = await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: club.manager.token });
    expect(res).toMatchObject({
      status: 200,
      body: { _id: group.id, message: messages.groupDeleted, refundedBets: 0, refundedAmount: 0 },
    });
    expect((await call(t.app, 'GET', `/api/groups/${group.id}`, { token: club.manager.token })).status).toBe(404);
  });

  it('refunds every bet to its member in the same transaction, with one ledger row per member', async () => {
    const match = await createMatch(t.app, club.clubId, { team1: 'Rams', team2: 'Bulls' });
    const group = await createGroup(t.app, match.id, { betAmount: 1250n });
    const keep = await createGroup(t.app, match.id, { betAmount: 500n });
    const a = await createUser(t.app, { clubId: club.clubId, credits: 10_000n });
    const b = await createUser(t.app, { clubId: club.clubId, credits: 10_000n });
    await placeTestBets(t.app, { groupId: group.id, userId: a.id, combinations: ['123', '45A'] });
    await placeTestBets(t.app, { groupId: group.id, userId: b.id, combinations: ['BCD'] });
    await placeTestBets(t.app, { groupId: group.id, userId: a.id, combinations: ['EFG'] });
    await placeTestBets(t.app, { groupId: keep.id, userId: a.id, combinations: ['123'] });
    expect(await credits(a.id)).toBe(10_000n - 3n * 1250n - 500n);
    expect(await credits(b.id)).toBe(10_000n - 1250n);

    const res = await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: club.manager.token });
    expect(res).toMatchObject({
      status: 200,
      body: { _id: group.id, message: messages.groupDeleted, refundedBets: 4, refundedAmount: 50 },
    });
    expect(await credits(a.id)).toBe(10_000n - 500n);
    expect(await credits(b.id)).toBe(10_000n);

    const refunds = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.kind, 'bet_refunded'), eq(transactions.matchId, match.id)));
    expect(refunds).toHaveLength(2);
    const byUser = new Map(refunds.map((r) => [r.userId, r]));
    expect(byUser.get(a.id)).toMatchObject({
      type: 'Credit',
      amount: 3750n,
      balanceAfter: 9500n,
      actorId: club.manager.id,
      description: expect.stringContaining('Rams vs Bulls'),
    });
    expect(byUser.get(b.id)).toMatchObject({ type: 'Credit', amount: 1250n, balanceAfter: 10_000n });

    expect(await t.db.select().from(bets).where(eq(bets.groupId, group.id))).toEqual([]);
    expect(await t.db.select().from(groups).where(eq(groups.id, group.id))).toEqual([]);
    const left = await call(t.app, 'GET', `/api/groups/match/${match.id}`, { token: a.token });
    expect(left.body).toMatchObject([{ _id: keep.id, hasBets: true, totalBetAmount: 5 }]);

    const history = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: a.token });
    expect(history.body.hasBets).toBe(true);
    await expectLedgerBalanced(t.db);
  });

  it('lets an Admin delete (and refund) a group of any club', async () => {
    const group = await createGroup(t.app, (await createMatch(t.app, other.clubId)).id);
    const better = await createUser(t.app, { clubId: other.clubId, credits: 5_000n });
    await placeTestBets(t.app, { groupId: group.id, userId: better.id, combinations: ['1AB'] });
    const res = await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: admin.token });
    expect(res).toMatchObject({ status: 200, body: { refundedBets: 1, refundedAmount: 10 } });
    expect(await credits(better.id)).toBe(5_000n);
    await expectLedgerBalanced(t.db);
  });

  it('is refused with 409 once the match is settled, and refunds nothing', async () => {
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id);
    const better = await createUser(t.app, { clubId: club.clubId, credits: 5_000n });
    await placeTestBets(t.app, { groupId: group.id, userId: better.id, combinations: ['1AB'] });
    await t.db
      .update(matches)
      .set({ prizeShareStatus: 'Approved', status: 'Announced' })
      .where(eq(matches.id, match.id));
    const res = await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: admin.token });
    expect(res).toMatchObject({ status: 409, body: { message: messages.alreadySettled } });
    expect(await credits(better.id)).toBe(4_000n);
    expect(await t.db.select({ id: bets.id }).from(bets).where(eq(bets.groupId, group.id))).toHaveLength(1);
    // The settlement was faked (nobody was paid), so undo it before the ledger is checked again.
    await t.db.update(matches).set({ prizeShareStatus: null, status: 'Ongoing' }).where(eq(matches.id, match.id));
    await expectLedgerBalanced(t.db);
  });

  it('answers 404 to another club and 403 to a Member, and changes nothing', async () => {
    const group = await createGroup(t.app, (await createMatch(t.app, club.clubId)).id);
    await placeTestBets(t.app, { groupId: group.id, userId: member.id, combinations: ['567'] });
    const before = await credits(member.id);
    expect(await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: other.manager.token })).toMatchObject({
      status: 404,
      body: { message: messages.groupNotFound },
    });
    expect((await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/groups/${group.id}`)).status).toBe(401);
    expect((await call(t.app, 'DELETE', `/api/groups/${uuid}`, { token: admin.token })).status).toBe(404);
    expect(await credits(member.id)).toBe(before);
    await expectLedgerBalanced(t.db);
  });
});

describe('DELETE /api/groups/{id} racing with bets', () => {
  it('refunds every bet that got in and lets none in afterwards: balances end where they started', async () => {
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betAmount: 700n });
    const betters = await Promise.all(
      Array.from({ length: 8 }, () => createUser(t.app, { clubId: club.clubId, credits: 10_000n })),
    );
    await placeTestBets(t.app, { groupId: group.id, userId: betters[0]?.id ?? '', combinations: ['12A'] });
    const combos = ['13B', '14C', '15D', '16E', '17F', '23G', '24A'];
    const racers = betters
      .slice(1)
      .map((b, i) => placeTestBets(t.app, { groupId: group.id, userId: b.id, combinations: [combos[i] ?? '345'] }));
    const deleting = call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: club.manager.token });
    const settled = await Promise.allSettled(racers);
    const res = await deleting;
    expect(res.status).toBe(200);
    const placedBeforeDelete = 1 + settled.filter((s) => s.status === 'fulfilled').length;
    expect(res.body.refundedBets).toBeLessThanOrEqual(placedBeforeDelete);
    expect(res.body.refundedBets).toBeGreaterThanOrEqual(1);
    for (const b of betters) expect(await credits(b.id)).toBe(10_000n);
    expect(await t.db.select().from(bets).where(eq(bets.groupId, group.id))).toEqual([]);
    await expectLedgerBalanced(t.db);
  });
});
