import { describe, expect, it } from 'vitest';
import { DEMO_SQUADS, seedDemoData } from '../../../src/modules/demo/seed';
import { call, useTestApp } from '../../helpers/app';
import { expectLedgerBalanced } from '../../helpers/ledger';

const t = useTestApp();

describe('demo data', () => {
  it('seeds a club with members, an upcoming and a settled match, once', async () => {
    const logins = await seedDemoData(t.app);
    expect(logins?.map((l) => l.role)).toEqual(['Admin', 'Manager', 'Member', 'Member', 'Member']);
    await expectLedgerBalanced(t.db);

    const login = async (phone: string, password: string) =>
      (await call(t.app, 'POST', '/api/users/login', { body: { phoneNumber: phone, password } })).body;
    const member = await login('9000000003', 'member123');
    const profile = (await call(t.app, 'GET', '/api/users/profile', { token: member.token })).body;
    expect(profile.memberOf.clubName).toBe('Mumbai Strikers Club');
    expect(profile.referralCount).toBe(1);

    const matches = (await call(t.app, 'GET', `/api/matches/club/${profile.memberOf._id}`, { token: member.token }))
      .body;
    const statuses = matches.map((m: { status: string }) => m.status).sort();
    expect(statuses).toEqual(['Active', 'Active', 'Announced', 'Inactive']);
    const upcoming = matches.find((m: { team1: string }) => m.team1 === 'England');
    // Every match lists its own teams' players, all seven of each.
    for (const m of matches as { team1: string; team2: string; Team1Players: object; Team2Players: object }[]) {
      expect(Object.values(m.Team1Players)).toEqual(DEMO_SQUADS[m.team1]);
      expect(Object.values(m.Team2Players)).toEqual(DEMO_SQUADS[m.team2]);
    }
    expect(new Set(matches.map((m: { team1: string }) => m.team1)).size).toBe(4);
    const groups = (await call(t.app, 'GET', `/api/groups/match/${upcoming._id}`, { token: member.token })).body;
    expect(groups).toHaveLength(2);

    const settled = matches.find((m: { status: string }) => m.status === 'Announced');
    expect(settled.prizeShareStatus).not.toBeNull();
    const manager = await login('9000000002', 'manager123');
    const history = (await call(t.app, 'GET', `/api/transactions/${manager._id}`, { token: manager.token })).body;
    expect(history.length).toBeGreaterThan(0);

    // A restart with data in place seeds nothing more but still knows the logins.
    expect(await seedDemoData(t.app)).toEqual(logins);
    const again = (await call(t.app, 'GET', `/api/matches/club/${profile.memberOf._id}`, { token: member.token })).body;
    expect(again).toHaveLength(4);
  });
});
