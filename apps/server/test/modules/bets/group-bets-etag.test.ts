import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../helpers/app';
import { createCast, createGroup, createMatch, createUser } from '../../helpers/fixtures';
import { betOk } from './helpers';

const t = useTestApp();

/** GET the group's bets, revalidating with `etag` when given. */
async function list(token: string, groupId: string, etag?: string) {
  return call(t.app, 'GET', `/api/bets/group/${groupId}`, {
    token,
    headers: etag ? { 'if-none-match': etag } : {},
  });
}

describe('GET /api/bets/group/{groupId} revalidation', () => {
  it('answers 304 while the list is unchanged, and a new tag after each bet, result save and settlement', async () => {
    const { club, member } = await createCast(t.app);
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    await betOk(t.app, member.token, group, ['12A']);

    const first = await list(member.token, group.id);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);

    const unchanged = await list(member.token, group.id, tag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');

    const tags = [tag];
    const expectNewTag = async () => {
      const res = await list(member.token, group.id, tags.at(-1));
      expect(res.status).toBe(200);
      tags.push(String(res.headers.etag));
      expect(new Set(tags).size).toBe(tags.length);
      return res.body;
    };

    await betOk(t.app, member.token, group, ['34B']);
    expect(await expectNewTag()).toHaveLength(2);

    // Betting closes and scores arrive with the result; an edit changes them again.
    const scores = { team1Scores: [1, 2, 3, 4, 5, 6, 7], team2Scores: [7, 6, 5, 4, 3, 2, 1] };
    const saved = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, ...scores },
    });
    expect(saved.status).toBe(201);
    expect((await expectNewTag())[0].score).toBe(1 + 2 + 7);
    const edited = await call(t.app, 'PUT', `/api/results/${saved.body._id}`, {
      token: club.manager.token,
      body: { ...scores, team1Scores: [10, 2, 3, 4, 5, 6, 7] },
    });
    expect(edited.status).toBe(200);
    expect((await expectNewTag())[0].score).toBe(10 + 2 + 7);

    const approved = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, {
      token: club.manager.token,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect((await expectNewTag()).map((b: { result: string }) => b.result)).toEqual(['Win', 'Win']);
  });

  it('tags staff and member views apart (phones) and checks access before answering 304', async () => {
    const { club, member, other } = await createCast(t.app);
    const outsider = await createUser(t.app, { clubId: other.clubId });
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id);
    await betOk(t.app, member.token, group, ['12A']);

    const memberTag = String((await list(member.token, group.id)).headers.etag);
    const staff = await list(club.manager.token, group.id, memberTag);
    expect(staff.status).toBe(200);
    expect(staff.body[0].better.phoneNumber).toBe(member.phoneNumber);
    expect(staff.headers.etag).not.toBe(memberTag);

    expect((await list(outsider.token, group.id, memberTag)).status).toBe(404);
  });
});
