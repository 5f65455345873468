import type { Bet } from '@wicket/shared/schemas/bets';
import { describe, expect, it } from 'vitest';
import { getDecoded, useTestApp } from '../../helpers/app';
import { createCast, createGroup, createMatch } from '../../helpers/fixtures';
import { betOk } from './helpers';

const t = useTestApp();

const fetchList = (token: string, groupId: string, acceptEncoding?: string) =>
  getDecoded<Bet[]>(
    t.app,
    `/api/bets/group/${groupId}`,
    token,
    acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  );

describe('GET /api/bets/group/{groupId} answers from its per-version cache', () => {
  it('sends the same list compressed for clients that accept brotli or gzip, and plain for the rest', async () => {
    const { club, member } = await createCast(t.app);
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    await betOk(t.app, member.token, group, ['12A', '34B', '56C', '7DE', '13F']);

    const plain = await fetchList(member.token, group.id);
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body.map((b: { combination: string }) => b.combination)).toEqual(['12A', '34B', '56C', '7DE', '13F']);

    const browser = await fetchList(member.token, group.id, 'gzip, deflate, br, zstd');
    expect(browser.encoding).toBe('br');
    expect(browser.body).toEqual(plain.body);
    expect(browser.bytes).toBeLessThan(plain.bytes);

    const gzipOnly = await fetchList(member.token, group.id, 'gzip');
    expect(gzipOnly.encoding).toBe('gzip');
    expect(gzipOnly.body).toEqual(plain.body);
    expect(gzipOnly.headers.etag).toBe(plain.headers.etag);

    const refused = await fetchList(member.token, group.id, 'br;q=0, gzip;q=0');
    expect(refused.encoding).toBeUndefined();
    expect(refused.body).toEqual(plain.body);
  });

  it('never serves an earlier version, and never one reader kind the other kind’s list', async () => {
    const { club, member } = await createCast(t.app);
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    await betOk(t.app, member.token, group, ['12A']);

    // The manager reads first: phones in its list, none in the member's.
    const staff = await fetchList(club.manager.token, group.id, 'br');
    expect(staff.body[0]?.better.phoneNumber).toBe(member.phoneNumber);
    const mine = await fetchList(member.token, group.id, 'br');
    expect(mine.body[0]?.better).not.toHaveProperty('phoneNumber');

    // Twenty readers at once right after a bet all see it.
    await betOk(t.app, member.token, group, ['34B']);
    const readers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fetchList(i % 4 ? member.token : club.manager.token, group.id, 'gzip')),
    );
    for (const r of readers) expect(r.body).toHaveLength(2);
    for (const [i, r] of readers.entries()) {
      if (i % 4) expect(r.body[1]?.better).not.toHaveProperty('phoneNumber');
      else expect(r.body[1]?.better.phoneNumber).toBe(member.phoneNumber);
    }

    const scores = { team1Scores: [1, 2, 3, 4, 5, 6, 7], team2Scores: [7, 6, 5, 4, 3, 2, 1] };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/results',
      headers: { authorization: `Bearer ${club.manager.token}` },
      payload: { matchId: match.id, ...scores },
    });
    expect(saved.statusCode).toBe(201);
    const scored = await fetchList(member.token, group.id, 'br');
    expect(scored.body.map((b) => b.score)).toEqual([1 + 2 + 7, 3 + 4 + 6]);
  });
});
