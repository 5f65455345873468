import { messages, playerListedTwiceMessage } from '@wicket/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, clubTeams, matches } from '../../../src/db/schema';
import { call } from '../../helpers/app';
import { createClub, createMatch, createUser, useCastApp } from '../../helpers/fixtures';

/**
 * A club's teams and a match's lineup suggestion (design-season section 4): CRUD with its 409 and 400 texts and
 * audit rows, club scoping, and the suggestion's rule (last lineup, else first 7 of the squad, else none).
 */

const { t, club, other, member, admin } = useCastApp();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const teamsUrl = (clubId: string) => `/api/clubs/${clubId}/teams`;
const SQUAD = ['Asha Rao', 'Bina Das', 'Chitra Iyer', 'Divya Nair', 'Esha Pal', 'Farah Ali', 'Gita Sen', 'Hema Roy'];

const auditOf = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.seq);

async function addTeam(clubId: string, body: unknown, token = admin.token) {
  return call(t.app, 'POST', teamsUrl(clubId), { token, body });
}

describe('POST /api/clubs/{clubId}/teams', () => {
  it('creates a team for staff of the club (name and players trimmed), 201 with a team.create audit row', async () => {
    const fresh = await createClub(t.app);
    const res = await addTeam(
      fresh.clubId,
      { name: '  Lions XI ', players: [' Asha Rao', 'Bina Das  '] },
      fresh.manager.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      name: 'Lions XI',
      players: ['Asha Rao', 'Bina Das'],
      message: messages.teamAdded,
    });
    const [row, ...more] = await auditOf(res.body._id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      action: 'team.create',
      entity: 'team',
      clubId: fresh.clubId,
      actorId: fresh.manager.id,
      before: null,
      after: { _id: res.body._id, name: 'Lions XI', players: ['Asha Rao', 'Bina Das'] },
    });
    // players may be left out: an empty squad
    const empty = await addTeam(fresh.clubId, { name: 'Tigers' });
    expect(empty).toMatchObject({ status: 201, body: { name: 'Tigers', players: [] } });
  });

  it('409 for a name the club already has ignoring case and spaces; another club may use it', async () => {
    const fresh = await createClub(t.app);
    expect((await addTeam(fresh.clubId, { name: 'New Zealand' })).status).toBe(201);
    for (const name of ['new zealand', 'NewZealand', ' NEW  ZEALAND ']) {
      const res = await addTeam(fresh.clubId, { name, players: [] });
      expect(res).toMatchObject({ status: 409, body: { message: messages.teamExists } });
    }
    expect((await addTeam(other.clubId, { name: 'New Zealand' })).status).toBe(201);
    const rows = await t.db.select().from(clubTeams).where(eq(clubTeams.clubId, fresh.clubId));
    expect(rows).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clubId, fresh.clubId), eq(auditLog.action, 'team.create')));
    expect(audits).toHaveLength(1);
  });

  it('400 `{name} is listed twice` for a player twice ignoring case, and the other texts of the rules', async () => {
    const fresh = await createClub(t.app);
    const cases: [unknown, string][] = [
      [{ name: 'Lions', players: ['Virat Kohli', 'Rohit', 'virat kohli '] }, playerListedTwiceMessage('virat kohli')],
      [{ name: '', players: [] }, messages.teamNameRequired],
      [{ name: '   ', players: [] }, messages.teamNameRequired],
      [{ players: [] }, messages.teamNameRequired],
      [{ name: 'x'.repeat(51), players: [] }, messages.teamNameTooLong],
      [{ name: 'Lions', players: ['ok', ''] }, messages.squadPlayerNameInvalid],
      [{ name: 'Lions', players: ['x'.repeat(31)] }, messages.squadPlayerNameInvalid],
      [{ name: 'Lions', players: Array.from({ length: 41 }, (_, i) => `P${i}`) }, messages.squadTooLarge],
      [{ name: 'Lions', players: 'Asha, Bina' }, messages.squadPlayersInvalid],
      [{ name: 'Lions', players: [7] }, messages.playersInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await addTeam(fresh.clubId, body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    // the limits themselves pass: 50 characters, 40 players of 30
    const full = await addTeam(fresh.clubId, {
      name: 'y'.repeat(50),
      players: Array.from({ length: 40 }, (_, i) => `${i}`.padStart(30, 'p')),
    });
    expect(full.status).toBe(201);
    expect(await t.db.select().from(clubTeams).where(eq(clubTeams.clubId, fresh.clubId))).toHaveLength(1);
  });

  it('403 for members, 404 for another club or an unknown one, 401 signed out', async () => {
    const body = { name: 'Scoped', players: [] };
    expect((await addTeam(club.clubId, body, member.token)).status).toBe(403);
    expect((await addTeam(club.clubId, body, other.manager.token)).status).toBe(404);
    expect(await addTeam(UNKNOWN_ID, body)).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    expect((await call(t.app, 'POST', teamsUrl(club.clubId), { body })).status).toBe(401);
    expect(await t.db.select().from(clubTeams).where(eq(clubTeams.name, 'Scoped'))).toEqual([]);
  });
});

describe('POST /api/clubs/{clubId}/teams/merge (issue 38)', () => {
  const mergeUrl = (clubId: string) => `/api/clubs/${clubId}/teams/merge`;
  const teamsOf = async (clubId: string) =>
    (await call(t.app, 'GET', teamsUrl(clubId), { token: admin.token })).body as {
      _id: string;
      name: string;
      players: string[];
    }[];

  it("adds a file's new names to the club's team of that name, never removing one, and makes a team it lacks", async () => {
    const fresh = await createClub(t.app);
    const lions = await addTeam(fresh.clubId, { name: 'Lions XI', players: ['Virat Kohli', 'Asha Rao', 'Bina Das'] });
    const res = await call(t.app, 'POST', mergeUrl(fresh.clubId), {
      token: fresh.manager.token,
      body: {
        squads: [
          // "V Kohli" is Virat Kohli written as a Cricsheet file does; "asha  rao" is Asha Rao: neither is added.
          { name: 'lions  xi', players: ['V Kohli', 'asha  rao', 'Chitra Iyer'] },
          { name: 'Tigers', players: ['Divya Nair', 'Esha Pal'] },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dryRun: false,
      changes: [
        {
          name: 'Lions XI',
          teamId: lions.body._id,
          created: false,
          added: ['Chitra Iyer'],
          players: ['Virat Kohli', 'Asha Rao', 'Bina Das', 'Chitra Iyer'],
        },
        {
          name: 'Tigers',
          teamId: expect.any(String),
          created: true,
          added: ['Divya Nair', 'Esha Pal'],
          players: ['Divya Nair', 'Esha Pal'],
        },
      ],
      message: messages.squadsSaved,
    });
    expect(await teamsOf(fresh.clubId)).toEqual([
      { _id: lions.body._id, name: 'Lions XI', players: ['Virat Kohli', 'Asha Rao', 'Bina Das', 'Chitra Iyer'] },
      { _id: res.body.changes[1].teamId, name: 'Tigers', players: ['Divya Nair', 'Esha Pal'] },
    ]);
    const [created, update] = await auditOf(lions.body._id);
    expect(created?.action).toBe('team.create');
    expect(update).toMatchObject({
      action: 'team.update',
      actorId: fresh.manager.id,
      before: { players: ['Virat Kohli', 'Asha Rao', 'Bina Das'] },
      after: { players: ['Virat Kohli', 'Asha Rao', 'Bina Das', 'Chitra Iyer'] },
    });
    expect((await auditOf(res.body.changes[1].teamId)).map((row) => row.action)).toEqual(['team.create']);

    // The same file again adds nothing and writes nothing.
    const again = await call(t.app, 'POST', mergeUrl(fresh.clubId), {
      token: fresh.manager.token,
      body: { squads: [{ name: 'Lions XI', players: ['V Kohli', 'Chitra Iyer'] }] },
    });
    expect(again.status).toBe(200);
    expect(again.body.changes[0]).toMatchObject({ created: false, added: [] });
    expect(await auditOf(lions.body._id)).toHaveLength(2);
  });

  it('a dry run answers the same changes and writes nothing', async () => {
    const fresh = await createClub(t.app);
    const lions = await addTeam(fresh.clubId, { name: 'Lions', players: ['Asha Rao'] });
    const body = {
      squads: [
        { name: 'Lions', players: ['Bina Das'] },
        { name: 'Panthers', players: ['Gita Sen'] },
      ],
    };
    const dry = await call(t.app, 'POST', mergeUrl(fresh.clubId), {
      token: admin.token,
      body: { ...body, dryRun: true },
    });
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({
      dryRun: true,
      changes: [
        {
          name: 'Lions',
          teamId: lions.body._id,
          created: false,
          added: ['Bina Das'],
          players: ['Asha Rao', 'Bina Das'],
        },
        { name: 'Panthers', teamId: null, created: true, added: ['Gita Sen'], players: ['Gita Sen'] },
      ],
    });
    expect(await teamsOf(fresh.clubId)).toEqual([{ _id: lions.body._id, name: 'Lions', players: ['Asha Rao'] }]);
    expect(await auditOf(lions.body._id)).toHaveLength(1);
  });

  it('refuses a merge past 40 players, the same team twice, and no squad, changing nothing', async () => {
    const fresh = await createClub(t.app);
    const full = Array.from({ length: 39 }, (_, i) => `Player ${i}`);
    const big = await addTeam(fresh.clubId, { name: 'Big', players: full });
    const cases: [unknown, string][] = [
      [{ squads: [{ name: 'Big', players: ['New One', 'New Two'] }] }, messages.squadTooLarge],
      [{ squads: [{ name: 'Lions' }, { name: ' LIONS ' }] }, messages.squadsSameTeam],
      [{ squads: [] }, messages.squadsInvalid],
      [{ squads: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }, messages.squadsInvalid],
    ];
    for (const [body, text] of cases) {
      const res = await call(t.app, 'POST', mergeUrl(fresh.clubId), { token: fresh.manager.token, body });
      expect(res.status, text).toBe(400);
      expect(res.body.message).toBe(text);
    }
    expect(await teamsOf(fresh.clubId)).toEqual([{ _id: big.body._id, name: 'Big', players: full }]);
  });

  it("is staff of the club's: another club's Manager and an unknown club get 404, a Member 403", async () => {
    const body = { squads: [{ name: 'Lions', players: ['Asha Rao'] }] };
    expect((await call(t.app, 'POST', mergeUrl(club.clubId), { token: other.manager.token, body })).status).toBe(404);
    expect((await call(t.app, 'POST', mergeUrl(club.clubId), { token: member.token, body })).status).toBe(403);
    const unknown = await call(t.app, 'POST', mergeUrl(UNKNOWN_ID), { token: admin.token, body });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.clubNotFound);
  });
});

describe('GET /api/clubs/{clubId}/teams', () => {
  it('answers the teams sorted by name to every reader of the club; 404 to others', async () => {
    const fresh = await createClub(t.app);
    const reader = await createUser(t.app, { clubId: fresh.clubId });
    for (const name of ['tigers', 'Lions', 'Bears']) await addTeam(fresh.clubId, { name, players: [`${name} 1`] });
    for (const token of [reader.token, fresh.manager.token, admin.token]) {
      const res = await call(t.app, 'GET', teamsUrl(fresh.clubId), { token });
      expect(res.status).toBe(200);
      expect(res.body.map((team: { name: string }) => team.name)).toEqual(['Bears', 'Lions', 'tigers']);
      expect(res.body[0]).toEqual({ _id: expect.any(String), name: 'Bears', players: ['Bears 1'] });
    }
    expect((await call(t.app, 'GET', teamsUrl(fresh.clubId), { token: member.token })).status).toBe(404);
    expect((await call(t.app, 'GET', teamsUrl(UNKNOWN_ID), { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', teamsUrl(fresh.clubId))).status).toBe(401);
    const newClub = await createClub(t.app);
    expect((await call(t.app, 'GET', teamsUrl(newClub.clubId), { token: newClub.manager.token })).body).toEqual([]);
  });
});

describe('PUT and DELETE /api/teams/{id}', () => {
  it('renames and replaces the squad with a team.update audit row (before and after)', async () => {
    const fresh = await createClub(t.app);
    const created = (await addTeam(fresh.clubId, { name: 'Lions', players: ['A'] })).body;
    const res = await call(t.app, 'PUT', `/api/teams/${created._id}`, {
      token: fresh.manager.token,
      body: { name: 'Lions XI', players: ['B', 'C'] },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { _id: created._id, name: 'Lions XI', players: ['B', 'C'], message: messages.teamUpdated },
    });
    // the same name in another spelling is its own name: no conflict with itself
    const respelled = await call(t.app, 'PUT', `/api/teams/${created._id}`, {
      token: fresh.manager.token,
      body: { name: 'lions xi', players: ['B', 'C'] },
    });
    expect(respelled.status).toBe(200);
    const rows = await auditOf(created._id);
    expect(rows.map((r) => r.action)).toEqual(['team.create', 'team.update', 'team.update']);
    expect(rows[1]).toMatchObject({
      before: { _id: created._id, name: 'Lions', players: ['A'] },
      after: { _id: created._id, name: 'Lions XI', players: ['B', 'C'] },
    });
  });

  it('409 renaming onto another team of the club, 400 for a player twice; nothing changes', async () => {
    const fresh = await createClub(t.app);
    await addTeam(fresh.clubId, { name: 'Lions', players: [] });
    const tigers = (await addTeam(fresh.clubId, { name: 'Tigers', players: ['T'] })).body;
    const url = `/api/teams/${tigers._id}`;
    expect(await call(t.app, 'PUT', url, { token: admin.token, body: { name: 'LIONS', players: [] } })).toMatchObject({
      status: 409,
      body: { message: messages.teamExists },
    });
    expect(
      await call(t.app, 'PUT', url, { token: admin.token, body: { name: 'Tigers', players: ['Ann', 'ANN'] } }),
    ).toMatchObject({ status: 400, body: { message: playerListedTwiceMessage('ANN') } });
    const [row] = await t.db.select().from(clubTeams).where(eq(clubTeams.id, tigers._id));
    expect(row).toMatchObject({ name: 'Tigers', players: ['T'] });
    expect((await auditOf(tigers._id)).map((r) => r.action)).toEqual(['team.create']);
  });

  it('deletes for staff of its club with a team.delete audit row; matches keep their players', async () => {
    const fresh = await createClub(t.app);
    const team = (await addTeam(fresh.clubId, { name: 'Lions', players: SQUAD.slice(0, 2) })).body;
    const match = await createMatch(t.app, fresh.clubId, { team1: 'Lions', team2: 'Tigers' });
    await t.db
      .update(matches)
      .set({ team1Players: { 0: 'Asha Rao' } })
      .where(eq(matches.id, match.id));
    const res = await call(t.app, 'DELETE', `/api/teams/${team._id}`, { token: fresh.manager.token });
    expect(res).toMatchObject({ status: 200, body: { _id: team._id, message: messages.teamDeleted } });
    expect(await t.db.select().from(clubTeams).where(eq(clubTeams.id, team._id))).toEqual([]);
    const [kept] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(kept?.team1Players).toEqual({ 0: 'Asha Rao' });
    const rows = await auditOf(team._id);
    expect(rows.map((r) => r.action)).toEqual(['team.create', 'team.delete']);
    expect(rows[1]).toMatchObject({ before: { name: 'Lions', players: SQUAD.slice(0, 2) }, after: null });
    const again = await call(t.app, 'DELETE', `/api/teams/${team._id}`, { token: fresh.manager.token });
    expect(again).toMatchObject({ status: 404, body: { message: messages.teamNotFound } });
  });

  it("404 for another club's staff and unknown ids, 403 for members, 401 signed out; nothing changes", async () => {
    const team = (await addTeam(club.clubId, { name: 'Guarded', players: ['G'] })).body;
    const url = `/api/teams/${team._id}`;
    const body = { name: 'Taken', players: [] };
    expect((await call(t.app, 'PUT', url, { token: other.manager.token, body })).status).toBe(404);
    expect((await call(t.app, 'DELETE', url, { token: other.manager.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', url, { token: member.token, body })).status).toBe(403);
    expect((await call(t.app, 'DELETE', url, { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'PUT', url, { body })).status).toBe(401);
    expect(await call(t.app, 'PUT', `/api/teams/${UNKNOWN_ID}`, { token: admin.token, body })).toMatchObject({
      status: 404,
      body: { message: messages.teamNotFound },
    });
    expect((await call(t.app, 'DELETE', '/api/teams/not-a-uuid', { token: admin.token })).status).toBe(400);
    const [row] = await t.db.select().from(clubTeams).where(eq(clubTeams.id, team._id));
    expect(row).toMatchObject({ name: 'Guarded', players: ['G'] });
  });
});

describe('GET /api/matches/{id}/lineup', () => {
  const lineupOf = (matchId: string, token = admin.token) =>
    call(t.app, 'GET', `/api/matches/${matchId}/lineup`, { token });
  const DAY = 86_400_000;

  it('suggests the first 7 of the squad without an earlier lineup, and {} without a team', async () => {
    const fresh = await createClub(t.app);
    const team = (await addTeam(fresh.clubId, { name: 'Lions', players: SQUAD })).body;
    const match = await createMatch(t.app, fresh.clubId, { team1: 'lions', team2: 'Tigers' });
    const res = await lineupOf(match.id, fresh.manager.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      team1: {
        team: { _id: team._id, name: 'Lions' },
        squad: SQUAD,
        suggested: Object.fromEntries(SQUAD.slice(0, 7).map((name, i) => [String(i), name])),
        credits: {},
      },
      team2: { team: null, squad: [], suggested: {}, credits: {} },
    });
    // a short squad fills what it has; an empty squad suggests nothing
    await addTeam(fresh.clubId, { name: 'Ti gers', players: ['Only One'] });
    expect((await lineupOf(match.id)).body.team2).toMatchObject({ squad: ['Only One'], suggested: { 0: 'Only One' } });
    const empty = await createClub(t.app);
    await addTeam(empty.clubId, { name: 'Lions', players: [] });
    const bare = await createMatch(t.app, empty.clubId, { team1: 'Lions', team2: 'Tigers' });
    expect((await lineupOf(bare.id)).body.team1).toMatchObject({ squad: [], suggested: {} });
  });

  it("suggests the team's players of its most recent other match with players, as team 1 or team 2", async () => {
    const fresh = await createClub(t.app);
    await addTeam(fresh.clubId, { name: 'Lions', players: SQUAD });
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY);
    const older = await createMatch(t.app, fresh.clubId, { team1: 'Lions', team2: 'Bears', dateTime: at(-10) });
    const recent = await createMatch(t.app, fresh.clubId, { team1: 'Wolves', team2: 'LIONS', dateTime: at(-3) });
    // later still, but Lions have no players there: skipped
    await createMatch(t.app, fresh.clubId, { team1: 'Lions', team2: 'Foxes', dateTime: at(-1) });
    // another club's more recent match with a Lions lineup: never seen
    const elsewhere = await createMatch(t.app, other.clubId, { team1: 'Lions', team2: 'Bears', dateTime: at(-2) });
    await t.db
      .update(matches)
      .set({ team1Players: { 0: 'Old Lion' }, team2Players: { 0: 'Old One', 1: 'Old Two' } })
      .where(eq(matches.id, older.id));
    await t.db
      .update(matches)
      .set({ team1Players: { 0: 'Wolf' }, team2Players: { 0: 'New One', 3: 'New Four' } })
      .where(eq(matches.id, recent.id));
    await t.db
      .update(matches)
      .set({ team1Players: { 0: 'Stranger' } })
      .where(eq(matches.id, elsewhere.id));
    const match = await createMatch(t.app, fresh.clubId, { team1: 'Bears', team2: 'Lions', dateTime: at(1) });
    const res = await lineupOf(match.id);
    expect(res.body.team2).toMatchObject({ squad: SQUAD, suggested: { 0: 'New One', 3: 'New Four' } });
    // Bears have no club team, but their lineup in the older match is still theirs
    expect(res.body.team1).toEqual({ team: null, squad: [], suggested: { 1: 'Old Two', 0: 'Old One' }, credits: {} });
    // the match itself is never its own suggestion
    await t.db
      .update(matches)
      .set({ team2Players: { 0: 'Itself' } })
      .where(eq(matches.id, match.id));
    expect((await lineupOf(match.id)).body.team2.suggested).toEqual({ 0: 'New One', 3: 'New Four' });
  });

  it('remembers the prices Add Players sets, by player name in the team of that name, for the next match', async () => {
    const fresh = await createClub(t.app);
    await addTeam(fresh.clubId, { name: 'Lions', players: SQUAD });
    const first = await createMatch(t.app, fresh.clubId, { team1: 'Lions', team2: 'Tigers' });
    const saved = await call(t.app, 'PUT', `/api/matches/${first.id}/update-players`, {
      token: fresh.manager.token,
      body: {
        team1Players: { 0: SQUAD[0], 1: SQUAD[1] },
        team2Players: { 0: 'Tiger One' },
        team1Credits: { 0: 9.5, 1: 11 },
        team2Credits: { 0: 6 },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // A later price of the same player replaces the earlier one; the others stay.
    await call(t.app, 'PUT', `/api/matches/${first.id}/update-players`, {
      token: fresh.manager.token,
      body: { team1Players: { 0: SQUAD[0], 1: SQUAD[1] }, team2Players: {}, team1Credits: { 0: 10 } },
    });
    const next = await createMatch(t.app, fresh.clubId, { team1: 'Tigers', team2: 'LIONS' });
    const lineup = (await lineupOf(next.id, fresh.manager.token)).body;
    expect(lineup.team2.credits).toEqual({
      [String(SQUAD[0]).toLowerCase()]: 10,
      [String(SQUAD[1]).toLowerCase()]: 11,
    });
    // Tigers have no club team: nothing to remember them in.
    expect(lineup.team1.credits).toEqual({});
  });

  it('is for staff of the club only: 403 members, 404 another club and unknown matches, 401 signed out', async () => {
    const match = await createMatch(t.app, club.clubId);
    expect((await lineupOf(match.id, club.manager.token)).status).toBe(200);
    expect((await lineupOf(match.id, member.token)).status).toBe(403);
    expect((await lineupOf(match.id, other.manager.token)).status).toBe(404);
    expect(await lineupOf(UNKNOWN_ID)).toMatchObject({ status: 404, body: { message: messages.matchNotFound } });
    expect((await call(t.app, 'GET', `/api/matches/${match.id}/lineup`)).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the teams, lineup and group template routes from their schemas', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).body;
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    for (const [path, method, tag] of [
      ['/api/clubs/{clubId}/teams', 'get', 'teams'],
      ['/api/clubs/{clubId}/teams', 'post', 'teams'],
      ['/api/teams/{id}', 'put', 'teams'],
      ['/api/teams/{id}', 'delete', 'teams'],
      ['/api/matches/{id}/lineup', 'get', 'teams'],
      ['/api/clubs/{clubId}/group-templates', 'get', 'groups'],
      ['/api/clubs/{clubId}/group-templates', 'put', 'groups'],
    ] as const) {
      expect(op(path, method)?.tags, `${method} ${path}`).toEqual([tag]);
    }
    expect(op('/api/clubs/{clubId}/teams', 'post').requestBody).toBeDefined();
    expect(op('/api/clubs/{clubId}/group-templates', 'put').requestBody).toBeDefined();
    expect(op('/api/matches', 'post').requestBody.content['application/json'].schema.properties).toHaveProperty(
      'createGroups',
    );
  });
});
