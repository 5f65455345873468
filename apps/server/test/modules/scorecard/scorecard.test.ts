import { combinationScore } from '@wicket/shared/combinations';
import { messages } from '@wicket/shared/messages';
import { DEFAULT_POINTS_SYSTEM, EMPTY_FIGURES, type PlayerFigures, scoreFigures } from '@wicket/shared/points';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, bets, groups, matches, results, scorecards } from '../../../src/db/schema';
import { call } from '../../helpers/app';
import { createGroup, createMatch, createUser, useCastApp } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { type EventStream, openEventStream } from '../../helpers/sse';
import { placeTestBets } from '../groups/place-bets';

/**
 * PUT and GET /api/matches/{id}/scorecard (design-season section 2): scored by the club's points system, saved as a
 * result save is (and so moving bets and standings exactly as the same scores typed by hand), kept with the table it
 * was scored with, replaced by a hand-typed result, and refused as the design says.
 */

const { t, club, other, member, admin } = useCastApp({ memberCredits: 1_000_000n });

const streams: EventStream[] = [];
afterAll(() => {
  for (const s of streams) s.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (matchId: string) => `/api/matches/${matchId}/scorecard`;
const fig = (f: Partial<PlayerFigures> = {}): PlayerFigures => ({ ...EMPTY_FIGURES, played: true, ...f });

/** Figures with something of every kind: a fifty with boundaries, a duck, a haul with a maiden, catches, the rest. */
const TEAM1: PlayerFigures[] = [
  fig({ runs: 54, balls: 30, fours: 6, sixes: 2, out: true }),
  fig({ runs: 0, balls: 3, out: true }),
  fig({ ballsBowled: 24, maidens: 1, runsConceded: 18, wickets: 3, lbwBowled: 1 }),
  fig({ runs: 12, balls: 10, catches: 3 }),
  fig({ stumpings: 1, runOutsDirect: 1, runOutsIndirect: 1 }),
  fig(),
  { ...EMPTY_FIGURES },
];
const TEAM2: PlayerFigures[] = [
  fig({ runs: 101, balls: 60, fours: 10, sixes: 4, ballsBowled: 6, runsConceded: 20 }),
  fig({ runs: 5, balls: 12, out: true, catches: 1 }),
  fig({ ballsBowled: 24, runsConceded: 50, wickets: 5, lbwBowled: 2 }),
  fig({ runs: 30, balls: 20, fours: 2, sixes: 1 }),
  { ...EMPTY_FIGURES },
  fig({ runOutsIndirect: 2 }),
  fig({ runs: 1, balls: 1 }),
];
const BODY = { team1: TEAM1, team2: TEAM2 };

const TEAM1_NAMES = { 0: 'Asha Rao', 1: 'Bina Das', 2: 'Chitra Iyer', 3: 'Divya Nair', 4: 'Esha Pal', 5: 'Farah Ali' };
const TEAM2_NAMES = { 0: 'Gita Sen', 2: 'Hema Roy', 3: 'Indu Bose', 6: 'Jaya Menon' };

/** A match of the club with named slots (blank ones left out), starting tomorrow. */
async function namedMatch(clubId = club.clubId) {
  const match = await createMatch(t.app, clubId, { team1: 'Lions', team2: 'Tigers' });
  await t.db
    .update(matches)
    .set({ team1Players: TEAM1_NAMES, team2Players: TEAM2_NAMES })
    .where(eq(matches.id, match.id));
  return match;
}

const points = (rows: PlayerFigures[]) => rows.map((f) => scoreFigures(f, DEFAULT_POINTS_SYSTEM).points);

/** The 14 players the answers carry, scored by `system`. */
function expectedPlayers(system = DEFAULT_POINTS_SYSTEM, team1 = TEAM1, team2 = TEAM2) {
  const team = (codes: string[], teamName: string, names: Record<number, string>, rows: PlayerFigures[]) =>
    codes.map((code, i) => ({
      code,
      team: teamName,
      name: names[i] ?? null,
      ...scoreFigures(rows[i] as PlayerFigures, system),
    }));
  return [
    ...team(['1', '2', '3', '4', '5', '6', '7'], 'Lions', TEAM1_NAMES, team1),
    ...team(['A', 'B', 'C', 'D', 'E', 'F', 'G'], 'Tigers', TEAM2_NAMES, team2),
  ];
}

async function saved(matchId: string) {
  const [result] = await t.db.select().from(results).where(eq(results.matchId, matchId));
  const [scorecard] = await t.db.select().from(scorecards).where(eq(scorecards.matchId, matchId));
  const [match] = await t.db.select({ status: matches.status }).from(matches).where(eq(matches.id, matchId));
  return { result, scorecard, status: match?.status };
}

async function auditOf(matchId: string) {
  return t.db
    .select({ action: auditLog.action, entity: auditLog.entity, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.entityId, matchId))
    .orderBy(asc(auditLog.seq));
}

describe('PUT /api/matches/{id}/scorecard', () => {
  it("scores each slot by the club's points system, saves the result, and answers the players in slot order", async () => {
    const match = await namedMatch();
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(url, { authorization: `Bearer ${member.token}` });
    streams.push(stream);

    const res = await call(t.app, 'PUT', urlOf(match.id), { token: club.manager.token, body: BODY });
    expect(res.status).toBe(200);
    const players = expectedPlayers();
    expect(res.body).toEqual({
      message: messages.scorecardSaved,
      result: { team1Scores: points(TEAM1), team2Scores: points(TEAM2) },
      players,
    });
    // Hand-counted by the default table, so the test does not only repeat scoreFigures.
    // Asha: 54 + 6 + 4 (two sixes) + 8 (fifty) + 6 (strike rate 180) + 4 (played)
    expect(res.body.players[0]).toMatchObject({ code: '1', team: 'Lions', name: 'Asha Rao', points: 82 });
    // Bina: a duck off 3 balls (too few for a strike rate)
    expect(res.body.players[1].breakdown).toEqual([
      { item: 'duck', points: -2 },
      { item: 'played', points: 4 },
    ]);
    // Divya: 12 off 10 (strike rate 120: 0) and three catches
    expect(res.body.players[3].points).toBe(12 + 24 + 4 + 4);
    // the one who did not play, and a blank slot of team 2
    expect(res.body.players[6]).toEqual({ code: '7', team: 'Lions', name: null, points: 0, breakdown: [] });
    expect(res.body.players[8]).toMatchObject({ code: 'B', team: 'Tigers', name: null });

    const row = await saved(match.id);
    expect(row.status).toBe('Ongoing');
    expect(row.result).toMatchObject({ team1Scores: points(TEAM1), team2Scores: points(TEAM2) });
    expect(row.scorecard).toMatchObject({
      source: 'manual',
      figures: BODY,
      pointsSystemName: 'T20 standard',
      pointsTable: {
        values: DEFAULT_POINTS_SYSTEM.values,
        economyMinBalls: DEFAULT_POINTS_SYSTEM.economyMinBalls,
        economy: DEFAULT_POINTS_SYSTEM.economy,
        strikeRateMinBalls: DEFAULT_POINTS_SYSTEM.strikeRateMinBalls,
        strikeRate: DEFAULT_POINTS_SYSTEM.strikeRate,
      },
    });

    // One audit row, the scorecard's: not a result.create beside it.
    const audit = await auditOf(match.id);
    expect(audit).toEqual([
      {
        action: 'scorecard.update',
        entity: 'scorecard',
        before: null,
        after: {
          match: match.id,
          source: 'manual',
          pointsSystem: 'T20 standard',
          team1Scores: points(TEAM1),
          team2Scores: points(TEAM2),
          figures: BODY,
        },
      },
    ]);
    const [resultRow] = await t.db.select({ id: results.id }).from(results).where(eq(results.matchId, match.id));
    const resultAudit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, resultRow?.id ?? UNKNOWN_ID));
    expect(resultAudit).toEqual([]);

    // The match event after commit, as a typed result sends it.
    const event = await stream.waitFor(
      (e) => e.event === 'match' && (e.data as { matchId: string }).matchId === match.id,
    );
    expect(event.data).toEqual({ matchId: match.id, clubId: club.clubId, status: 'Ongoing' });

    const read = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: member.token });
    expect(read.body).toMatchObject({ status: 'Ongoing', result: resultRow?.id });
  });

  it('its audit row is listed under its action, named by its match, for the club only', async () => {
    const match = await namedMatch();
    expect((await call(t.app, 'PUT', urlOf(match.id), { token: club.manager.token, body: BODY })).status).toBe(200);
    const list = await call(t.app, 'GET', '/api/audit?action=scorecard.update', { token: club.manager.token });
    expect(list.status).toBe(200);
    const entry = list.body.entries.find((e: { entityId: string }) => e.entityId === match.id);
    expect(entry).toMatchObject({
      action: 'scorecard.update',
      entity: 'scorecard',
      clubId: club.clubId,
      match: { _id: match.id, team1: 'Lions', team2: 'Tigers' },
    });
    const theirs = await call(t.app, 'GET', '/api/audit?action=scorecard.update', { token: other.manager.token });
    expect(theirs.body.entries.some((e: { entityId: string }) => e.entityId === match.id)).toBe(false);
  });

  it('saves again: the same result updated, the source kept as sent, the audit row with before and after', async () => {
    const match = await namedMatch();
    const first = await call(t.app, 'PUT', urlOf(match.id), { token: club.manager.token, body: BODY });
    expect(first.status).toBe(200);
    const { result: before } = await saved(match.id);

    const team1 = TEAM1.map((f, i) => (i === 0 ? fig({ runs: 20, balls: 35, fours: 1, out: true }) : f));
    const second = await call(t.app, 'PUT', urlOf(match.id), {
      token: admin.token,
      body: { team1, team2: TEAM2, source: 'cricsheet' },
    });
    expect(second.status).toBe(200);
    expect(second.body.result.team1Scores[0]).toBe(20 + 1 - 4 + 4);
    const after = await saved(match.id);
    expect(after.result?.id).toBe(before?.id);
    expect(after.result?.team1Scores).toEqual(points(team1));
    expect(after.scorecard?.source).toBe('cricsheet');

    const audit = await auditOf(match.id);
    expect(audit.map((a) => a.action)).toEqual(['scorecard.update', 'scorecard.update']);
    expect(audit[1]?.before).toMatchObject({ source: 'manual', team1Scores: points(TEAM1), figures: BODY });
    expect(audit[1]?.after).toMatchObject({ source: 'cricsheet', team1Scores: points(team1) });
  });

  it('moves bets and provisional standings exactly as the same scores typed by hand do', async () => {
    const second = await createUser(t.app, { clubId: club.clubId, credits: 1_000_000n, firstName: 'Ravi' });
    /** Two identical matches, each with a First Better and a Multi Betters group holding the same bets. */
    async function twin() {
      const match = await namedMatch();
      const first = await createGroup(t.app, match.id, { betAmount: 1000n });
      const multi = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 500n });
      await placeTestBets(t.app, { groupId: first.id, userId: member.id, combinations: ['123', '1AB', 'CDE'] });
      await placeTestBets(t.app, { groupId: first.id, userId: second.id, combinations: ['45F', '67G', '2BG'] });
      await placeTestBets(t.app, { groupId: multi.id, userId: member.id, combinations: ['123', '3AC'] });
      await placeTestBets(t.app, { groupId: multi.id, userId: second.id, combinations: ['123', '7EF'] });
      return { match, groups: [first, multi] };
    }
    const viaScorecard = await twin();
    const viaHand = await twin();

    /** Every bet's score and each group's standings, without the ids that differ between the twins. */
    async function outcome(m: Awaited<ReturnType<typeof twin>>) {
      const scores = await t.db
        .select({ type: groups.betType, user: bets.userId, combination: bets.combination, score: bets.score })
        .from(bets)
        .innerJoin(groups, eq(groups.id, bets.groupId))
        .where(eq(bets.matchId, m.match.id))
        .orderBy(asc(groups.betType), asc(bets.userId), asc(bets.combination));
      const standings = [];
      for (const g of m.groups) {
        const res = await call(t.app, 'GET', `/api/groups/${g.id}/standings`, { token: member.token });
        expect(res.status).toBe(200);
        standings.push({ ...res.body, rows: res.body.rows.map(({ _id, ...row }: { _id: string }) => row) });
      }
      const { status, result } = await saved(m.match.id);
      return { scores, standings, status, team1: result?.team1Scores, team2: result?.team2Scores };
    }

    const card = await call(t.app, 'PUT', urlOf(viaScorecard.match.id), { token: club.manager.token, body: BODY });
    expect(card.status).toBe(200);
    const typed = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: viaHand.match.id, ...card.body.result },
    });
    expect(typed.status).toBe(201);

    const a = await outcome(viaScorecard);
    const b = await outcome(viaHand);
    expect(a).toEqual(b);
    expect(a.status).toBe('Ongoing');
    expect(a.scores).toHaveLength(10);
    for (const bet of a.scores) {
      expect(bet.score).toBe(combinationScore(bet.combination, points(TEAM1), points(TEAM2)));
    }
    expect(a.standings[0]).toMatchObject({ provisional: true, pool: 60 });
    expect(a.standings[0].rows[0].winnings).toBeGreaterThan(0);

    // A changed scorecard and the same change typed: still identical.
    const team2 = TEAM2.map((f, i) => (i === 2 ? fig({ ballsBowled: 24, runsConceded: 12, wickets: 1 }) : f));
    const again = await call(t.app, 'PUT', urlOf(viaScorecard.match.id), {
      token: club.manager.token,
      body: { team1: TEAM1, team2 },
    });
    expect(again.status).toBe(200);
    const retyped = await call(t.app, 'PUT', `/api/results/${typed.body._id}`, {
      token: club.manager.token,
      body: again.body.result,
    });
    expect(retyped.status).toBe(200);
    const a2 = await outcome(viaScorecard);
    expect(a2).toEqual(await outcome(viaHand));
    expect(a2.scores).not.toEqual(a.scores);
    await expectLedgerBalanced(t.db);
  });

  it('takes the match id in capitals too, and records the match as the database names it', async () => {
    const match = await namedMatch();
    const res = await call(t.app, 'PUT', urlOf(match.id.toUpperCase()), { token: club.manager.token, body: BODY });
    expect(res.status).toBe(200);
    expect((await saved(match.id)).scorecard?.matchId).toBe(match.id);
    expect((await auditOf(match.id)).map((a) => (a.after as { match: string }).match)).toEqual([match.id]);
    expect((await call(t.app, 'GET', urlOf(match.id.toUpperCase()), { token: member.token })).status).toBe(200);
  });

  it('a scorecard after a typed result updates that result', async () => {
    const match = await namedMatch();
    const typed = await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores: [1, 1, 1, 1, 1, 1, 1], team2Scores: [2, 2, 2, 2, 2, 2, 2] },
    });
    expect(typed.status).toBe(201);
    const res = await call(t.app, 'PUT', urlOf(match.id), { token: club.manager.token, body: BODY });
    expect(res.status).toBe(200);
    const { result } = await saved(match.id);
    expect(result).toMatchObject({ id: typed.body._id, team1Scores: points(TEAM1) });
    const audit = await auditOf(match.id);
    expect(audit.at(-1)?.before).toEqual({
      match: match.id,
      source: null,
      pointsSystem: null,
      team1Scores: [1, 1, 1, 1, 1, 1, 1],
      team2Scores: [2, 2, 2, 2, 2, 2, 2],
      figures: null,
    });
  });

  it('a result typed by hand afterwards replaces the scorecard: GET answers 404 No scorecard yet', async () => {
    const match = await namedMatch();
    const group = await createGroup(t.app, match.id);
    await placeTestBets(t.app, { groupId: group.id, userId: member.id, combinations: ['12A'] });
    expect((await call(t.app, 'PUT', urlOf(match.id), { token: club.manager.token, body: BODY })).status).toBe(200);
    const { result } = await saved(match.id);

    const typed = { team1Scores: [10, 20, 0, 0, 0, 0, 0], team2Scores: [5, 0, 0, 0, 0, 0, 0] };
    const res = await call(t.app, 'PUT', `/api/results/${result?.id}`, { token: club.manager.token, body: typed });
    expect(res.status).toBe(200);
    const after = await saved(match.id);
    expect(after.scorecard).toBeUndefined();
    expect(after.result).toMatchObject({ id: result?.id, ...typed });
    const [bet] = await t.db.select({ score: bets.score }).from(bets).where(eq(bets.groupId, group.id));
    expect(bet?.score).toBe(35);
    expect(await call(t.app, 'GET', urlOf(match.id), { token: member.token })).toMatchObject({
      status: 404,
      body: { message: messages.noScorecardYet },
    });
    // and a scorecard can be saved again over the typed result
    expect((await call(t.app, 'PUT', urlOf(match.id), { token: admin.token, body: BODY })).status).toBe(200);
    expect((await call(t.app, 'GET', urlOf(match.id), { token: member.token })).status).toBe(200);
  });

  const bad = (patch: (b: { team1: PlayerFigures[]; team2: unknown; source?: unknown }) => void) => {
    const body = structuredClone({ ...BODY }) as { team1: PlayerFigures[]; team2: unknown; source?: unknown };
    patch(body);
    return body;
  };
  const withFigure = (f: Record<string, unknown>) =>
    bad((b) => {
      b.team1[2] = { ...fig(), ...f } as PlayerFigures;
    });

  it.each([
    ['6 players', bad((b) => b.team1.pop()), messages.scorecardTeamsInvalid],
    ['8 players', bad((b) => b.team1.push(fig())), messages.scorecardTeamsInvalid],
    ['no team 2', bad((b) => delete (b as { team2?: unknown }).team2), messages.scorecardTeamsInvalid],
    ['a team as an object', bad((b) => (b.team2 = { 0: fig() })), messages.scorecardTeamsInvalid],
    ['a player as text', bad((b) => (b.team2 = ['x', ...TEAM2.slice(1)])), messages.figuresInvalid],
    ['a negative figure', withFigure({ runs: -1 }), messages.figuresInvalid],
    ['a fraction', withFigure({ balls: 1.5 }), messages.figuresInvalid],
    ['over 9999', withFigure({ runsConceded: 10_000 }), messages.figuresInvalid],
    ['hexadecimal text', withFigure({ runs: '0x10' }), messages.figuresInvalid],
    ['a figure left out', withFigure({ catches: undefined }), messages.figuresInvalid],
    ['played as text', withFigure({ played: 'yes' }), messages.figuresFlagsInvalid],
    ['boundaries over the runs', withFigure({ runs: 9, fours: 1, sixes: 1 }), messages.boundariesExceedRuns],
    ['maidens over the overs', withFigure({ ballsBowled: 11, maidens: 2 }), messages.maidensExceedOvers],
    ['11 wickets', withFigure({ ballsBowled: 60, wickets: 11 }), messages.wicketsInvalid],
    ['lbw over the wickets', withFigure({ ballsBowled: 60, wickets: 1, lbwBowled: 2 }), messages.wicketsInvalid],
    ['figures without playing', withFigure({ played: false, catches: 1 }), messages.figuresWithoutPlaying],
    ['out without playing', withFigure({ played: false, out: true }), messages.figuresWithoutPlaying],
    ['another source', bad((b) => (b.source = 'scraper')), messages.scorecardSourceInvalid],
  ])('refuses %s with 400 and saves nothing', async (_what, body, message) => {
    const match = await namedMatch();
    const res = await call(t.app, 'PUT', urlOf(match.id), { token: club.manager.token, body });
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await saved(match.id)).toEqual({ result: undefined, scorecard: undefined, status: 'Active' });
    expect(await auditOf(match.id)).toEqual([]);
  });

  it('refuses points a typed result cannot hold (400 Scores must be between -1,000 and 100,000); at the limits it saves, and the result saves again by hand', async () => {
    const played = Array.from({ length: 6 }, () => fig());
    const withTeam1 = (first: PlayerFigures) => ({ team1: [first, ...played], team2: [fig(), ...played] });
    // 8,334 stumpings at 12 points and 4 for playing: 100,012 points (the review stored 54 times the limit)
    const over = await namedMatch();
    const refused = await call(t.app, 'PUT', urlOf(over.id), {
      token: club.manager.token,
      body: withTeam1(fig({ stumpings: 8_334 })),
    });
    expect(refused).toMatchObject({ status: 400, body: { message: messages.scorecardScoresOutOfRange } });
    expect(await saved(over.id)).toEqual({ result: undefined, scorecard: undefined, status: 'Active' });
    expect(await auditOf(over.id)).toEqual([]);

    // 8,333 stumpings: exactly 100,000 points, saved; the same scores typed by hand save too
    const top = await namedMatch();
    const atTop = await call(t.app, 'PUT', urlOf(top.id), {
      token: club.manager.token,
      body: withTeam1(fig({ stumpings: 8_333 })),
    });
    expect(atTop.status).toBe(200);
    expect(atTop.body.result.team1Scores[0]).toBe(100_000);
    const typed = await call(t.app, 'PUT', `/api/results/${(await saved(top.id)).result?.id}`, {
      token: club.manager.token,
      body: atTop.body.result,
    });
    expect(typed.status).toBe(200);

    // below -1,000: a club table that takes 100 points a run, and 11 runs
    const pointsUrl = `/api/clubs/${club.clubId}/points-system`;
    const harsh = { ...DEFAULT_POINTS_SYSTEM, name: 'Harsh', values: { ...DEFAULT_POINTS_SYSTEM.values, run: -100 } };
    try {
      expect((await call(t.app, 'PUT', pointsUrl, { token: club.manager.token, body: harsh })).status).toBe(200);
      const low = await namedMatch();
      // 10 runs: -1,000 for the runs, +4 for playing (no strike rate under 10 balls)
      const atBottom = await call(t.app, 'PUT', urlOf(low.id), {
        token: club.manager.token,
        body: withTeam1(fig({ runs: 10, balls: 9, played: true })),
      });
      expect(atBottom.status).toBe(200);
      expect(atBottom.body.result.team1Scores[0]).toBe(-996);
      const under = await call(t.app, 'PUT', urlOf(low.id), {
        token: club.manager.token,
        body: withTeam1(fig({ runs: 11, balls: 9 })),
      });
      expect(under).toMatchObject({ status: 400, body: { message: messages.scorecardScoresOutOfRange } });
      expect((await saved(low.id)).result?.team1Scores[0]).toBe(-996);
    } finally {
      await call(t.app, 'DELETE', pointsUrl, { token: club.manager.token });
    }
  });

  it('accepts plain numeric text for figures, as every numeric field does', async () => {
    const match = await namedMatch();
    const res = await call(t.app, 'PUT', urlOf(match.id), {
      token: club.manager.token,
      body: bad((b) => {
        b.team1[0] = { ...fig(), runs: '54', balls: '30', fours: '6', sixes: '2', out: true } as never;
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result.team1Scores[0]).toBe(82);
  });

  it('staff only: a Member 403, another club 404, anonymous 401, an unknown match 404; an Admin may', async () => {
    const match = await namedMatch();
    expect(await call(t.app, 'PUT', urlOf(match.id), { token: member.token, body: BODY })).toMatchObject({
      status: 403,
    });
    expect(await call(t.app, 'PUT', urlOf(match.id), { token: other.manager.token, body: BODY })).toMatchObject({
      status: 404,
      body: { message: messages.matchNotFound },
    });
    expect((await call(t.app, 'PUT', urlOf(match.id), { body: BODY })).status).toBe(401);
    expect(await call(t.app, 'PUT', urlOf(UNKNOWN_ID), { token: admin.token, body: BODY })).toMatchObject({
      status: 404,
      body: { message: messages.matchNotFound },
    });
    expect(await saved(match.id)).toEqual({ result: undefined, scorecard: undefined, status: 'Active' });
    expect((await call(t.app, 'PUT', urlOf(match.id), { token: admin.token, body: BODY })).status).toBe(200);
    const otherMatch = await namedMatch(other.clubId);
    expect((await call(t.app, 'PUT', urlOf(otherMatch.id), { token: admin.token, body: BODY })).status).toBe(200);
  });

  it('409 once the credits are approved, and on an abandoned match; nothing changes', async () => {
    const settled = await namedMatch();
    expect((await call(t.app, 'PUT', urlOf(settled.id), { token: club.manager.token, body: BODY })).status).toBe(200);
    const approved = await call(t.app, 'POST', `/api/matches/${settled.id}/approve-credits`, {
      token: club.manager.token,
    });
    expect(approved.status).toBe(200);
    const before = await saved(settled.id);
    const team1 = TEAM1.map(() => fig());
    expect(
      await call(t.app, 'PUT', urlOf(settled.id), { token: admin.token, body: { team1, team2: TEAM2 } }),
    ).toMatchObject({ status: 409, body: { message: messages.resultLocked } });
    expect(await saved(settled.id)).toEqual(before);

    const abandoned = await namedMatch();
    const res = await call(t.app, 'POST', `/api/matches/${abandoned.id}/abandon`, { token: club.manager.token });
    expect(res.status).toBe(200);
    expect(await call(t.app, 'PUT', urlOf(abandoned.id), { token: club.manager.token, body: BODY })).toMatchObject({
      status: 409,
      body: { message: messages.matchAlreadyAbandoned },
    });
    expect(await saved(abandoned.id)).toEqual({ result: undefined, scorecard: undefined, status: 'Abandoned' });
  });
});

describe('GET /api/matches/{id}/scorecard', () => {
  it('answers the figures, the players with their points, the system and the time saved, to readers of the club', async () => {
    const match = await namedMatch();
    const put = await call(t.app, 'PUT', urlOf(match.id), {
      token: club.manager.token,
      body: { ...BODY, source: 'cricsheet' },
    });
    expect(put.status).toBe(200);
    const { scorecard } = await saved(match.id);

    for (const token of [member.token, club.manager.token, admin.token]) {
      const res = await call(t.app, 'GET', urlOf(match.id), { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        source: 'cricsheet',
        figures: BODY,
        players: put.body.players,
        pointsSystem: { name: 'T20 standard' },
        updatedAt: scorecard?.updatedAt.toISOString(),
      });
    }
    const outsider = await createUser(t.app, { clubId: other.clubId });
    for (const token of [outsider.token, other.manager.token]) {
      expect(await call(t.app, 'GET', urlOf(match.id), { token })).toMatchObject({
        status: 404,
        body: { message: messages.matchNotFound },
      });
    }
    const clubless = await createUser(t.app);
    expect((await call(t.app, 'GET', urlOf(match.id), { token: clubless.token })).status).toBe(404);
    expect((await call(t.app, 'GET', urlOf(match.id))).status).toBe(401);
    expect(await call(t.app, 'GET', urlOf(UNKNOWN_ID), { token: admin.token })).toMatchObject({
      status: 404,
      body: { message: messages.matchNotFound },
    });
  });

  it('answers 404 No scorecard yet for a match without one, with or without a typed result', async () => {
    const match = await namedMatch();
    expect(await call(t.app, 'GET', urlOf(match.id), { token: member.token })).toMatchObject({
      status: 404,
      body: { message: messages.noScorecardYet },
    });
    await call(t.app, 'POST', '/api/results', {
      token: club.manager.token,
      body: { matchId: match.id, team1Scores: [1, 2, 3, 4, 5, 6, 7], team2Scores: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(await call(t.app, 'GET', urlOf(match.id), { token: member.token })).toMatchObject({
      status: 404,
      body: { message: messages.noScorecardYet },
    });
  });

  it("keeps the points it was saved with when the club's points system changes; a new save uses the new one", async () => {
    const match = await namedMatch();
    const put = await call(t.app, 'PUT', urlOf(match.id), { token: club.manager.token, body: BODY });
    expect(put.status).toBe(200);
    const system = {
      ...DEFAULT_POINTS_SYSTEM,
      name: 'Club rules',
      values: { ...DEFAULT_POINTS_SYSTEM.values, run: 2 },
    };
    const pointsUrl = `/api/clubs/${club.clubId}/points-system`;
    try {
      expect((await call(t.app, 'PUT', pointsUrl, { token: club.manager.token, body: system })).status).toBe(200);

      const read = await call(t.app, 'GET', urlOf(match.id), { token: member.token });
      expect(read.body.players).toEqual(put.body.players);
      expect(read.body.pointsSystem).toEqual({ name: 'T20 standard' });
      expect((await saved(match.id)).result?.team1Scores).toEqual(points(TEAM1));

      const again = await call(t.app, 'PUT', urlOf(match.id), { token: club.manager.token, body: BODY });
      expect(again.body.players).toEqual(expectedPlayers(system));
      expect(again.body.players[0].points).toBe(82 + 54);
      const reread = await call(t.app, 'GET', urlOf(match.id), { token: member.token });
      expect(reread.body).toMatchObject({ pointsSystem: { name: 'Club rules' }, players: again.body.players });
    } finally {
      await call(t.app, 'DELETE', pointsUrl, { token: club.manager.token });
    }
  });

  it('names the slots as the match names them now', async () => {
    const match = await namedMatch();
    expect((await call(t.app, 'PUT', urlOf(match.id), { token: club.manager.token, body: BODY })).status).toBe(200);
    const renamed = await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: club.manager.token,
      body: { team1Players: { 0: 'Asha R. Rao' }, team2Players: {} },
    });
    expect(renamed.status).toBe(200);
    const read = await call(t.app, 'GET', urlOf(match.id), { token: member.token });
    expect(read.body.players.map((p: { name: string | null }) => p.name)).toEqual([
      'Asha R. Rao',
      ...Array.from({ length: 13 }, () => null),
    ]);
  });
});

describe('the match goes, the scorecard goes with it', () => {
  it('deleting a match without bets deletes its result and scorecard; abandoning one keeps them', async () => {
    const match = await namedMatch();
    expect((await call(t.app, 'PUT', urlOf(match.id), { token: club.manager.token, body: BODY })).status).toBe(200);
    const deleted = await call(t.app, 'DELETE', `/api/matches/${match.id}`, { token: club.manager.token });
    expect(deleted.status).toBe(200);
    expect(await saved(match.id)).toEqual({ result: undefined, scorecard: undefined, status: undefined });
    expect(await call(t.app, 'GET', urlOf(match.id), { token: admin.token })).toMatchObject({
      status: 404,
      body: { message: messages.matchNotFound },
    });

    const kept = await namedMatch();
    const group = await createGroup(t.app, kept.id);
    await placeTestBets(t.app, { groupId: group.id, userId: member.id, combinations: ['12A'] });
    expect((await call(t.app, 'PUT', urlOf(kept.id), { token: club.manager.token, body: BODY })).status).toBe(200);
    const abandoned = await call(t.app, 'POST', `/api/matches/${kept.id}/abandon`, { token: club.manager.token });
    expect(abandoned.status).toBe(200);
    expect((await call(t.app, 'GET', urlOf(kept.id), { token: member.token })).status).toBe(200);
    await expectLedgerBalanced(t.db);
  });
});

describe('OpenAPI', () => {
  it('documents the three routes with their bodies and answers', async () => {
    const docs = await call(t.app, 'GET', '/api/docs/json');
    const card = docs.body.paths['/api/matches/{id}/scorecard'];
    expect(Object.keys(card).sort()).toEqual(['get', 'put']);
    const json = (part: { content: Record<string, { schema: { properties: object } }> }) =>
      part.content['application/json']?.schema.properties;
    expect(json(card.put.requestBody)).toHaveProperty('source');
    expect(json(card.put.responses['200'])).toHaveProperty('players');
    expect(json(card.get.responses['200'])).toHaveProperty('pointsSystem');
    const cricsheet = docs.body.paths['/api/matches/{id}/scorecard/cricsheet'];
    expect(Object.keys(cricsheet)).toEqual(['post']);
    expect(cricsheet.post.requestBody.content['application/json'].schema.description).toContain('Cricsheet');
    expect(json(cricsheet.post.responses['200'])).toHaveProperty('slots');
  });
});
