import { messages } from '@wicket/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, matches, results } from '../../../src/db/schema';
import { call } from '../../helpers/app';
import { createGroup, createMatch, createUser, useCastApp, useClubs, useMember } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { placeTestBets } from '../groups/place-bets';

const { t, club, other, member, admin } = useCastApp({ memberCredits: 100_000n });

const future = (hours = 24) => new Date(Date.now() + hours * 3600 * 1000).toISOString();
const validBody = () => ({ team1: 'Lions', team2: 'Tigers', dateTime: future(), status: 'Active' });
const uuid = '00000000-0000-4000-8000-000000000000';

describe('POST /api/matches', () => {
  it("creates a match in the Manager's own club and answers it with the success text", async () => {
    const dateTime = '2031-03-04T05:06:07.000Z';
    const res = await call(t.app, 'POST', '/api/matches', {
      token: club.manager.token,
      body: { team1: '  Lions ', team2: 'Tigers', dateTime, status: 'Inactive' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      team1: 'Lions',
      team2: 'Tigers',
      dateTime,
      status: 'Inactive',
      venue: null,
      club: club.clubId,
      result: null,
      Team1Players: {},
      Team2Players: {},
      Team1Credits: {},
      Team2Credits: {},
      prizeShareStatus: null,
      hasBets: false,
      createdAt: expect.any(String),
      message: messages.matchAdded,
    });
  });

  it('defaults the status to Active and reads an offset date-time as the instant it names', async () => {
    const res = await call(t.app, 'POST', '/api/matches', {
      token: club.manager.token,
      body: { team1: 'A', team2: 'B', dateTime: '2031-06-01T14:30:00+05:30' },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('Active');
    expect(res.body.dateTime).toBe('2031-06-01T09:00:00.000Z');
  });

  it.each(['OnGoing', 'Ongoing', 'ongoing'])('refuses status %s: a new match is Active or Inactive', async (status) => {
    for (const [url, token] of [
      ['/api/matches', club.manager.token],
      [`/api/matches/Admin-club/${club.clubId}`, admin.token],
    ] as const) {
      const res = await call(t.app, 'POST', url, { token, body: { ...validBody(), status } });
      expect(res).toMatchObject({ status: 400, body: { message: messages.statusInvalid } });
    }
    const rows = await t.db.select().from(matches).where(eq(matches.status, 'Ongoing'));
    expect(rows).toEqual([]);
  });

  it('refuses a start more than 5 minutes ago and equal team names, and accepts 4 minutes ago', async () => {
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const past = await call(t.app, 'POST', '/api/matches', {
      token: club.manager.token,
      body: { ...validBody(), dateTime: ago(6) },
    });
    expect(past).toMatchObject({ status: 400, body: { message: messages.dateTimeInPast } });
    const same = await call(t.app, 'POST', `/api/matches/Admin-club/${club.clubId}`, {
      token: admin.token,
      body: { ...validBody(), team1: 'New Zealand', team2: ' new ZEALAND' },
    });
    expect(same).toMatchObject({ status: 400, body: { message: messages.teamsMustDiffer } });
    const recent = await call(t.app, 'POST', '/api/matches', {
      token: club.manager.token,
      body: { ...validBody(), dateTime: ago(4) },
    });
    expect(recent.status).toBe(201);
  });

  it.each([
    [{ team1: '' }, messages.team1Required],
    [{ team1: '   ' }, messages.team1Required],
    [{ team1: undefined }, messages.team1Required],
    [{ team2: '' }, messages.team2Required],
    [{ team2: 42 }, messages.team2Required],
    [{ team1: 'x'.repeat(51) }, messages.teamNameTooLong],
    [{ dateTime: '' }, messages.dateTimeRequired],
    [{ dateTime: undefined }, messages.dateTimeRequired],
    [{ dateTime: 'tomorrow' }, messages.dateTimeInvalid],
    [{ dateTime: '2031-02-30T10:00:00Z' }, messages.dateTimeInvalid],
    [{ dateTime: '2031-06-01T10:00:00' }, messages.dateTimeInvalid],
    [{ status: 'Announced' }, messages.statusInvalid],
    [{ status: 'Closed' }, messages.statusInvalid],
  ])('refuses %o with its message', async (patch, message) => {
    const res = await call(t.app, 'POST', '/api/matches', {
      token: club.manager.token,
      body: { ...validBody(), ...patch },
    });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('accepts team names of exactly 50 characters', async () => {
    const res = await call(t.app, 'POST', '/api/matches', {
      token: club.manager.token,
      body: { ...validBody(), team1: 'x'.repeat(50) },
    });
    expect(res.status).toBe(201);
  });

  it('is for Managers only: 401 anonymous, 403 Member and Admin', async () => {
    expect((await call(t.app, 'POST', '/api/matches', { body: validBody() })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/matches', { token: member.token, body: validBody() })).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/matches', { token: admin.token, body: validBody() })).status).toBe(403);
  });
});

describe('POST /api/matches/Admin-club/{clubId}', () => {
  it('creates a match in the chosen club for an Admin', async () => {
    const res = await call(t.app, 'POST', `/api/matches/Admin-club/${other.clubId}`, {
      token: admin.token,
      body: validBody(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ club: other.clubId, message: messages.matchAdded, status: 'Active' });
  });

  it('answers 404 for an unknown club and 400 for a malformed id', async () => {
    const unknown = await call(t.app, 'POST', `/api/matches/Admin-club/${uuid}`, {
      token: admin.token,
      body: validBody(),
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    const malformed = await call(t.app, 'POST', '/api/matches/Admin-club/not-a-uuid', {
      token: admin.token,
      body: validBody(),
    });
    expect(malformed.status).toBe(400);
  });

  it('refuses Managers and Members with 403', async () => {
    for (const token of [club.manager.token, member.token]) {
      const res = await call(t.app, 'POST', `/api/matches/Admin-club/${club.clubId}`, { token, body: validBody() });
      expect(res.status).toBe(403);
    }
  });

  it('validates the body like the Manager form', async () => {
    const res = await call(t.app, 'POST', `/api/matches/Admin-club/${club.clubId}`, {
      token: admin.token,
      body: { ...validBody(), team2: '' },
    });
    expect(res).toMatchObject({ status: 400, body: { message: messages.team2Required } });
  });
});

describe('reading matches', () => {
  const { fresh } = useClubs(t, { fresh: 'Reading Club' });
  const freshMember = useMember(t, fresh);

  it("GET /api/matches lists the caller's club, soonest first, with hasBets and result", async () => {
    const later = await createMatch(t.app, fresh.clubId, { dateTime: new Date(Date.now() + 48 * 3600e3) });
    const sooner = await createMatch(t.app, fresh.clubId, { dateTime: new Date(Date.now() + 2 * 3600e3) });
    const group = await createGroup(t.app, later.id);
    const better = await createUser(t.app, { clubId: fresh.clubId, credits: 10_000n });
    await placeTestBets(t.app, { groupId: group.id, userId: better.id, combinations: ['12A'] });
    await createMatch(t.app, other.clubId);

    const res = await call(t.app, 'GET', '/api/matches', { token: fresh.manager.token });
    expect(res.status).toBe(200);
    expect(res.body.map((m: { _id: string }) => m._id)).toEqual([sooner.id, later.id]);
    expect(res.body.map((m: { hasBets: boolean }) => m.hasBets)).toEqual([false, true]);
    expect(res.body[0]).toMatchObject({ club: fresh.clubId, result: null, prizeShareStatus: null });

    const asMember = await call(t.app, 'GET', '/api/matches', { token: freshMember.token });
    expect(asMember.body).toEqual(res.body);
    await expectLedgerBalanced(t.db);
  });

  it('GET /api/matches answers an empty list for a Member without a club and 403 for an Admin', async () => {
    const loner = await createUser(t.app);
    expect(await call(t.app, 'GET', '/api/matches', { token: loner.token })).toMatchObject({ status: 200, body: [] });
    expect((await call(t.app, 'GET', '/api/matches', { token: admin.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/matches')).status).toBe(401);
  });

  it('GET /api/matches/club/{clubId} serves members, the manager and admins of that club; others get 404', async () => {
    const own = await call(t.app, 'GET', `/api/matches/club/${fresh.clubId}`, { token: freshMember.token });
    expect(own.status).toBe(200);
    expect(own.body.length).toBe(2);
    expect(
      (await call(t.app, 'GET', `/api/matches/club/${fresh.clubId}`, { token: fresh.manager.token })).body,
    ).toEqual(own.body);
    expect((await call(t.app, 'GET', `/api/matches/club/${fresh.clubId}`, { token: admin.token })).body).toEqual(
      own.body,
    );
    for (const token of [other.manager.token, member.token]) {
      const res = await call(t.app, 'GET', `/api/matches/club/${fresh.clubId}`, { token });
      expect(res).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    }
    const unknown = await call(t.app, 'GET', `/api/matches/club/${uuid}`, { token: admin.token });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
  });

  it('GET /api/matches/{id} answers one match to its club and admins, 404 to everyone else', async () => {
    const match = await createMatch(t.app, fresh.clubId, { team1: 'Owls' });
    for (const token of [freshMember.token, fresh.manager.token, admin.token]) {
      const res = await call(t.app, 'GET', `/api/matches/${match.id}`, { token });
      expect(res).toMatchObject({ status: 200, body: { _id: match.id, team1: 'Owls', hasBets: false } });
    }
    for (const token of [other.manager.token, member.token]) {
      const res = await call(t.app, 'GET', `/api/matches/${match.id}`, { token });
      expect(res).toMatchObject({ status: 404, body: { message: messages.matchNotFound } });
    }
    expect((await call(t.app, 'GET', `/api/matches/${uuid}`, { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/matches/${match.id}`)).status).toBe(401);
  });

  it('shows the result id once a result exists', async () => {
    const match = await createMatch(t.app, fresh.clubId);
    const [result] = await t.db
      .insert(results)
      .values({ matchId: match.id, team1Scores: [1, 2, 3, 4, 5, 6, 7], team2Scores: [1, 2, 3, 4, 5, 6, 7] })
      .returning();
    const res = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: freshMember.token });
    expect(res.body.result).toBe(result?.id);
  });
});

describe('PUT /api/matches/{id}', () => {
  it('updates a match for its Manager and for an Admin', async () => {
    const match = await createMatch(t.app, club.clubId);
    const dateTime = '2032-01-02T03:04:00.000Z';
    const res = await call(t.app, 'PUT', `/api/matches/${match.id}`, {
      token: club.manager.token,
      body: { team1: 'Hawks', team2: 'Eagles', dateTime, status: 'Inactive' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: match.id,
      team1: 'Hawks',
      team2: 'Eagles',
      dateTime,
      status: 'Inactive',
      message: messages.matchUpdated,
    });
    const byAdmin = await call(t.app, 'PUT', `/api/matches/${match.id}`, {
      token: admin.token,
      body: { ...validBody(), status: 'Active' },
    });
    expect(byAdmin).toMatchObject({ status: 200, body: { team1: 'Lions', status: 'Active' } });
  });

  it('refuses an edit into Ongoing but takes the current Ongoing status sent back (OnGoing too)', async () => {
    const active = await createMatch(t.app, club.clubId);
    const into = await call(t.app, 'PUT', `/api/matches/${active.id}`, {
      token: club.manager.token,
      body: { ...validBody(), status: 'OnGoing' },
    });
    expect(into).toMatchObject({ status: 400, body: { message: messages.statusInvalid } });
    const started = new Date(Date.now() - 3600_000);
    const ongoing = await createMatch(t.app, club.clubId, { status: 'Ongoing', dateTime: started });
    const back = await call(t.app, 'PUT', `/api/matches/${ongoing.id}`, {
      token: club.manager.token,
      body: { team1: 'Lions', team2: 'Pumas', dateTime: started.toISOString(), status: 'OnGoing' },
    });
    expect(back).toMatchObject({ status: 200, body: { team2: 'Pumas', status: 'Ongoing' } });
  });

  it('refuses a past dateTime unless it is left unchanged, and equal team names', async () => {
    const started = new Date(Date.now() - 3600_000);
    const match = await createMatch(t.app, club.clubId, { dateTime: started, status: 'Inactive' });
    const moved = await call(t.app, 'PUT', `/api/matches/${match.id}`, {
      token: club.manager.token,
      body: { ...validBody(), dateTime: new Date(started.getTime() + 60_000).toISOString() },
    });
    expect(moved).toMatchObject({ status: 400, body: { message: messages.dateTimeInPast } });
    const same = await call(t.app, 'PUT', `/api/matches/${match.id}`, {
      token: club.manager.token,
      body: { ...validBody(), team2: 'LI ONS' },
    });
    expect(same).toMatchObject({ status: 400, body: { message: messages.teamsMustDiffer } });
    const kept = await call(t.app, 'PUT', `/api/matches/${match.id}`, {
      token: club.manager.token,
      body: { team1: 'Hawks', team2: 'Tigers', dateTime: started.toISOString(), status: 'Inactive' },
    });
    expect(kept).toMatchObject({ status: 200, body: { team1: 'Hawks' } });
  });

  it('keeps players when the match details change', async () => {
    const match = await createMatch(t.app, club.clubId);
    await t.db
      .update(matches)
      .set({ team1Players: { '0': 'Ann' } })
      .where(eq(matches.id, match.id));
    const res = await call(t.app, 'PUT', `/api/matches/${match.id}`, { token: club.manager.token, body: validBody() });
    expect(res.body.Team1Players).toEqual({ '0': 'Ann' });
  });

  it('answers 404 to another club, 403 to a Member, 400 for a bad body', async () => {
    const match = await createMatch(t.app, club.clubId);
    const foreign = await call(t.app, 'PUT', `/api/matches/${match.id}`, {
      token: other.manager.token,
      body: validBody(),
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: messages.matchNotFound } });
    expect(
      (await call(t.app, 'PUT', `/api/matches/${match.id}`, { token: member.token, body: validBody() })).status,
    ).toBe(403);
    const bad = await call(t.app, 'PUT', `/api/matches/${match.id}`, {
      token: club.manager.token,
      body: { ...validBody(), dateTime: 'soon' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: messages.dateTimeInvalid } });
    expect((await call(t.app, 'PUT', `/api/matches/${uuid}`, { token: admin.token, body: validBody() })).status).toBe(
      404,
    );
  });

  it('is refused with 409 once any group of the match has bets', async () => {
    const match = await createMatch(t.app, club.clubId);
    await createGroup(t.app, match.id);
    const betGroup = await createGroup(t.app, match.id);
    await placeTestBets(t.app, { groupId: betGroup.id, userId: member.id, combinations: ['123'] });
    for (const token of [club.manager.token, admin.token]) {
      const body = { ...validBody(), team1: 'Hawks' };
      const res = await call(t.app, 'PUT', `/api/matches/${match.id}`, { token, body });
      expect(res).toMatchObject({ status: 409, body: { message: messages.matchEditLocked } });
    }
    const read = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: member.token });
    expect(read.body).toMatchObject({ hasBets: true, team1: 'Lions', team2: 'Tigers' });
    await expectLedgerBalanced(t.db);
  });

  it('with bets, allows only a postpone: a later start, before it starts, nothing else changed', async () => {
    const start = new Date(Date.now() + 3600_000);
    const match = await createMatch(t.app, club.clubId, { dateTime: start, status: 'Inactive' });
    const group = await createGroup(t.app, match.id);
    await placeTestBets(t.app, { groupId: group.id, userId: member.id, combinations: ['234'] });
    const body = (over: object) => ({
      team1: 'Lions',
      team2: 'Tigers',
      dateTime: new Date(start.getTime() + 86_400_000).toISOString(),
      status: 'Inactive',
      ...over,
    });
    const refused = [
      body({ dateTime: new Date(start.getTime() - 60_000).toISOString() }),
      body({ team1: 'Hawks' }),
      body({ status: 'Active' }),
    ];
    for (const edit of refused) {
      const res = await call(t.app, 'PUT', `/api/matches/${match.id}`, { token: club.manager.token, body: edit });
      expect(res).toMatchObject({ status: 409, body: { message: messages.matchEditLocked } });
    }
    const later = body({});
    const res = await call(t.app, 'PUT', `/api/matches/${match.id}`, { token: club.manager.token, body: later });
    expect(res).toMatchObject({ status: 200, body: { dateTime: later.dateTime, hasBets: true, status: 'Inactive' } });
    // Once the start has passed, not even a postpone.
    await t.db
      .update(matches)
      .set({ dateTime: new Date(Date.now() - 60_000) })
      .where(eq(matches.id, match.id));
    const afterStart = await call(t.app, 'PUT', `/api/matches/${match.id}`, {
      token: admin.token,
      body: body({ dateTime: future(48) }),
    });
    expect(afterStart).toMatchObject({ status: 409, body: { message: messages.matchEditLocked } });
    await expectLedgerBalanced(t.db);
  });

  it('is refused with 409 once the match is settled', async () => {
    const match = await createMatch(t.app, club.clubId, { status: 'Announced' });
    await t.db.update(matches).set({ prizeShareStatus: 'Approved' }).where(eq(matches.id, match.id));
    const res = await call(t.app, 'PUT', `/api/matches/${match.id}`, { token: club.manager.token, body: validBody() });
    expect(res).toMatchObject({ status: 409, body: { message: messages.alreadySettled } });
  });
});

describe('a match venue (issue 38)', () => {
  const put = (id: string, body: object) =>
    call(t.app, 'PUT', `/api/matches/${id}`, { token: club.manager.token, body });

  it('is optional free text: set on create, kept by an edit that does not send it, cleared by a blank one', async () => {
    const created = await call(t.app, 'POST', '/api/matches', {
      token: club.manager.token,
      body: { ...validBody(), venue: '  Galle International Stadium ' },
    });
    expect(created).toMatchObject({ status: 201, body: { venue: 'Galle International Stadium' } });
    const id = created.body._id as string;
    const read = await call(t.app, 'GET', `/api/matches/${id}`, { token: member.token });
    expect(read.body.venue).toBe('Galle International Stadium');
    const list = await call(t.app, 'GET', `/api/matches/club/${club.clubId}`, { token: member.token });
    expect(list.body.find((m: { _id: string }) => m._id === id)?.venue).toBe('Galle International Stadium');

    const kept = await put(id, { ...validBody(), team1: 'Hawks' });
    expect(kept).toMatchObject({ status: 200, body: { team1: 'Hawks', venue: 'Galle International Stadium' } });
    const moved = await put(id, { ...validBody(), venue: 'Oval' });
    expect(moved.body.venue).toBe('Oval');
    for (const blank of ['', '   ', null]) {
      await put(id, { ...validBody(), venue: 'Oval' });
      expect((await put(id, { ...validBody(), venue: blank })).body.venue).toBeNull();
    }
    const noVenue = await call(t.app, 'POST', '/api/matches', { token: club.manager.token, body: validBody() });
    expect(noVenue.body.venue).toBeNull();
  });

  it('refuses a venue past 100 characters or not text with 400, and changes nothing', async () => {
    const match = await createMatch(t.app, club.clubId);
    for (const venue of ['v'.repeat(101), 42, true, ['Oval'], { name: 'Oval' }]) {
      const create = await call(t.app, 'POST', '/api/matches', {
        token: club.manager.token,
        body: { ...validBody(), venue },
      });
      expect(create, JSON.stringify(venue)).toMatchObject({ status: 400, body: { message: messages.venueInvalid } });
      const edit = await put(match.id, { ...validBody(), venue });
      expect(edit).toMatchObject({ status: 400, body: { message: messages.venueInvalid } });
    }
    const accepted = await put(match.id, { ...validBody(), venue: 'v'.repeat(100) });
    expect(accepted.body.venue).toHaveLength(100);
  });

  it('with bets, may still be set or corrected alone, but not together with another change', async () => {
    const match = await createMatch(t.app, club.clubId, { status: 'Inactive' });
    const group = await createGroup(t.app, match.id);
    await placeTestBets(t.app, { groupId: group.id, userId: member.id, combinations: ['345'] });
    const read = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: member.token });
    const same = { team1: read.body.team1, team2: read.body.team2, dateTime: read.body.dateTime, status: 'Inactive' };
    const venueOnly = await put(match.id, { ...same, venue: 'Lords' });
    expect(venueOnly).toMatchObject({ status: 200, body: { venue: 'Lords', hasBets: true } });
    const withTeam = await put(match.id, { ...same, team1: 'Hawks', venue: 'Oval' });
    expect(withTeam).toMatchObject({ status: 409, body: { message: messages.matchEditLocked } });
    const after = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: member.token });
    expect(after.body).toMatchObject({ team1: read.body.team1, venue: 'Lords' });
    await expectLedgerBalanced(t.db);
  });
});

describe('DELETE /api/matches/{id}', () => {
  it('deletes a match without bets together with its groups and result', async () => {
    const match = await createMatch(t.app, club.clubId);
    await createGroup(t.app, match.id);
    await createGroup(t.app, match.id);
    await t.db
      .insert(results)
      .values({ matchId: match.id, team1Scores: [0, 0, 0, 0, 0, 0, 0], team2Scores: [0, 0, 0, 0, 0, 0, 0] });
    const res = await call(t.app, 'DELETE', `/api/matches/${match.id}`, { token: club.manager.token });
    expect(res).toMatchObject({ status: 200, body: { _id: match.id, message: messages.matchDeleted } });
    expect(await t.db.select().from(groups).where(eq(groups.matchId, match.id))).toEqual([]);
    expect(await t.db.select().from(results).where(eq(results.matchId, match.id))).toEqual([]);
    expect((await call(t.app, 'GET', `/api/matches/${match.id}`, { token: club.manager.token })).status).toBe(404);
  });

  it('lets an Admin delete any club match', async () => {
    const match = await createMatch(t.app, other.clubId);
    expect((await call(t.app, 'DELETE', `/api/matches/${match.id}`, { token: admin.token })).status).toBe(200);
  });

  it('answers 404 to another club, 403 to a Member, 401 anonymous', async () => {
    const match = await createMatch(t.app, club.clubId);
    expect(await call(t.app, 'DELETE', `/api/matches/${match.id}`, { token: other.manager.token })).toMatchObject({
      status: 404,
      body: { message: messages.matchNotFound },
    });
    expect((await call(t.app, 'DELETE', `/api/matches/${match.id}`, { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/matches/${match.id}`)).status).toBe(401);
    expect((await call(t.app, 'GET', `/api/matches/${match.id}`, { token: club.manager.token })).status).toBe(200);
  });

  it('is refused with 409 once any group has bets, and deletes nothing', async () => {
    const match = await createMatch(t.app, club.clubId);
    const empty = await createGroup(t.app, match.id);
    const betGroup = await createGroup(t.app, match.id);
    await placeTestBets(t.app, { groupId: betGroup.id, userId: member.id, combinations: ['1AB', '2CD'] });
    const res = await call(t.app, 'DELETE', `/api/matches/${match.id}`, { token: admin.token });
    expect(res).toMatchObject({ status: 409, body: { message: messages.matchHasBets } });
    const left = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.matchId, match.id));
    expect(left.map((g) => g.id).sort()).toEqual([empty.id, betGroup.id].sort());
    await expectLedgerBalanced(t.db);
  });
});

describe('OpenAPI', () => {
  it('documents the match, group and result routes from their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/matches',
        '/api/matches/{id}',
        '/api/matches/club/{clubId}',
        '/api/matches/Admin-club/{clubId}',
        '/api/matches/{id}/update-players',
        '/api/groups',
        '/api/groups/{id}',
        '/api/groups/match/{matchId}',
        '/api/results',
        '/api/results/{resultId}',
      ]),
    );
  });
});
