import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { buildTestApp, call, type TestApp } from '../../helpers/app';
import { type Cast, createCast, createMatch, createUser, type UserFixture } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';

/** Design-contests section 1: Fantasy Team groups through the API, every rule and text in its order. */
describe('Fantasy Team groups', () => {
  let t: TestApp;
  let cast: Cast;
  let mate: UserFixture;
  const names = (prefix: string) => Array.from({ length: 7 }, (_, i) => `${prefix}${i + 1}`);

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createCast(t.app, { memberCredits: 1_000_000n });
    mate = await createUser(t.app, { clubId: cast.club.clubId, credits: 1_000_000n, firstName: 'Mate' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const manager = () => cast.club.manager.token;

  /** A match whose 14 slots have players; team 1's slot "0" costs 9.5, team 2's slot "0" costs 11, the rest 8. */
  async function fantasyMatch(opts: { team1Names?: string[] } = {}) {
    const match = await createMatch(t.app, cast.club.clubId);
    const res = await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: manager(),
      body: {
        team1Players: opts.team1Names ?? names('Lion'),
        team2Players: names('Tiger'),
        team1Credits: { '0': 9.5 },
        team2Credits: { '0': 11 },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return match;
  }

  async function fantasyGroup(matchId: string, fields: Record<string, unknown> = {}) {
    const res = await call(t.app, 'POST', '/api/groups', {
      token: manager(),
      body: {
        matchId,
        betType: 'Fantasy Team',
        betAmount: 10,
        winnerShare1: 50,
        winnerShare2: 30,
        winnerShare3: 10,
        status: 'Active',
        ...fields,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { _id: string; teamSize: number; maxTeams: number; creditBudget: number };
  }

  const enter = (token: string, groupId: string, body: unknown, headers?: Record<string, string>) =>
    call(t.app, 'POST', `/api/groups/${groupId}/teams`, { token, body, headers });

  /** Balance (paise), pool (paise) and the group's teams: what every refusal must leave as it was. */
  async function state(groupId: string, userId: string) {
    const [row] = await queryRows<{ credits: string; pool: string; teams: number }>(
      t.app.db,
      sql`select (select credits::text from users where id = ${userId}::uuid) as credits,
                 (select coalesce(sum(amount), 0)::text from group_pool_slots where group_id = ${groupId}::uuid) as pool,
                 (select count(*)::int from bets where group_id = ${groupId}::uuid) as teams`,
    );
    return row;
  }

  const team = (players: string[], captain: string, viceCaptain: string) => ({ players, captain, viceCaptain });
  /** 5 players at 8 credits: exactly the default budget, 40. */
  const TEAM = team(['2', '3', 'B', 'C', 'D'], '2', 'B');

  it('keeps teamSize, maxTeams and creditBudget on Fantasy Team groups (defaults 5, 1, 8 x teamSize) and null on others', async () => {
    const match = await fantasyMatch();
    const defaults = await fantasyGroup(match.id);
    expect(defaults).toMatchObject({ teamSize: 5, maxTeams: 1, creditBudget: 40 });
    const six = await fantasyGroup(match.id, { teamSize: 6 });
    expect(six).toMatchObject({ teamSize: 6, maxTeams: 1, creditBudget: 48 });
    const set = await fantasyGroup(match.id, { teamSize: 4, maxTeams: 3, creditBudget: 43.5 });
    expect(set).toMatchObject({ teamSize: 4, maxTeams: 3, creditBudget: 43.5 });
    const other = await call(t.app, 'POST', '/api/groups', {
      token: manager(),
      body: {
        matchId: match.id,
        betType: 'Multi Betters',
        betAmount: 10,
        winnerShare1: 50,
        winnerShare2: 30,
        winnerShare3: 10,
        teamSize: 4,
      },
    });
    expect(other.status).toBe(201);
    expect(other.body).toMatchObject({ teamSize: null, maxTeams: null, creditBudget: null });
    const edited = await call(t.app, 'PUT', `/api/groups/${set._id}`, {
      token: manager(),
      body: { betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10, maxTeams: 5 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ betType: 'Fantasy Team', teamSize: 4, maxTeams: 5, creditBudget: 43.5 });
    for (const [fields, text] of [
      [{ teamSize: 2 }, messages.teamSizeInvalid],
      [{ teamSize: 8 }, messages.teamSizeInvalid],
      [{ teamSize: 4.5 }, messages.teamSizeInvalid],
      [{ maxTeams: 0 }, messages.maxTeamsInvalid],
      [{ maxTeams: 6 }, messages.maxTeamsInvalid],
      [{ creditBudget: 0.5 }, messages.creditBudgetInvalid],
      [{ creditBudget: 1000.1 }, messages.creditBudgetInvalid],
      [{ creditBudget: 40.25 }, messages.creditBudgetInvalid],
      [{ creditBudget: 'lots' }, messages.creditBudgetInvalid],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/groups', {
        token: manager(),
        body: {
          matchId: match.id,
          betType: 'Fantasy Team',
          betAmount: 10,
          winnerShare1: 50,
          winnerShare2: 30,
          winnerShare3: 10,
          ...fields,
        },
      });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.message).toBe(text);
    }
  });

  it('sets player prices with Add Players (6 to 11 in steps of 0.5, default 8) and answers them on the match', async () => {
    const match = await fantasyMatch();
    const read = await call(t.app, 'GET', `/api/groups/${(await fantasyGroup(match.id))._id}`, {
      token: cast.member.token,
    });
    expect(read.body.match.Team1Credits).toEqual({ '0': 9.5, '1': 8, '2': 8, '3': 8, '4': 8, '5': 8, '6': 8 });
    expect(read.body.match.Team2Credits['0']).toBe(11);
    for (const credits of [5.5, 11.5, 7.25, 'eight', true]) {
      const res = await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
        token: manager(),
        body: { team1Players: names('Lion'), team2Players: names('Tiger'), team1Credits: { '1': credits } },
      });
      expect(res.status, String(credits)).toBe(400);
      expect(res.body.message).toBe(messages.playerCreditsInvalid);
    }
    // Without prices the stored ones stay.
    const kept = await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: manager(),
      body: { team1Players: names('Lion'), team2Players: names('Tiger') },
    });
    expect(kept.body.Team1Credits['0']).toBe(9.5);
  });

  it('refuses in the design order, each refusal changing nothing; exactly the budget is allowed', async () => {
    const match = await fantasyMatch({ team1Names: ['Lion1', 'Lion2', 'Lion3', 'Lion4', 'Lion5', 'Lion6', ''] });
    const group = await fantasyGroup(match.id, { teamSize: 5, maxTeams: 2, creditBudget: 42.5 });
    const plain = await call(t.app, 'POST', '/api/groups', {
      token: manager(),
      body: {
        matchId: match.id,
        betType: 'Multi Betters',
        betAmount: 10,
        winnerShare1: 50,
        winnerShare2: 30,
        winnerShare3: 10,
        status: 'Active',
      },
    });
    const closed = await fantasyGroup(match.id, { status: 'Inactive' });
    const before = await state(group._id, cast.member.id);
    const refusals: [string, unknown, number, string][] = [
      [plain.body._id, TEAM, 400, messages.groupTakesNoTeams],
      [closed._id, TEAM, 409, messages.bettingClosed],
      // Check 2 before 3 and 4: four players, all of team 1, no captain.
      [group._id, team(['1', '2', '3', '4'], '', ''), 400, 'Pick exactly 5 players'],
      [group._id, team(['1', '1', 'A', 'B', 'C'], '1', 'A'), 400, 'Pick exactly 5 players'],
      // Slot "6" of team 1 has no player.
      [group._id, team(['7', '2', 'A', 'B', 'C'], '2', 'A'), 400, 'Pick exactly 5 players'],
      [group._id, team(['1', '2', '3', '4', '5'], '', ''), 400, messages.teamNeedsBothSides],
      [group._id, team(['1', '2', 'A', 'B', 'C'], '1', '1'), 400, messages.captainsInvalid],
      [group._id, team(['1', '2', 'A', 'B', 'C'], '3', 'A'), 400, messages.captainsInvalid],
      [group._id, team(['1', '2', 'A', 'B', 'C'], '1', ''), 400, messages.captainsInvalid],
      // 9.5 + 8 + 11 + 8 + 8 = 44.5 > 42.5.
      [group._id, team(['1', '2', 'A', 'B', 'C'], '1', 'A'), 400, 'This team costs 44.5 credits; the budget is 42.5'],
    ];
    for (const [groupId, body, status, text] of refusals) {
      const res = await enter(cast.member.token, groupId, body);
      expect(res.status, text).toBe(status);
      expect(res.body.message).toBe(text);
      expect(await state(group._id, cast.member.id)).toEqual(before);
    }
    // 9.5 + 8 + 8 + 8 + 8 = 41.5; with A (11) 44.5; 2 + 3 + 4 + A + B = 43 > 42.5; 1 + 2 + 3 + B + C = 41.5.
    const exact = await fantasyGroup(match.id, { creditBudget: 41.5, maxTeams: 2 });
    const ok = await enter(cast.member.token, exact._id, team(['1', '2', '3', 'B', 'C'], '2', 'b'));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({
      message: messages.teamEntered,
      team: {
        group: exact._id,
        players: ['1', '2', '3', 'B', 'C'],
        captain: '2',
        viceCaptain: 'B',
        credits: 41.5,
        points: null,
        rank: null,
      },
    });
    expect(ok.body.balance).toBe(Number(before?.credits) / 100 - 10);
    const after = await state(exact._id, cast.member.id);
    expect(after).toMatchObject({ pool: '1000', teams: 1 });
    // Check 6: the same players with the same captains (in any order and case), 409.
    const again = await enter(cast.member.token, exact._id, team(['c', 'B', '3', '2', '1'], '2', 'B'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.teamAlreadyEntered);
    // Another vice-captain is another team; a third is one too many (maxTeams 2).
    expect((await enter(cast.member.token, exact._id, team(['1', '2', '3', 'B', 'C'], '2', 'C'))).status).toBe(201);
    const third = await enter(cast.member.token, exact._id, team(['1', '2', '3', 'B', 'C'], '1', 'C'));
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('You have entered the most teams allowed in this group (2)');
    expect(await state(exact._id, cast.member.id)).toMatchObject({ pool: '2000', teams: 2 });
    // Check 8: the bets' text, naming the fee and the balance.
    const poor = await createUser(t.app, { clubId: cast.club.clubId, credits: 999n });
    const short = await enter(poor.token, exact._id, team(['1', '2', '3', 'B', 'C'], '2', 'B'));
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Insufficient credits. You need RS10 but only have RS9.99');
    expect(await state(exact._id, poor.id)).toEqual({ credits: '999', pool: '2000', teams: 2 });
    await expectLedgerBalanced(t.app.db);
  });

  it('lets only Members of the club enter (staff 403, another club 404) and replays an Idempotency-Key', async () => {
    const match = await fantasyMatch();
    const group = await fantasyGroup(match.id);
    expect((await enter(manager(), group._id, TEAM)).status).toBe(403);
    expect((await enter(cast.admin.token, group._id, TEAM)).status).toBe(403);
    const stranger = await createUser(t.app, { clubId: cast.other.clubId, credits: 100_000n });
    const away = await enter(stranger.token, group._id, TEAM);
    expect(away.status).toBe(404);
    expect(away.body.message).toBe(messages.groupNotFound);
    const headers = { 'idempotency-key': 'fantasy-entry-1' };
    const first = await enter(mate.token, group._id, TEAM, headers);
    expect(first.status).toBe(201);
    const replay = await enter(mate.token, group._id, TEAM, headers);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await state(group._id, mate.id)).toMatchObject({ pool: '1000', teams: 1 });
    const reused = await enter(mate.token, group._id, team(['2', '3', 'B', 'C', 'E'], '2', 'B'), headers);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(messages.idempotencyKeyReused);
  });

  it('checks each entry against the prices of that moment, right after they change', async () => {
    const match = await fantasyMatch();
    const group = await fantasyGroup(match.id);
    // The first entry has the server read the group's sheet (it keeps it to check the next entries against).
    expect((await enter(cast.member.token, group._id, TEAM)).status).toBe(201);
    // Team 1's slot "1" (code 2) now costs 9: TEAM is 41 credits against the budget of 40.
    const repriced = await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: manager(),
      body: { team1Players: names('Lion'), team2Players: names('Tiger'), team1Credits: { '1': 9 } },
    });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    const before = await state(group._id, mate.id);
    const over = await enter(mate.token, group._id, TEAM);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('This team costs 41 credits; the budget is 40');
    expect(await state(group._id, mate.id)).toEqual(before);
    const cheaper = await enter(mate.token, group._id, team(['3', '4', 'B', 'C', 'D'], '3', 'B'));
    expect(cheaper.status, JSON.stringify(cheaper.body)).toBe(201);
    expect(cheaper.body.team.credits).toBe(40);
    // Slot "6" of team 1 loses its player: a team naming code 7 is refused by check 2 at once.
    const renamed = await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: manager(),
      body: { team1Players: names('Lion').slice(0, 6), team2Players: names('Tiger') },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const third = await createUser(t.app, { clubId: cast.club.clubId, credits: 100_000n });
    const gone = await enter(third.token, group._id, team(['3', '7', 'B', 'C', 'D'], '3', 'B'));
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe('Pick exactly 5 players');
    expect(await state(group._id, third.id)).toMatchObject({ credits: '100000', teams: 2 });
    await expectLedgerBalanced(t.app.db);
  });

  it("keeps maxTeams and the balance when a member's entries race", async () => {
    const match = await fantasyMatch();
    const group = await fantasyGroup(match.id, { maxTeams: 2 });
    const racer = await createUser(t.app, { clubId: cast.club.clubId, credits: 100_000n });
    const teams = [
      TEAM,
      team(['2', '3', 'B', 'C', 'D'], '3', 'B'),
      team(['2', '3', 'B', 'C', 'D'], '2', 'C'),
      team(['2', '3', 'B', 'C', 'D'], 'D', 'B'),
    ];
    const answers = await Promise.all(teams.map((body) => enter(racer.token, group._id, body)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.message).toBe('You have entered the most teams allowed in this group (2)');
    }
    expect(await state(group._id, racer.id)).toEqual({ credits: '98000', pool: '2000', teams: 2 });
    await expectLedgerBalanced(t.app.db);
  });

  it("hides others' teams before the deadline and shows everyone's, ranked, after it; edits only while open", async () => {
    const match = await fantasyMatch();
    const group = await fantasyGroup(match.id, { maxTeams: 2, creditBudget: 100 });
    const mine = await enter(cast.member.token, group._id, TEAM);
    const theirs = await enter(mate.token, group._id, team(['3', '4', 'D', 'E', 'F'], '3', 'D'));
    expect(theirs.status).toBe(201);
    const url = `/api/groups/${group._id}/teams`;
    const own = await call(t.app, 'GET', url, { token: cast.member.token });
    expect(own.status).toBe(200);
    expect(own.body.entries).toBe(2);
    expect(own.body.teams.map((x: { _id: string }) => x._id)).toEqual([mine.body.team._id]);
    expect(own.body.teams[0].owner).toBeUndefined();
    expect((await call(t.app, 'GET', url, { token: manager() })).body).toEqual({ entries: 2, teams: [] });
    expect((await call(t.app, 'GET', url, { token: cast.admin.token })).body.teams).toEqual([]);
    const stranger = await createUser(t.app, { clubId: cast.other.clubId });
    expect((await call(t.app, 'GET', url, { token: stranger.token })).status).toBe(404);
    // The group's bet list names no team's players before the result.
    const bets = await call(t.app, 'GET', `/api/bets/group/${group._id}`, { token: cast.member.token });
    expect(bets.body.map((b: { combination: string }) => b.combination)).toEqual(['', '']);

    // PUT: the owner, betting open, checks 2 to 6.
    const put = (token: string, id: string, body: unknown) =>
      call(t.app, 'PUT', `/api/fantasy-teams/${id}`, { token, body });
    const saved = await put(cast.member.token, mine.body.team._id, team(['1', '2', 'A', 'B', 'D'], 'D', '1'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      message: messages.teamSaved,
      team: { players: ['1', '2', 'A', 'B', 'D'], captain: 'D', viceCaptain: '1' },
    });
    expect((await put(mate.token, mine.body.team._id, TEAM)).status).toBe(404);
    expect((await put(cast.member.token, mine.body.team._id, team(['1', '2'], '1', '2'))).body.message).toBe(
      'Pick exactly 5 players',
    );
    const second = await enter(cast.member.token, group._id, TEAM);
    const same = await put(cast.member.token, second.body.team._id, team(['1', '2', 'A', 'B', 'D'], 'D', '1'));
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(messages.teamAlreadyEntered);

    // The deadline: the match starts.
    await t.app.db.execute(
      sql`update matches set date_time = now() - interval '1 minute' where id = ${match.id}::uuid`,
    );
    const late = await put(cast.member.token, mine.body.team._id, TEAM);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(messages.bettingClosed);
    const lateEntry = await enter(mate.token, group._id, team(['1', '2', 'A', 'B', 'G'], '1', 'A'));
    expect(lateEntry.status).toBe(409);
    for (const token of [mate.token, manager(), cast.admin.token]) {
      const all = await call(t.app, 'GET', url, { token });
      expect(all.body.entries).toBe(3);
      expect(all.body.teams).toHaveLength(3);
      expect(all.body.teams.every((x: { owner?: unknown }) => x.owner !== undefined)).toBe(true);
    }
  });

  it('scores exact half points (captain 2x, vice-captain 1.5x), rescoring on every save, and settles ties as bets do', async () => {
    const match = await fantasyMatch();
    const group = await fantasyGroup(match.id, { betAmount: 3.33, maxTeams: 2, creditBudget: 100 });
    const third = await createUser(t.app, { clubId: cast.club.clubId, credits: 100_000n });
    // A and B will tie; A entered first, so A gets the leftover paisa of the shared 1st place.
    const a = await enter(cast.member.token, group._id, team(['1', '2', 'A', 'B', 'C'], '1', 'A'));
    const b = await enter(mate.token, group._id, team(['1', '2', 'A', 'B', 'D'], '1', 'A'));
    const c = await enter(third.token, group._id, team(['3', '4', 'E', 'F', 'G'], '3', 'E'));
    for (const res of [a, b, c]) expect(res.status, JSON.stringify(res.body)).toBe(201);
    await t.app.db.execute(
      sql`update matches set date_time = now() - interval '1 minute' where id = ${match.id}::uuid`,
    );

    // Only the vice-captain scores 7: 10.5 points.
    const zeros = [0, 0, 0, 0, 0, 0, 0];
    const saved = await call(t.app, 'POST', '/api/results', {
      token: manager(),
      body: { matchId: match.id, team1Scores: zeros, team2Scores: [7, 0, 0, 0, 0, 0, 0] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const url = `/api/groups/${group._id}/teams`;
    let board = (await call(t.app, 'GET', url, { token: cast.member.token })).body.teams;
    expect(board.map((x: { points: number }) => x.points)).toEqual([10.5, 10.5, 0]);
    expect(board.map((x: { rank: number }) => x.rank)).toEqual([1, 1, 2]);

    // A new save rescores: captain 1 on 4 (8), A on 7 (10.5), C on 1 and D on 1; E (vice-captain of c) on 3.
    const updated = await call(t.app, 'PUT', `/api/results/${saved.body._id}`, {
      token: manager(),
      body: { team1Scores: [4, 0, 0, 0, 0, 0, 0], team2Scores: [7, 0, 1, 1, 3, 0, 0] },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    board = (await call(t.app, 'GET', url, { token: cast.member.token })).body.teams;
    // a: 4x2 + 7x1.5 + 1 = 19.5; b: the same with D = 19.5; c: 3x1.5 = 4.5.
    expect(board.map((x: { _id: string; points: number }) => [x._id, x.points])).toEqual([
      [a.body.team._id, 19.5],
      [b.body.team._id, 19.5],
      [c.body.team._id, 4.5],
    ]);
    const standings = await call(t.app, 'GET', `/api/groups/${group._id}/standings`, { token: cast.member.token });
    expect(standings.status).toBe(200);
    expect(standings.body.rows.map((r: { score: number }) => r.score)).toEqual([19.5, 19.5, 4.5]);

    const approved = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, { token: manager() });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // Pool 999: 1st 50% = 499 shared by a and b (249 each, the leftover paisa to a, entered first); 2nd 30% = 299.
    const winners = await call(t.app, 'GET', `/api/winners/group/${group._id}`, { token: cast.member.token });
    const paid = (list: { bet: string; amountWon: number; score: number }[]) =>
      list.map((w) => [w.bet, w.amountWon, w.score]);
    expect(paid(winners.body.firstWinners)).toEqual([
      [a.body.team._id, 2.5, 19.5],
      [b.body.team._id, 2.49, 19.5],
    ]);
    expect(paid(winners.body.secondWinners)).toEqual([[c.body.team._id, 2.99, 4.5]]);
    const results = await queryRows<{ id: string; result: string }>(
      t.app.db,
      sql`select id, result::text as result from bets where group_id = ${group._id}::uuid order by seq`,
    );
    expect(results.map((r) => r.result)).toEqual(['Win', 'Win', 'Win']);
    await expectLedgerBalanced(t.app.db);
  });

  it('refunds every entry when the match is abandoned', async () => {
    const match = await fantasyMatch();
    const group = await fantasyGroup(match.id, { maxTeams: 2 });
    const before = await state(group._id, cast.member.id);
    expect((await enter(cast.member.token, group._id, TEAM)).status).toBe(201);
    expect((await enter(cast.member.token, group._id, team(['2', '3', 'B', 'C', 'D'], '3', 'B'))).status).toBe(201);
    expect((await enter(mate.token, group._id, TEAM)).status).toBe(201);
    const abandoned = await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: manager() });
    expect(abandoned.status, JSON.stringify(abandoned.body)).toBe(200);
    expect(abandoned.body).toMatchObject({ refunded: 30, bets: 3 });
    expect((await state(group._id, cast.member.id))?.credits).toBe(before?.credits);
    await expectLedgerBalanced(t.app.db);
  });

  it('lets one of two racing requests take the last entry: balance for one fee, or one entry left', async () => {
    const match = await fantasyMatch();
    const group = await fantasyGroup(match.id, { maxTeams: 2 });
    const racer = await createUser(t.app, { clubId: cast.club.clubId, credits: 1000n });
    const bodies = [TEAM, team(['2', '3', 'B', 'C', 'E'], '2', 'B')];
    const broke = await Promise.all(bodies.map((body) => enter(racer.token, group._id, body)));
    expect(broke.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await state(group._id, racer.id)).toEqual({ credits: '0', pool: '1000', teams: 1 });

    const single = await fantasyGroup(match.id, { maxTeams: 1 });
    const rich = await createUser(t.app, { clubId: cast.club.clubId, credits: 100_000n });
    const raced = await Promise.all(bodies.map((body) => enter(rich.token, single._id, body)));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await state(single._id, rich.id)).toEqual({ credits: '99000', pool: '1000', teams: 1 });
    await expectLedgerBalanced(t.app.db);
  });
});
