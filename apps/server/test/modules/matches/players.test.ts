import { messages, playersSavedMessage } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers/app';
import { createGroup, createMatch, useCastApp } from '../../helpers/fixtures';
import { placeTestBets } from '../groups/place-bets';

const { t, club, other, member, admin } = useCastApp({ memberCredits: 10_000n });

const url = (id: string) => `/api/matches/${id}/update-players`;

describe('PUT /api/matches/{id}/update-players', () => {
  it('stores names by position, trimmed, blanks omitted, and answers the match', async () => {
    const match = await createMatch(t.app, club.clubId);
    const res = await call(t.app, 'PUT', url(match.id), {
      token: club.manager.token,
      body: {
        team1Players: { '6': 'Gina', '0': '  Ann  ', '1': '', '2': '   ', '3': null },
        team2Players: ['Zed', '', 'Yan', null, 'Xi'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: match.id,
      message: playersSavedMessage(9, 14),
      unnamedPlayers: 9,
      Team1Players: { '0': 'Ann', '6': 'Gina' },
      Team2Players: { '0': 'Zed', '2': 'Yan', '4': 'Xi' },
    });
    expect(Object.keys(res.body.Team1Players)).toEqual(['0', '6']);
    const read = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: member.token });
    expect(read.body.Team1Players).toEqual({ '0': 'Ann', '6': 'Gina' });
    expect(read.body.Team2Players).toEqual({ '0': 'Zed', '2': 'Yan', '4': 'Xi' });
  });

  it('says when names are blank: all blank, some blank, none blank', async () => {
    const match = await createMatch(t.app, club.clubId);
    const names = (prefix: string) => Array.from({ length: 7 }, (_, i) => `${prefix}${i}`);
    const blank = await call(t.app, 'PUT', url(match.id), {
      token: club.manager.token,
      body: { team1Players: ['', '', '', '', '', '', ''], team2Players: {} },
    });
    expect(blank).toMatchObject({ status: 200, body: { unnamedPlayers: 14, message: playersSavedMessage(14, 14) } });
    expect(blank.body.message).toContain(messages.playersNotAnnounced);
    const all = await call(t.app, 'PUT', url(match.id), {
      token: club.manager.token,
      body: { team1Players: names('A'), team2Players: names('B') },
    });
    expect(all).toMatchObject({ status: 200, body: { unnamedPlayers: 0, message: messages.playersUpdated } });
  });

  it('replaces both lists; a missing or null list clears that team', async () => {
    const match = await createMatch(t.app, club.clubId);
    await call(t.app, 'PUT', url(match.id), {
      token: club.manager.token,
      body: { team1Players: { '0': 'A', '1': 'B' }, team2Players: { '5': 'F' } },
    });
    const res = await call(t.app, 'PUT', url(match.id), {
      token: club.manager.token,
      body: { team1Players: { '1': 'Bee' }, team2Players: null },
    });
    expect(res.body.Team1Players).toEqual({ '1': 'Bee' });
    expect(res.body.Team2Players).toEqual({});
    const cleared = await call(t.app, 'PUT', url(match.id), { token: club.manager.token, body: {} });
    expect(cleared.status).toBe(200);
    expect(cleared.body.Team1Players).toEqual({});
  });

  it('accepts names of exactly 30 characters and all seven positions', async () => {
    const match = await createMatch(t.app, club.clubId);
    const seven = Array.from({ length: 7 }, (_, i) => `${'x'.repeat(29)}${i}`);
    const res = await call(t.app, 'PUT', url(match.id), {
      token: club.manager.token,
      body: { team1Players: seven, team2Players: seven },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.Team2Players)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
  });

  it.each([
    [{ team1Players: { '0': 'x'.repeat(31) } }, messages.playerNameTooLong],
    [{ team2Players: ['ok', 'y'.repeat(31)] }, messages.playerNameTooLong],
    [{ team1Players: { '7': 'Extra' } }, messages.playerIndexInvalid],
    [{ team1Players: { '-1': 'Neg' } }, messages.playerIndexInvalid],
    [{ team2Players: { first: 'Ann' } }, messages.playerIndexInvalid],
    [{ team2Players: ['1', '2', '3', '4', '5', '6', '7', '8'] }, messages.playerIndexInvalid],
    [{ team1Players: { '0': 12 } }, messages.playersInvalid],
    [{ team1Players: 'Ann, Bob' }, messages.playersInvalid],
  ])('refuses %o with its message', async (body, message) => {
    const match = await createMatch(t.app, club.clubId);
    const res = await call(t.app, 'PUT', url(match.id), { token: club.manager.token, body });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('is allowed after bets (names move no money) and for an Admin', async () => {
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id);
    await placeTestBets(t.app, { groupId: group.id, userId: member.id, combinations: ['12A'] });
    const res = await call(t.app, 'PUT', url(match.id), {
      token: admin.token,
      body: { team1Players: ['One'], team2Players: ['Ay'] },
    });
    expect(res).toMatchObject({ status: 200, body: { hasBets: true, Team1Players: { '0': 'One' } } });
  });

  it('answers 404 to another club, 403 to a Member, 401 anonymous, 404 for an unknown match', async () => {
    const match = await createMatch(t.app, club.clubId);
    const body = { team1Players: ['A'], team2Players: ['B'] };
    expect(await call(t.app, 'PUT', url(match.id), { token: other.manager.token, body })).toMatchObject({
      status: 404,
      body: { message: messages.matchNotFound },
    });
    expect((await call(t.app, 'PUT', url(match.id), { token: member.token, body })).status).toBe(403);
    expect((await call(t.app, 'PUT', url(match.id), { body })).status).toBe(401);
    expect(
      (await call(t.app, 'PUT', url('00000000-0000-4000-8000-000000000000'), { token: admin.token, body })).status,
    ).toBe(404);
    const read = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: club.manager.token });
    expect(read.body.Team1Players).toEqual({});
  });
});
