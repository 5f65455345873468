import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { call, useTestApp } from '../../helpers/app';
import { createUser, nextPhone, useCast } from '../../helpers/fixtures';
import { registrationBody } from '../../security/support';

/** Design-match-day section 5: one audit row per Manager or Admin write, never changed. */
describe('audit trail', () => {
  const t = useTestApp();
  const cast = useCast(t);

  const future = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

  const scores = [1, 2, 3, 4, 5, 6, 7];

  it("records every write of a manager's journey, newest first, with before and after", async () => {
    const token = cast.club.manager.token;
    const api = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
      const res = await call(t.app, method, url, { token, body });
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body;
    };
    const match = await api('POST', '/api/matches', {
      team1: 'Kent',
      team2: 'Surrey',
      dateTime: future(),
      status: 'Active',
    });
    await api('PUT', `/api/matches/${match._id}`, {
      team1: 'Kent',
      team2: 'Essex',
      dateTime: future(),
      status: 'Active',
    });
    await api('PUT', `/api/matches/${match._id}/update-players`, { team1Players: { 0: 'Ann' }, team2Players: {} });
    const groupBody = { matchId: match._id, betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10 };
    const group = await api('POST', '/api/groups', groupBody);
    await api('PUT', `/api/groups/${group._id}`, { ...groupBody, betAmount: 20 });
    const spare = await api('POST', '/api/groups', groupBody);
    await api('DELETE', `/api/groups/${spare._id}`);
    const result = await api('POST', '/api/results', { matchId: match._id, team1Scores: scores, team2Scores: scores });
    await api('PUT', `/api/results/${result._id}`, { team1Scores: scores, team2Scores: [...scores].reverse() });
    await api('POST', `/api/matches/${match._id}/approve-credits`);
    // Add member invites; the member's accept is the join (design-season section 10), in the club's trail too.
    const invitee = await createUser(t.app);
    await api('POST', '/api/users/add-member', { phoneNumber: invitee.phoneNumber });
    const [invitation] = (await call(t.app, 'GET', '/api/users/invitations', { token: invitee.token })).body;
    const accepted = await call(t.app, 'POST', `/api/users/invitations/${invitation._id}/accept`, {
      token: invitee.token,
    });
    expect(accepted.status).toBe(200);
    const added = { _id: invitee.id };
    await api('PUT', `/api/users/add-credit/${added._id}`, { creditAmount: 25 });
    await api('PUT', `/api/users/deduct-credit/${added._id}`, { creditAmount: 5 });
    // Refused: no row.
    const refused = await call(t.app, 'PUT', `/api/users/deduct-credit/${added._id}`, {
      token,
      body: { creditAmount: 500 },
    });
    expect(refused.status).toBe(400);
    await api('PUT', `/api/users/remove-member/${added._id}`);
    const registered = await api('POST', '/api/users/register-member', registrationBody());

    const list = await call(t.app, 'GET', '/api/audit?limit=100', { token });
    expect(list.status).toBe(200);
    expect(list.body.entries.map((e: { action: string }) => e.action)).toEqual([
      'member.add',
      'member.remove',
      'credit.deduct',
      'credit.add',
      'member.add',
      'member.invite',
      'match.approve',
      'result.update',
      'result.create',
      'group.delete',
      'group.create',
      'group.update',
      'group.create',
      'players.update',
      'match.update',
      'match.create',
    ]);
    expect(list.body.total).toBe(16);
    const [newest, , deduct] = list.body.entries;
    expect(newest).toMatchObject({
      actor: { _id: cast.club.manager.id, firstName: 'Manny', lastName: 'Manager', userType: 'Manager' },
      clubId: cast.club.clubId,
      entity: 'member',
      entityId: registered._id,
      before: null,
      after: { _id: registered._id, firstName: 'Nia' },
    });
    expect(deduct).toMatchObject({ before: { credits: 25 }, after: { credits: 20, amount: 5 } });
    const update = list.body.entries.find((e: { action: string }) => e.action === 'match.update');
    expect(update).toMatchObject({ before: { team2: 'Surrey' }, after: { team2: 'Essex' }, entityId: match._id });
    const groupUpdate = list.body.entries.find((e: { action: string }) => e.action === 'group.update');
    expect(groupUpdate).toMatchObject({ before: { betAmount: 10 }, after: { betAmount: 20 } });

    // Filters: action and dates.
    const credits = await call(t.app, 'GET', '/api/audit?action=credit.add', { token });
    expect(credits.body).toMatchObject({ total: 1, entries: [{ action: 'credit.add', after: { credits: 25 } }] });
    const today = new Date().toISOString().slice(0, 10);
    const dated = await call(t.app, 'GET', `/api/audit?from=${today}&to=${today}&limit=1&page=2`, { token });
    expect(dated.body).toMatchObject({ total: 16, page: 2, limit: 1, entries: [{ action: 'member.remove' }] });
    const past = await call(t.app, 'GET', '/api/audit?to=2020-01-01', { token });
    expect(past.body.total).toBe(0);

    // CSV: the same filters, a header row.
    const csv = await call(t.app, 'GET', '/api/audit.csv?action=match.update', { token });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('at,actorId,actorName,actorUserType,clubId,action,entity,entityId,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Manny Manager,Manager,');
    expect(lines[1]).toContain('""team2"":""Essex""');
  });

  it('scopes: Managers their own club (another: 404), Admins any or all, Members 403, bad filters 400', async () => {
    const admin = cast.admin.token;
    const club = await call(t.app, 'POST', '/api/clubs', {
      token: admin,
      body: {
        clubName: 'Audit CC',
        managerFirstName: 'Olu',
        managerLastName: 'Owner',
        managerEmail: null,
        countryCode: '+91',
        managerPhone: nextPhone(),
        managerPassword: 'secret12',
        managerShare: 5,
        adminShare: 5,
      },
    });
    expect(club.status).toBe(201);
    const clubId = club.body._id;
    expect((await call(t.app, 'DELETE', `/api/clubs/${clubId}`, { token: admin })).status).toBe(200);
    // The club is gone; its rows stay.
    const rows = await call(t.app, 'GET', `/api/audit?clubId=${clubId}`, { token: admin });
    expect(rows.body.entries.map((e: { action: string }) => e.action)).toEqual(['club.delete', 'club.create']);
    expect(rows.body.entries[0]).toMatchObject({ before: { clubName: 'Audit CC' }, after: null });
    const all = await call(t.app, 'GET', '/api/audit', { token: admin });
    expect(all.body.total).toBeGreaterThanOrEqual(2);

    const manager = cast.club.manager.token;
    const other = await call(t.app, 'GET', `/api/audit?clubId=${cast.other.clubId}`, { token: manager });
    expect(other).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    const otherCsv = await call(t.app, 'GET', `/api/audit.csv?clubId=${cast.other.clubId}`, { token: manager });
    expect(otherCsv.status).toBe(404);
    const own = await call(t.app, 'GET', '/api/audit', { token: manager });
    expect(own.body.entries.every((e: { clubId: string }) => e.clubId === cast.club.clubId)).toBe(true);
    expect((await call(t.app, 'GET', '/api/audit', { token: cast.member.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/audit.csv')).status).toBe(401);
    const badAction = await call(t.app, 'GET', '/api/audit?action=club.explode', { token: admin });
    expect(badAction).toMatchObject({ status: 400, body: { message: messages.auditActionInvalid } });
    const badDate = await call(t.app, 'GET', '/api/audit?from=2025-02-30', { token: admin });
    expect(badDate).toMatchObject({ status: 400, body: { message: messages.auditDateInvalid } });
  });

  it('names who each row is about, as they are named now: the member, the match, the club', async () => {
    const token = cast.club.manager.token;
    const rahul = await createUser(t.app, { clubId: cast.club.clubId, firstName: 'Rahul', lastName: 'Sharma' });
    const credit = await call(t.app, 'PUT', `/api/users/add-credit/${rahul.id}`, {
      token,
      body: { creditAmount: 100 },
    });
    expect(credit.status).toBe(200);
    const match = await call(t.app, 'POST', '/api/matches', {
      token,
      body: { team1: 'Lions', team2: 'Tigers', dateTime: future(), status: 'Active' },
    });
    const group = await call(t.app, 'POST', '/api/groups', {
      token,
      body: { matchId: match.body._id, betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10 },
    });
    expect(group.status).toBe(201);
    const gone = await call(t.app, 'POST', '/api/matches', {
      token,
      body: { team1: 'Gone', team2: 'Away', dateTime: future(), status: 'Active' },
    });
    expect((await call(t.app, 'DELETE', `/api/matches/${gone.body._id}`, { token })).status).toBe(200);

    const list = await call(t.app, 'GET', '/api/audit?limit=5', { token });
    expect(list.status).toBe(200);
    const [deleted, created, groupCreate, matchCreate, creditAdd] = list.body.entries;
    const lions = { _id: match.body._id, team1: 'Lions', team2: 'Tigers' };
    expect(creditAdd).toMatchObject({
      action: 'credit.add',
      clubName: 'Home Club',
      member: { _id: rahul.id, firstName: 'Rahul', lastName: 'Sharma' },
      match: null,
      // The existing fields stay as they were.
      entityId: rahul.id,
      after: { credits: 100, amount: 100 },
    });
    expect(matchCreate).toMatchObject({ action: 'match.create', member: null, match: lions });
    expect(groupCreate).toMatchObject({ action: 'group.create', entityId: group.body._id, match: lions });
    expect(created).toMatchObject({ action: 'match.create', match: null, before: null, after: { team1: 'Gone' } });
    expect(deleted).toMatchObject({ action: 'match.delete', match: null, before: { team1: 'Gone' } });

    // A renamed match reads with its name now; an Admin sees every club's name.
    await call(t.app, 'PUT', `/api/matches/${match.body._id}`, {
      token,
      body: { team1: 'Lions', team2: 'Bears', dateTime: future(), status: 'Active' },
    });
    const admin = await call(t.app, 'GET', '/api/audit?action=group.create&limit=100', { token: cast.admin.token });
    const row = admin.body.entries.find((e: { entityId: string }) => e.entityId === group.body._id);
    expect(row).toMatchObject({ clubName: 'Home Club', match: { team2: 'Bears' } });
    const clubs = await call(t.app, 'GET', '/api/audit?limit=100', { token: cast.admin.token });
    const deletedClub = clubs.body.entries.find((e: { action: string }) => e.action === 'club.delete');
    expect(deletedClub).toMatchObject({ clubName: null, before: { clubName: 'Audit CC' } });
  });

  it('the database refuses to change, delete or truncate audit rows', async () => {
    const [before] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
    expect(before?.n).toBeGreaterThan(0);
    await expect(t.db.execute(sql`update audit_log set action = 'club.create'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [after] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
    expect(after?.n).toBe(before?.n);
  });

  it('a write whose audit row fails leaves nothing: the write, its notification and its audit row go together', async () => {
    const member = await createUser(t.app, { clubId: cast.club.clubId });
    await t.db.execute(
      sql`alter table audit_log add constraint test_no_credit check (action <> 'credit.add') not valid`,
    );
    try {
      const res = await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, {
        token: cast.club.manager.token,
        body: { creditAmount: 10 },
      });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint test_no_credit`);
    }
    const [row] = await queryRows<{ credits: string; notes: number }>(
      t.db,
      sql`select u.credits::text, (select count(*)::int from user_notifications n where n.user_id = u.id) as notes
          from users u where u.id = ${member.id}::uuid`,
    );
    expect(row).toEqual({ credits: '0', notes: 0 });
  });
});

describe('audit trail of account handovers', () => {
  const t = useTestApp();
  const cast = useCast(t);

  it('records a staff password reset and a new welcome link, naming the member and keeping neither secret', async () => {
    const token = cast.club.manager.token;
    const member = await createUser(t.app, { clubId: cast.club.clubId });
    const reset = await call(t.app, 'PUT', `/api/users/reset-password/${member.id}`, { token });
    expect(reset.status).toBe(200);
    const imported = await call(t.app, 'POST', `/api/clubs/${cast.club.clubId}/members/import`, {
      token,
      body: { csv: `firstName,lastName,phoneNumber\nWendy,Welcome,${nextPhone()}\n` },
    });
    expect(imported.status).toBe(201);
    const newcomer = imported.body.rows[0].memberId as string;
    const renewed = await call(t.app, 'POST', `/api/users/welcome-link/${newcomer}`, { token });
    expect(renewed.status).toBe(200);

    const list = await call(t.app, 'GET', '/api/audit?limit=5', { token });
    const entries = list.body.entries as { action: string }[];
    expect(entries.map((e) => e.action)).toEqual(['welcome_link.create', 'member.add', 'password.reset']);
    const [link, , password] = entries;
    expect(password).toMatchObject({
      action: 'password.reset',
      clubId: cast.club.clubId,
      entity: 'member',
      entityId: member.id,
      member: { _id: member.id },
      before: null,
    });
    expect(link).toMatchObject({
      action: 'welcome_link.create',
      clubId: cast.club.clubId,
      entityId: newcomer,
      member: { firstName: 'Wendy', lastName: 'Welcome' },
    });
    // Neither the temporary password nor the link's token is written down anywhere in the trail.
    const trail = JSON.stringify(list.body.entries);
    expect(trail).not.toContain(reset.body.temporaryPassword);
    expect(trail).not.toContain(renewed.body.welcomeLink.split('/welcome/')[1]);
  });
});
