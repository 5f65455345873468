import { messages } from '@wicket/shared/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, groups, groupTemplates, matches } from '../../../src/db/schema';
import type { ServerEvent } from '../../../src/modules/events/hub';
import { applyGroupTemplates } from '../../../src/modules/groups/apply-templates';
import { call } from '../../helpers/app';
import { createClub, createMatch, createUser, useCastApp } from '../../helpers/fixtures';

/**
 * A club's group templates (design-season section 4): read by readers of the club, replaced by its staff (up to 5,
 * each checked as a group create is), and applied to every match created by hand (or by applyGroupTemplates for
 * the import) with the audit rows and events of hand-made groups, unless `createGroups: false`.
 */

const { t, club, other, member, admin } = useCastApp();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (clubId: string) => `/api/clubs/${clubId}/group-templates`;
const FUTURE = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

const FIRST = { betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10 };
const BIDDING = {
  betType: 'Bidding Method',
  betAmount: '25.5',
  minimumIncrement: 2,
  winnerShare1: '60',
  winnerShare2: 20,
  winnerShare3: 0,
  status: 'Active',
};
/** FIRST and BIDDING as the API answers them (a create's defaults filled in). */
const FIRST_ANSWER = {
  betType: 'First Better',
  betAmount: 10,
  minimumIncrement: null,
  winnerShare1: 50,
  winnerShare2: 30,
  winnerShare3: 10,
  status: 'Inactive',
  teamSize: null,
  maxTeams: null,
  creditBudget: null,
};
const BIDDING_ANSWER = {
  betType: 'Bidding Method',
  betAmount: 25.5,
  minimumIncrement: 2,
  winnerShare1: 60,
  winnerShare2: 20,
  winnerShare3: 0,
  status: 'Active',
  teamSize: null,
  maxTeams: null,
  creditBudget: null,
};
/** A group's answer cut to the fields a template sets (those of BIDDING_ANSWER). */
const templateFieldsOf = (group: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(BIDDING_ANSWER).map((field) => [field, group[field]]));

const put = (clubId: string, body: unknown, token = admin.token) => call(t.app, 'PUT', urlOf(clubId), { token, body });
const templatesAudit = (clubId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.clubId, clubId), eq(auditLog.action, 'templates.update')))
    .orderBy(auditLog.seq);

describe('GET /api/clubs/{clubId}/group-templates', () => {
  it('answers none for a new club to every reader; 404 for other clubs and unknown ones, 401 signed out', async () => {
    const fresh = await createClub(t.app);
    const reader = await createUser(t.app, { clubId: fresh.clubId });
    for (const token of [reader.token, fresh.manager.token, admin.token]) {
      expect(await call(t.app, 'GET', urlOf(fresh.clubId), { token })).toMatchObject({
        status: 200,
        body: { templates: [] },
      });
    }
    expect((await call(t.app, 'GET', urlOf(fresh.clubId), { token: member.token })).status).toBe(404);
    expect((await call(t.app, 'GET', urlOf(fresh.clubId), { token: other.manager.token })).status).toBe(404);
    expect(await call(t.app, 'GET', urlOf(UNKNOWN_ID), { token: admin.token })).toMatchObject({
      status: 404,
      body: { message: messages.clubNotFound },
    });
    expect((await call(t.app, 'GET', urlOf(fresh.clubId))).status).toBe(401);
  });
});

describe('PUT /api/clubs/{clubId}/group-templates', () => {
  it('replaces the list in order, with the group create defaults, and one templates.update audit row', async () => {
    const fresh = await createClub(t.app);
    const reader = await createUser(t.app, { clubId: fresh.clubId });
    const res = await put(fresh.clubId, { templates: [FIRST, BIDDING] }, fresh.manager.token);
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({ templates: [FIRST_ANSWER, BIDDING_ANSWER], message: messages.groupTemplatesSaved });
    expect((await call(t.app, 'GET', urlOf(fresh.clubId), { token: reader.token })).body).toEqual({
      templates: [FIRST_ANSWER, BIDDING_ANSWER],
    });
    const stored = await t.db
      .select()
      .from(groupTemplates)
      .where(eq(groupTemplates.clubId, fresh.clubId))
      .orderBy(asc(groupTemplates.position));
    expect(stored.map((r) => [r.position, r.betAmount, r.minimumIncrement, r.winnerShare1Bp])).toEqual([
      [0, 1000n, null, 5000],
      [1, 2550n, 200n, 6000],
    ]);

    // replaced as a whole, then emptied
    const swapped = await put(fresh.clubId, { templates: [BIDDING] });
    expect(swapped.body.templates).toEqual([BIDDING_ANSWER]);
    expect((await put(fresh.clubId, { templates: [] })).body.templates).toEqual([]);
    const rows = await templatesAudit(fresh.clubId);
    expect(rows.map((r) => [r.actorUserType, r.entity, r.entityId, r.before, r.after])).toEqual([
      ['Manager', 'groupTemplates', fresh.clubId, { templates: [] }, { templates: [FIRST_ANSWER, BIDDING_ANSWER] }],
      [
        'Admin',
        'groupTemplates',
        fresh.clubId,
        { templates: [FIRST_ANSWER, BIDDING_ANSWER] },
        { templates: [BIDDING_ANSWER] },
      ],
      ['Admin', 'groupTemplates', fresh.clubId, { templates: [BIDDING_ANSWER] }, { templates: [] }],
    ]);
  });

  it('takes up to 5; a sixth is 400 and nothing changes', async () => {
    const fresh = await createClub(t.app);
    const five = Array.from({ length: 5 }, (_, i) => ({ ...FIRST, betAmount: i + 1 }));
    expect((await put(fresh.clubId, { templates: five })).body.templates).toHaveLength(5);
    const six = await put(fresh.clubId, { templates: [...five, FIRST] });
    expect(six).toMatchObject({ status: 400, body: { message: messages.groupTemplatesTooMany } });
    expect((await call(t.app, 'GET', urlOf(fresh.clubId), { token: admin.token })).body.templates).toHaveLength(5);
    expect(await templatesAudit(fresh.clubId)).toHaveLength(1);
  });

  it('checks each template exactly as a group create is: the same texts, and nothing changes', async () => {
    const fresh = await createClub(t.app);
    await put(fresh.clubId, { templates: [FIRST] });
    const cases: [unknown, string][] = [
      [{ ...FIRST, betAmount: 0 }, messages.betAmountInvalid],
      [{ ...FIRST, betAmount: '10.005' }, messages.betAmountInvalid],
      [{ ...FIRST, betAmount: '0x10' }, messages.betAmountInvalid],
      [{ ...FIRST, betType: 'Lottery' }, messages.betTypeNotSupported],
      [{ ...FIRST, status: 'Ongoing' }, messages.statusInvalid],
      [{ ...FIRST, winnerShare1: 80, winnerShare2: 30 }, messages.winnerSharesTooHigh],
      [{ ...FIRST, winnerShare3: -1 }, messages.winnerShareNegative],
      [{ ...FIRST, winnerShare2: '' }, messages.winnerShareRequired],
      [{ ...BIDDING, minimumIncrement: '' }, messages.minimumIncrementRequired],
      [{ ...BIDDING, minimumIncrement: -1 }, messages.minimumIncrementInvalid],
    ];
    for (const [template, message] of cases) {
      const res = await put(fresh.clubId, { templates: [FIRST, template] });
      expect(res.status, JSON.stringify(template)).toBe(400);
      expect(res.body.message, JSON.stringify(template)).toContain(message);
      // the same body as a group create answers the same text
      const match = await createMatch(t.app, fresh.clubId);
      const asGroup = await call(t.app, 'POST', '/api/groups', {
        token: admin.token,
        body: { ...(template as object), matchId: match.id },
      });
      expect(asGroup.body.message, JSON.stringify(template)).toBe(res.body.message);
    }
    for (const body of [{}, { templates: 'x' }, { templates: [null] }, { templates: FIRST }]) {
      expect((await put(fresh.clubId, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await put(fresh.clubId, {})).body.message).toBe(messages.groupTemplatesInvalid);
    expect((await call(t.app, 'GET', urlOf(fresh.clubId), { token: admin.token })).body.templates).toEqual([
      FIRST_ANSWER,
    ]);
    expect(await templatesAudit(fresh.clubId)).toHaveLength(1);
  });

  it('is for staff of the club: 403 members, 404 another club or an unknown one, 401 signed out', async () => {
    const body = { templates: [FIRST] };
    expect((await put(club.clubId, body, member.token)).status).toBe(403);
    expect((await put(club.clubId, body, other.manager.token)).status).toBe(404);
    expect(await put(UNKNOWN_ID, body)).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    expect((await call(t.app, 'PUT', urlOf(club.clubId), { body })).status).toBe(401);
    expect(await t.db.select().from(groupTemplates).where(eq(groupTemplates.clubId, club.clubId))).toEqual([]);
  });
});

describe('a match created by hand gets the club’s groups', () => {
  const groupsOf = (matchId: string) =>
    t.db.select().from(groups).where(eq(groups.matchId, matchId)).orderBy(asc(groups.createdAt), asc(groups.id));

  it('one group per template, in order, with group.create audit rows and group events as hand-made groups', async () => {
    const fresh = await createClub(t.app);
    await put(fresh.clubId, { templates: [FIRST, BIDDING] });
    const publish = vi.spyOn(t.app.events, 'publish');
    try {
      const res = await call(t.app, 'POST', '/api/matches', {
        token: fresh.manager.token,
        body: { team1: 'Lions', team2: 'Tigers', dateTime: FUTURE() },
      });
      expect(res).toMatchObject({ status: 201, body: { message: messages.matchAdded } });
      const matchId = res.body._id as string;
      const listed = await call(t.app, 'GET', `/api/groups/match/${matchId}`, { token: fresh.manager.token });
      expect(listed.body.map(templateFieldsOf)).toEqual([FIRST_ANSWER, BIDDING_ANSWER]);
      const ids = listed.body.map((g: { _id: string }) => g._id);

      const audits = await t.db.select().from(auditLog).where(inArray(auditLog.entityId, ids)).orderBy(auditLog.seq);
      expect(audits.map((a) => [a.action, a.entity, a.entityId, a.clubId, a.actorId, a.before])).toEqual(
        ids.map((id: string) => ['group.create', 'group', id, fresh.clubId, fresh.manager.id, null]),
      );
      expect(audits.map((a) => a.after)).toEqual(listed.body);

      const events = publish.mock.calls.flat() as ServerEvent[];
      expect(events).toEqual([
        { kind: 'match', data: { matchId, clubId: fresh.clubId, status: 'Active' } },
        ...ids.map((groupId: string) => ({ kind: 'group', data: { groupId, matchId, clubId: fresh.clubId } })),
      ]);
    } finally {
      publish.mockRestore();
    }
  });

  it('the Admin form too; createGroups: false creates none; a club without templates none', async () => {
    const fresh = await createClub(t.app);
    await put(fresh.clubId, { templates: [FIRST] });
    const viaAdmin = await call(t.app, 'POST', `/api/matches/Admin-club/${fresh.clubId}`, {
      token: admin.token,
      body: { team1: 'Lions', team2: 'Tigers', dateTime: FUTURE(), createGroups: true },
    });
    expect(viaAdmin.status).toBe(201);
    const made = await groupsOf(viaAdmin.body._id);
    expect(made).toHaveLength(1);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, made[0]?.id ?? ''));
    expect(audit).toMatchObject({ action: 'group.create', actorId: admin.id, actorUserType: 'Admin' });

    const off = await call(t.app, 'POST', '/api/matches', {
      token: fresh.manager.token,
      body: { team1: 'Lions', team2: 'Bears', dateTime: FUTURE(), createGroups: false },
    });
    expect(off.status).toBe(201);
    expect(await groupsOf(off.body._id)).toEqual([]);

    const bare = await createClub(t.app);
    const none = await call(t.app, 'POST', '/api/matches', {
      token: bare.manager.token,
      body: { team1: 'Lions', team2: 'Tigers', dateTime: FUTURE() },
    });
    expect(none.status).toBe(201);
    expect(await groupsOf(none.body._id)).toEqual([]);
  });

  it('400 for a createGroups that is not true or false; no match is created', async () => {
    const fresh = await createClub(t.app);
    await put(fresh.clubId, { templates: [FIRST] });
    for (const createGroups of ['yes', 1, null, 'true', []]) {
      const res = await call(t.app, 'POST', '/api/matches', {
        token: fresh.manager.token,
        body: { team1: 'Lions', team2: 'Tigers', dateTime: FUTURE(), createGroups },
      });
      expect(res, JSON.stringify(createGroups)).toMatchObject({
        status: 400,
        body: { message: messages.createGroupsInvalid },
      });
    }
    expect(await t.db.select().from(matches).where(eq(matches.clubId, fresh.clubId))).toEqual([]);
  });

  it('changing the templates leaves groups already created alone', async () => {
    const fresh = await createClub(t.app);
    await put(fresh.clubId, { templates: [FIRST] });
    const res = await call(t.app, 'POST', '/api/matches', {
      token: fresh.manager.token,
      body: { team1: 'Lions', team2: 'Tigers', dateTime: FUTURE() },
    });
    await put(fresh.clubId, { templates: [BIDDING, BIDDING] });
    const kept = await groupsOf(res.body._id);
    expect(kept.map((g) => [g.betType, g.betAmount])).toEqual([['First Better', 1000n]]);
  });
});

describe('applyGroupTemplates (for the fixture import)', () => {
  it('creates every template on every given match in one go, and nothing for an empty list', async () => {
    const fresh = await createClub(t.app);
    await put(fresh.clubId, { templates: [FIRST, BIDDING] });
    const [m1, m2, m3] = await Promise.all([1, 2, 3].map(() => createMatch(t.app, fresh.clubId)));
    const auth = { userId: fresh.manager.id, userType: 'Manager' as const, clubId: fresh.clubId };
    const applied = await t.db.transaction((tx) =>
      applyGroupTemplates(tx, {
        clubId: fresh.clubId,
        matchIds: [m1?.id ?? '', m2?.id ?? '', m3?.id ?? ''],
        actor: auth,
      }),
    );
    expect(applied.groups.map((g) => [g.match, g.betType])).toEqual(
      [m1, m2, m3].flatMap((m) => [
        [m?.id, 'First Better'],
        [m?.id, 'Bidding Method'],
      ]),
    );
    expect(applied.events).toHaveLength(6);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clubId, fresh.clubId), eq(auditLog.action, 'group.create')));
    expect(audits).toHaveLength(6);
    const empty = await t.db.transaction((tx) =>
      applyGroupTemplates(tx, { clubId: fresh.clubId, matchIds: [], actor: auth }),
    );
    expect(empty).toEqual({ groups: [], events: [] });
  });

  it("refuses (as a bug) a match of another club, and the transaction's writes roll back", async () => {
    const fresh = await createClub(t.app);
    await put(fresh.clubId, { templates: [FIRST] });
    const foreign = await createMatch(t.app, other.clubId);
    const auth = { userId: admin.id, userType: 'Admin' as const, clubId: null };
    await expect(
      t.db.transaction((tx) => applyGroupTemplates(tx, { clubId: fresh.clubId, matchIds: [foreign.id], actor: auth })),
    ).rejects.toThrow(/every match must be of the club/);
    expect(await t.db.select().from(groups).where(eq(groups.matchId, foreign.id))).toEqual([]);
  });
});
