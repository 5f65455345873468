import { messages } from '@wicket/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../../../src/db/schema';
import { call } from '../../helpers/app';
import { createGroup, createMatch, useCastApp } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { balanceOf, bet, poolOf } from '../bets/helpers';

/**
 * Design-season section 10: a match that has a result is locked. No edit moves it back to Active or Inactive or
 * changes its start, and betting (bids included) is closed whenever a result exists, whatever the match's status.
 */
const { t, club, member } = useCastApp({ memberCredits: 100_000n });

const scores = [10, 20, 30, 40, 50, 60, 70];
const later = () => new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();

/** A match with an Active group and no bets, whose result the Manager saves through the API (it becomes Ongoing). */
async function decidedMatch(betType: 'First Better' | 'Bidding Method' = 'First Better') {
  const match = await createMatch(t.app, club.clubId, { team1: 'India', team2: 'Australia' });
  const group = await createGroup(t.app, match.id, { betType, betAmount: 1000n });
  const saved = await call(t.app, 'POST', '/api/results', {
    token: club.manager.token,
    body: { matchId: match.id, team1Scores: scores, team2Scores: scores },
  });
  expect(saved.status).toBe(201);
  return { match, group };
}

const editMatch = (id: string, body: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/matches/${id}`, { token: club.manager.token, body });

describe('a match with a result', () => {
  it('cannot be reopened: Active or Inactive with a later start is refused (409), and the member cannot bet', async () => {
    const { match, group } = await decidedMatch();
    const base = { team1: 'India', team2: 'Australia' };
    for (const body of [
      { ...base, status: 'Active', dateTime: later() },
      { ...base, status: 'Active', dateTime: match.dateTime.toISOString() },
      { ...base, status: 'Inactive', dateTime: match.dateTime.toISOString() },
      { ...base, status: 'Ongoing', dateTime: later() },
    ]) {
      expect(await editMatch(match.id, body)).toMatchObject({
        status: 409,
        body: { message: messages.matchHasResult },
      });
    }
    const read = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: member.token });
    expect(read.body).toMatchObject({ status: 'Ongoing', dateTime: match.dateTime.toISOString() });

    const refused = await bet(t.app, member.token, { id: group.id, matchId: match.id, betAmount: 1000n }, ['12A']);
    expect(refused).toMatchObject({ status: 409, body: { message: messages.bettingClosed } });
    expect(await balanceOf(t.app.db, member.id)).toBe(100_000n);
  });

  it('still takes an edit that keeps it Ongoing at the same start (a team name)', async () => {
    const { match } = await decidedMatch();
    const res = await editMatch(match.id, {
      team1: 'India A',
      team2: 'Australia',
      status: 'Ongoing',
      dateTime: match.dateTime.toISOString(),
    });
    expect(res).toMatchObject({ status: 200, body: { team1: 'India A', status: 'Ongoing' } });
  });

  it('refuses bets and bids even when its status says Active and its start is ahead', async () => {
    // The state the old reopen path left behind: a result, yet an Active match that has not started.
    const { match, group } = await decidedMatch();
    const bidding = await createGroup(t.app, match.id, { betType: 'Bidding Method', betAmount: 1000n });
    await t.db.update(matches).set({ status: 'Active' }).where(eq(matches.id, match.id));

    const refused = await bet(t.app, member.token, { id: group.id, matchId: match.id, betAmount: 1000n }, ['12A']);
    expect(refused).toMatchObject({ status: 409, body: { message: messages.bettingClosed } });
    const bid = await call(t.app, 'POST', '/api/bids', {
      token: member.token,
      body: { groupId: bidding.id, matchId: match.id, combination: '12A', amount: 10 },
    });
    expect(bid).toMatchObject({ status: 409, body: { message: messages.bettingClosed } });
    expect(await balanceOf(t.app.db, member.id)).toBe(100_000n);
    expect(await poolOf(t.app.db, group.id)).toBe(0n);
    expect(await poolOf(t.app.db, bidding.id)).toBe(0n);

    const detail = await call(t.app, 'GET', `/api/groups/${group.id}`, { token: member.token });
    expect(detail.body).toMatchObject({ bettingOpen: false, match: { status: 'Active' } });
    expect(detail.body.match.result).toEqual(expect.any(String));
    await expectLedgerBalanced(t.app.db);
  });

  it('takes no new group, and its groups cannot be edited (409)', async () => {
    const { match, group } = await decidedMatch();
    const form = { betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10, status: 'Active' };
    const created = await call(t.app, 'POST', '/api/groups', {
      token: club.manager.token,
      body: { ...form, matchId: match.id },
    });
    expect(created).toMatchObject({ status: 409, body: { message: messages.matchHasResult } });
    const edited = await call(t.app, 'PUT', `/api/groups/${group.id}`, { token: club.manager.token, body: form });
    expect(edited).toMatchObject({ status: 409, body: { message: messages.matchHasResult } });
  });
});

describe('players of a settled match', () => {
  it('cannot be changed once the credits are approved (409), and stay as they were', async () => {
    const match = await createMatch(t.app, club.clubId);
    const url = `/api/matches/${match.id}/update-players`;
    const body = { team1Players: ['Ann'], team2Players: ['Zed'] };
    expect((await call(t.app, 'PUT', url, { token: club.manager.token, body })).status).toBe(200);
    await t.db.update(matches).set({ prizeShareStatus: 'Approved' }).where(eq(matches.id, match.id));
    const res = await call(t.app, 'PUT', url, {
      token: club.manager.token,
      body: { team1Players: ['Someone else'], team2Players: [] },
    });
    expect(res).toMatchObject({ status: 409, body: { message: messages.playersLocked } });
    const read = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: member.token });
    expect(read.body).toMatchObject({ Team1Players: { '0': 'Ann' }, Team2Players: { '0': 'Zed' } });
  });
});
