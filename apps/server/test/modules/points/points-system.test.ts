import { messages } from '@wicket/shared/messages';
import { DEFAULT_POINTS_SYSTEM } from '@wicket/shared/points';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, clubs, pointsSystems } from '../../../src/db/schema';
import { pointsSystemOfClub } from '../../../src/modules/points/service';
import { call } from '../../helpers/app';
import { createClub, createUser, useCastApp } from '../../helpers/fixtures';

const { t, club, other, member, admin } = useCastApp();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (clubId: string) => `/api/clubs/${clubId}/points-system`;

/** The default as GET answers it. */
const DEFAULT_ANSWER = {
  name: 'T20 standard',
  isDefault: true,
  values: {
    run: 1,
    four: 1,
    six: 2,
    runs30: 4,
    runs50: 8,
    runs100: 16,
    duck: -2,
    wicket: 25,
    lbwBowled: 8,
    wickets3: 4,
    wickets4: 8,
    wickets5: 16,
    maiden: 12,
    catch: 8,
    catches3: 4,
    stumping: 12,
    runOutDirect: 12,
    runOutIndirect: 6,
    played: 4,
  },
  economyMinBalls: 12,
  economy: [
    { below: 5, points: 6 },
    { below: 6, points: 4 },
    { below: 7, points: 2 },
    { below: 10, points: 0 },
    { below: 11, points: -2 },
    { below: 12, points: -4 },
    { below: null, points: -6 },
  ],
  strikeRateMinBalls: 10,
  strikeRate: [
    { below: 50, points: -6 },
    { below: 60, points: -4 },
    { below: 70, points: -2 },
    { below: 130, points: 0 },
    { below: 150, points: 2 },
    { below: 170, points: 4 },
    { below: null, points: 6 },
  ],
  updatedAt: null,
};

const customBody = () => ({
  name: '  Club Rules  ',
  values: { ...DEFAULT_ANSWER.values, run: 2, six: '3', duck: -5 },
  economyMinBalls: 6,
  economy: [
    { below: 5.5, points: 10 },
    { below: null, points: -10 },
  ],
  strikeRateMinBalls: '8',
  strikeRate: [
    { below: '99.99', points: -1 },
    { below: null, points: 1 },
  ],
});

const storedRow = async (clubId: string) =>
  (await t.db.select().from(pointsSystems).where(eq(pointsSystems.clubId, clubId)))[0];
const auditRows = (clubId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.clubId, clubId), eq(auditLog.action, 'points.update')))
    .orderBy(auditLog.seq);

describe('GET /api/clubs/{clubId}/points-system', () => {
  it('answers the default T20 standard to every reader of a club that never changed it', async () => {
    const fresh = await createClub(t.app);
    const reader = await createUser(t.app, { clubId: fresh.clubId });
    for (const token of [reader.token, fresh.manager.token, admin.token]) {
      const res = await call(t.app, 'GET', urlOf(fresh.clubId), { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(DEFAULT_ANSWER);
    }
    expect(await storedRow(fresh.clubId)).toBeUndefined();
  });

  it("answers 404 for another club's system, an unknown club, a clubless member; 401 signed out", async () => {
    const clubless = await createUser(t.app);
    expect((await call(t.app, 'GET', urlOf(club.clubId), { token: other.manager.token })).status).toBe(404);
    const otherMember = await createUser(t.app, { clubId: other.clubId });
    expect((await call(t.app, 'GET', urlOf(club.clubId), { token: otherMember.token })).status).toBe(404);
    expect((await call(t.app, 'GET', urlOf(club.clubId), { token: clubless.token })).status).toBe(404);
    const unknown = await call(t.app, 'GET', urlOf(UNKNOWN_ID), { token: admin.token });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    expect((await call(t.app, 'GET', urlOf(club.clubId))).status).toBe(401);
    const bad = await call(t.app, 'GET', urlOf('not-a-uuid'), { token: admin.token });
    expect(bad).toMatchObject({ status: 400, body: { message: messages.invalidLink } });
  });
});

describe('PUT and DELETE /api/clubs/{clubId}/points-system', () => {
  it("lets the club's Manager replace it (numeric text read, name trimmed) with a points.update audit row", async () => {
    const fresh = await createClub(t.app);
    const reader = await createUser(t.app, { clubId: fresh.clubId });
    const res = await call(t.app, 'PUT', urlOf(fresh.clubId), { token: fresh.manager.token, body: customBody() });
    expect(res.status).toBe(200);
    const expected = {
      name: 'Club Rules',
      isDefault: false,
      values: { ...DEFAULT_ANSWER.values, run: 2, six: 3, duck: -5 },
      economyMinBalls: 6,
      economy: [
        { below: 5.5, points: 10 },
        { below: null, points: -10 },
      ],
      strikeRateMinBalls: 8,
      strikeRate: [
        { below: 99.99, points: -1 },
        { below: null, points: 1 },
      ],
    };
    expect(res.body).toMatchObject({ ...expected, message: messages.pointsSystemSaved });
    expect(Date.parse(res.body.updatedAt)).not.toBeNaN();

    // every reader sees it; the server scores with it
    const read = await call(t.app, 'GET', urlOf(fresh.clubId), { token: reader.token });
    expect(read.body).toEqual({ ...expected, updatedAt: res.body.updatedAt });
    const { name: _, isDefault: __, ...table } = expected;
    expect(await pointsSystemOfClub(t.db, fresh.clubId)).toMatchObject({ name: 'Club Rules', ...table });

    const [row, ...more] = await auditRows(fresh.clubId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorId: fresh.manager.id,
      actorUserType: 'Manager',
      entity: 'pointsSystem',
      entityId: fresh.clubId,
      before: DEFAULT_ANSWER,
      after: { ...expected, updatedAt: res.body.updatedAt },
    });
  });

  it('a second PUT replaces the first; DELETE restores the default; each write is one audit row', async () => {
    const fresh = await createClub(t.app);
    const url = urlOf(fresh.clubId);
    await call(t.app, 'PUT', url, { token: fresh.manager.token, body: customBody() });
    const second = await call(t.app, 'PUT', url, {
      token: admin.token,
      body: { ...DEFAULT_POINTS_SYSTEM, name: 'Admin rules', values: { ...DEFAULT_ANSWER.values, catch: 10 } },
    });
    expect(second.body).toMatchObject({ name: 'Admin rules', isDefault: false, values: { catch: 10, run: 1 } });
    expect(second.body.economy).toEqual(DEFAULT_ANSWER.economy);

    const reset = await call(t.app, 'DELETE', url, { token: fresh.manager.token });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ ...DEFAULT_ANSWER, message: messages.pointsSystemReset });
    expect(await storedRow(fresh.clubId)).toBeUndefined();
    expect((await call(t.app, 'GET', url, { token: fresh.manager.token })).body).toEqual(DEFAULT_ANSWER);
    expect(await pointsSystemOfClub(t.db, fresh.clubId)).toEqual(DEFAULT_POINTS_SYSTEM);

    const rows = await auditRows(fresh.clubId);
    expect(
      rows.map((r) => [r.actorUserType, (r.before as { name: string }).name, (r.after as { name: string }).name]),
    ).toEqual([
      ['Manager', 'T20 standard', 'Club Rules'],
      ['Admin', 'Club Rules', 'Admin rules'],
      ['Manager', 'Admin rules', 'T20 standard'],
    ]);
  });

  it('parallel writes run one at a time: each audit row starts where the previous one ended', async () => {
    const fresh = await createClub(t.app);
    const names = ['One', 'Two', 'Three', 'Four', 'Five'];
    const answers = await Promise.all([
      ...names.map((name) =>
        call(t.app, 'PUT', urlOf(fresh.clubId), {
          token: fresh.manager.token,
          body: { ...DEFAULT_POINTS_SYSTEM, name },
        }),
      ),
      call(t.app, 'DELETE', urlOf(fresh.clubId), { token: admin.token }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await auditRows(fresh.clubId);
    expect(rows).toHaveLength(6);
    const chain = rows.map((r) => [(r.before as { name: string }).name, (r.after as { name: string }).name]);
    expect(chain[0]?.[0]).toBe('T20 standard');
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]?.[0]).toBe(chain[i - 1]?.[1]);
    const last = (await call(t.app, 'GET', urlOf(fresh.clubId), { token: admin.token })).body.name;
    expect(last).toBe(chain.at(-1)?.[1]);
  });

  it('refuses Members (403), another club (404), an unknown club (404) and anyone signed out (401)', async () => {
    const url = urlOf(club.clubId);
    const body = customBody();
    expect((await call(t.app, 'PUT', url, { token: member.token, body })).status).toBe(403);
    expect((await call(t.app, 'DELETE', url, { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'PUT', url, { token: other.manager.token, body })).status).toBe(404);
    expect((await call(t.app, 'DELETE', url, { token: other.manager.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', url, { body })).status).toBe(401);
    expect((await call(t.app, 'DELETE', url)).status).toBe(401);
    const unknown = await call(t.app, 'PUT', urlOf(UNKNOWN_ID), { token: admin.token, body });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    expect((await call(t.app, 'DELETE', urlOf(UNKNOWN_ID), { token: admin.token })).status).toBe(404);
    expect(await storedRow(club.clubId)).toBeUndefined();
    expect(await auditRows(club.clubId)).toEqual([]);
  });

  const values = (change: Record<string, unknown>) => ({ values: { ...DEFAULT_ANSWER.values, ...change } });
  const bands = (economy: unknown) => ({ economy });
  it.each([
    ['a value above 100', values({ run: 101 }), messages.pointsInvalid],
    ['a value below -100', values({ duck: -101 }), messages.pointsInvalid],
    ['a fractional value', values({ six: 1.5 }), messages.pointsInvalid],
    ['a value as hex text', values({ four: '0x1' }), messages.pointsInvalid],
    ['a missing value', values({ played: undefined }), messages.pointsInvalid],
    ['values that are not an object', { values: [1, 2] }, messages.pointsInvalid],
    ['band points out of range', bands([{ below: null, points: 500 }]), messages.pointsInvalid],
    [
      'bands out of order',
      bands([
        { below: 6, points: 1 },
        { below: 5, points: 2 },
        { below: null, points: 0 },
      ]),
      messages.bandsInvalid,
    ],
    ['bands without the unbounded last one', bands([{ below: 5, points: 1 }]), messages.bandsInvalid],
    ['no bands', bands([]), messages.bandsInvalid],
    [
      'an unbounded band before the end',
      bands([
        { below: null, points: 1 },
        { below: 5, points: 2 },
      ]),
      messages.bandsInvalid,
    ],
    [
      'a band limit with 3 decimals',
      bands([
        { below: 5.125, points: 1 },
        { below: null, points: 0 },
      ]),
      messages.bandLimitInvalid,
    ],
    [
      'a band limit of 0',
      bands([
        { below: 0, points: 1 },
        { below: null, points: 0 },
      ]),
      messages.bandLimitInvalid,
    ],
    ['minimum balls above 600', { economyMinBalls: 601 }, messages.minBallsInvalid],
    ['negative minimum balls', { strikeRateMinBalls: -1 }, messages.minBallsInvalid],
    ['a blank name', { name: '   ' }, messages.pointsSystemNameInvalid],
    ['a name of 41 characters', { name: 'x'.repeat(41) }, messages.pointsSystemNameInvalid],
  ])('answers 400 for %s and changes nothing', async (_what, change, message) => {
    const fresh = await createClub(t.app);
    await call(t.app, 'PUT', urlOf(fresh.clubId), { token: fresh.manager.token, body: customBody() });
    const before = await storedRow(fresh.clubId);
    const res = await call(t.app, 'PUT', urlOf(fresh.clubId), {
      token: fresh.manager.token,
      body: { ...customBody(), name: 'Changed', ...change },
    });
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await storedRow(fresh.clubId)).toEqual(before);
    expect(await auditRows(fresh.clubId)).toHaveLength(1);
  });

  it('goes with its club: deleting an empty club deletes its points system', async () => {
    const fresh = await createClub(t.app);
    await call(t.app, 'PUT', urlOf(fresh.clubId), { token: fresh.manager.token, body: customBody() });
    expect((await call(t.app, 'DELETE', `/api/clubs/${fresh.clubId}`, { token: admin.token })).status).toBe(200);
    expect(await t.db.select().from(clubs).where(eq(clubs.id, fresh.clubId))).toEqual([]);
    expect(await storedRow(fresh.clubId)).toBeUndefined();
  });

  it('is documented in OpenAPI with its body and answers', async () => {
    const docs = await call(t.app, 'GET', '/api/docs/json');
    const path = docs.body.paths['/api/clubs/{clubId}/points-system'];
    expect(Object.keys(path).sort()).toEqual(['delete', 'get', 'put']);
    expect(path.put.requestBody.content['application/json'].schema.properties).toHaveProperty('strikeRate');
    expect(path.get.responses['200'].content['application/json'].schema.properties).toHaveProperty('isDefault');
  });
});
