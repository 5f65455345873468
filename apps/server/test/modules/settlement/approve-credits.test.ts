import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { betResultSql } from '../../../src/lib/bet-result-sql';
import { call, useTestApp } from '../../helpers/app';
import {
  type ClubFixture,
  createClub,
  createGroup,
  createMatch,
  createUser,
  type UserFixture,
  useUser,
} from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import {
  balanceOf,
  bet,
  betOk,
  combosOfLetter,
  creditsInSystem,
  referralEarningsOf,
  saveLetterResult,
  saveResult,
} from '../bets/helpers';

const START = 100_000n;

const t = useTestApp();
// The first Admin is the platform account that receives admin shares.
const admin = useUser(t, { userType: 'Admin' });

const approve = (matchId: string, token: string) =>
  call(t.app, 'POST', `/api/matches/${matchId}/approve-credits`, { token });

type Spec = {
  betAmount: bigint;
  /** Percent. */
  shares: [number, number, number];
  /** Percent of the house remainder for the platform admin. */
  adminShare: number;
  /** Scores of players A..G; team 1 scores 0, so "12A" scores A's score. */
  letterScores: number[];
  /** One member per bet, placed in this order, each on a combination scoring like its letter. */
  bets: { letter: string; referred?: boolean }[];
};

/**
 * A fresh club, match and group; one member per bet (START credits each) placing through the API; the result;
 * then Approve Credits by the club's Manager. Answers what tests check to the paisa.
 */
async function runScenario(spec: Spec) {
  const club = await createClub(t.app, { adminShare: spec.adminShare });
  const match = await createMatch(t.app, club.clubId);
  const group = await createGroup(t.app, match.id, { betAmount: spec.betAmount, shares: spec.shares });
  const referrer = await createUser(t.app, { clubId: club.clubId });
  const used = new Map<string, number>();
  const placed: { member: UserFixture; combination: string }[] = [];
  for (const b of spec.bets) {
    const n = used.get(b.letter) ?? 0;
    used.set(b.letter, n + 1);
    const combination = combosOfLetter(b.letter, n + 1)[n] as string;
    const member = await createUser(t.app, {
      clubId: club.clubId,
      credits: START,
      referredBy: b.referred ? referrer.id : null,
    });
    await betOk(t.app, member.token, group, [combination]);
    placed.push({ member, combination });
  }
  await saveLetterResult(t.app, match.id, spec.letterScores);
  const supplyBefore = await creditsInSystem(t.db);
  const adminBefore = await balanceOf(t.db, admin.id);
  const res = await approve(match.id, club.manager.token);
  expect(res.status).toBe(200);
  const nets = await Promise.all(
    placed.map(async (p) => (await balanceOf(t.db, p.member.id)) - (START - spec.betAmount)),
  );
  return {
    res,
    club,
    match,
    group,
    placed,
    referrer,
    nets,
    adminGot: (await balanceOf(t.db, admin.id)) - adminBefore,
    managerGot: await balanceOf(t.db, club.manager.id),
    referrerGot: await balanceOf(t.db, referrer.id),
    supplyChange: (await creditsInSystem(t.db)) - supplyBefore,
  };
}

async function betResults(groupId: string) {
  return queryRows<{ combination: string; score: number; result: string }>(
    t.db,
    sql`select b.combination, b.score, ${betResultSql(sql`b.result`, sql`m.prize_share_status`)}::text as result
        from bets b join matches m on m.id = b.match_id where b.group_id = ${groupId}::uuid order by b.seq`,
  );
}

async function winnerRows(groupId: string) {
  return queryRows<{ place: number; combination: string; amount_won: string }>(
    t.db,
    sql`select w.place, w.combination, w.amount_won::text as amount_won
        from winners w join bets b on b.id = w.bet_id where w.group_id = ${groupId}::uuid order by w.place, b.seq`,
  );
}

describe('Approve Credits: the design scenarios, to the paisa', () => {
  it('the worked example: 7000 paise, 40/30/20, admin share 10, a referred winner', async () => {
    const s = await runScenario({
      betAmount: 1000n,
      shares: [40, 30, 20],
      adminShare: 10,
      letterScores: [90, 75, 60, 40],
      bets: [
        { letter: 'A' },
        { letter: 'A', referred: true },
        { letter: 'B' },
        { letter: 'C' },
        { letter: 'C' },
        { letter: 'C' },
        { letter: 'D' },
      ],
    });
    expect(s.nets).toEqual([1400n, 1330n, 2100n, 467n, 467n, 466n, 0n]);
    expect(s.referrerGot).toBe(70n);
    expect(await referralEarningsOf(t.db, s.referrer.id)).toBe(70n);
    expect(s.adminGot).toBe(70n);
    expect(s.managerGot).toBe(630n);
    expect(s.supplyChange).toBe(0n);
    expect(s.res.body).toEqual({
      message: 'Credits approved and distributed successfully!',
      summary: {
        groups: 1,
        bets: 7,
        winningBets: 6,
        pool: 70,
        paidToWinners: 63,
        referralCommission: 0.7,
        adminShare: 0.7,
        managerShare: 6.3,
      },
    });
    expect((await betResults(s.group.id)).map((b) => [b.score, b.result])).toEqual([
      [90, 'Win'],
      [90, 'Win'],
      [75, 'Win'],
      [60, 'Win'],
      [60, 'Win'],
      [60, 'Win'],
      [40, 'Loss'],
    ]);
    // Winners records carry the gross amount (B's 1400, not 1330).
    expect((await winnerRows(s.group.id)).map((w) => [w.place, w.amount_won])).toEqual([
      [1, '1400'],
      [1, '1400'],
      [2, '2100'],
      [3, '467'],
      [3, '467'],
      [3, '466'],
    ]);
    const [match] = await queryRows<{ status: string; prize_share_status: string; settled: boolean }>(
      t.db,
      sql`select status::text, prize_share_status, settled_at is not null as settled from matches
          where id = ${s.match.id}::uuid`,
    );
    expect(match).toEqual({ status: 'Announced', prize_share_status: 'Approved', settled: true });
    const kinds = await queryRows<{ kind: string; n: number; total: string }>(
      t.db,
      sql`select kind::text, count(*)::int as n, sum(amount)::text as total from transactions
          where match_id = ${s.match.id}::uuid and type = 'Credit' group by kind order by kind`,
    );
    expect(kinds).toEqual([
      { kind: 'admin_share', n: 1, total: '70' },
      { kind: 'manager_share', n: 1, total: '630' },
      { kind: 'referral_commission', n: 1, total: '70' },
      { kind: 'winnings', n: 6, total: '6230' },
    ]);
    await expectLedgerBalanced(t.db);
  });

  it('clear places: one bet per place, the rest lose', async () => {
    const s = await runScenario({
      betAmount: 1000n,
      shares: [50, 30, 10],
      adminShare: 10,
      letterScores: [100, 80, 60, 40, 20],
      bets: [{ letter: 'E' }, { letter: 'C' }, { letter: 'A' }, { letter: 'D' }, { letter: 'B' }],
    });
    expect(s.nets).toEqual([0n, 500n, 2500n, 0n, 1500n]);
    expect(s.adminGot).toBe(50n);
    expect(s.managerGot).toBe(450n);
    expect((await betResults(s.group.id)).map((b) => b.result)).toEqual(['Loss', 'Win', 'Win', 'Loss', 'Win']);
    await expectLedgerBalanced(t.db);
  });

  it('ties at each place share equally, leftover paise to the earliest', async () => {
    const s = await runScenario({
      betAmount: 1000n,
      shares: [50, 30, 10],
      adminShare: 10,
      letterScores: [100, 80, 60],
      bets: [
        { letter: 'C' },
        { letter: 'A' },
        { letter: 'B' },
        { letter: 'C' },
        { letter: 'A' },
        { letter: 'B' },
        { letter: 'C' },
      ],
    });
    // 1st 3500 / 2, 2nd 2100 / 2, 3rd 700 / 3 = 233 r 1.
    expect(s.nets).toEqual([234n, 1750n, 1050n, 233n, 1750n, 1050n, 233n]);
    expect(s.adminGot).toBe(70n);
    expect(s.managerGot).toBe(630n);
    await expectLedgerBalanced(t.db);
  });

  it('all tied: everyone shares 1st; the unpaid 2nd and 3rd prizes go to the house', async () => {
    const s = await runScenario({
      betAmount: 1000n,
      shares: [50, 30, 10],
      adminShare: 10,
      letterScores: [50],
      bets: [{ letter: 'A' }, { letter: 'A' }, { letter: 'A' }, { letter: 'A' }],
    });
    expect(s.nets).toEqual([500n, 500n, 500n, 500n]);
    expect(s.adminGot).toBe(200n);
    expect(s.managerGot).toBe(1800n);
    expect((await winnerRows(s.group.id)).every((w) => w.place === 1)).toBe(true);
    await expectLedgerBalanced(t.db);
  });

  it('fewer than three distinct scores: 3rd pays nothing', async () => {
    const s = await runScenario({
      betAmount: 1000n,
      shares: [50, 30, 10],
      adminShare: 10,
      letterScores: [90, 30],
      bets: [{ letter: 'A' }, { letter: 'B' }, { letter: 'A' }],
    });
    expect(s.nets).toEqual([750n, 900n, 750n]);
    expect(s.adminGot).toBe(60n);
    expect(s.managerGot).toBe(540n);
    await expectLedgerBalanced(t.db);
  });

  it('a share of 0: that place loses and gets no winners record', async () => {
    const s = await runScenario({
      betAmount: 1000n,
      shares: [60, 0, 30],
      adminShare: 10,
      letterScores: [90, 60, 30],
      bets: [{ letter: 'A' }, { letter: 'B' }, { letter: 'C' }],
    });
    expect(s.nets).toEqual([1800n, 0n, 900n]);
    expect(s.adminGot).toBe(30n);
    expect(s.managerGot).toBe(270n);
    expect((await betResults(s.group.id)).map((b) => b.result)).toEqual(['Win', 'Loss', 'Win']);
    expect((await winnerRows(s.group.id)).map((w) => w.place)).toEqual([1, 3]);
    await expectLedgerBalanced(t.db);
  });

  it('a pool that does not divide evenly, odd shares and a referred winner', async () => {
    const s = await runScenario({
      betAmount: 333n,
      shares: [33.33, 22.22, 11.11],
      adminShare: 12.5,
      letterScores: [90, 70, 50],
      bets: [
        { letter: 'A' },
        { letter: 'B' },
        { letter: 'A' },
        { letter: 'C' },
        { letter: 'B' },
        { letter: 'A', referred: true },
        { letter: 'C' },
      ],
    });
    // P = 2331. 1st floor(2331 x 33.33%) = 776 -> 259, 259, 258 (the last referred: 12 to R, 246 to the winner).
    // 2nd 517 -> 259, 258. 3rd 258 -> 129, 129. H = 780: admin floor(97.5) = 97, manager 683.
    expect(s.nets).toEqual([259n, 259n, 259n, 129n, 258n, 246n, 129n]);
    expect(s.referrerGot).toBe(12n);
    expect(s.adminGot).toBe(97n);
    expect(s.managerGot).toBe(683n);
    expect(s.supplyChange).toBe(0n);
    await expectLedgerBalanced(t.db);
  });

  it('settles every group of the match, an empty one included, and a member with several winning bets', async () => {
    const club = await createClub(t.app, { adminShare: 20 });
    const match = await createMatch(t.app, club.clubId);
    const first = await createGroup(t.app, match.id, { betAmount: 1000n, shares: [100, 0, 0] });
    const multi = await createGroup(t.app, match.id, {
      betType: 'Multi Betters',
      betAmount: 500n,
      shares: [70, 20, 0],
    });
    const empty = await createGroup(t.app, match.id);
    const a = await createUser(t.app, { clubId: club.clubId, credits: START });
    const b = await createUser(t.app, { clubId: club.clubId, credits: START });
    await betOk(t.app, a.token, first, ['12A', '12B']);
    await betOk(t.app, b.token, first, ['13B']);
    await betOk(t.app, a.token, multi, ['12A', '12C']);
    await betOk(t.app, b.token, multi, ['12A']);
    // A 50, B 40, C 10 (team 1 all 0).
    await saveResult(t.app, match.id, [0, 0, 0, 0, 0, 0, 0], [50, 40, 10, 0, 0, 0, 0]);
    const adminBefore = await balanceOf(t.db, admin.id);
    const res = await approve(match.id, club.manager.token);
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ groups: 3, bets: 6, pool: 45 });
    // first: P 3000, 12A alone 1st -> 3000. multi: P 1500, 12A x2 1st 1050 -> 525 each; 12C 2nd 300.
    expect(await balanceOf(t.db, a.id)).toBe(START - 2000n - 1000n + 3000n + 525n + 300n);
    expect(await balanceOf(t.db, b.id)).toBe(START - 1000n - 500n + 525n);
    // One winnings row per member and group, naming the winning bets.
    const rows = await queryRows<{ amount: string; description: string }>(
      t.db,
      sql`select amount::text, description from transactions where user_id = ${a.id}::uuid and kind = 'winnings'
          order by description`,
    );
    // By text: the two groups can share a creation time (PGlite's clock), which leaves their order to their ids.
    expect(rows).toEqual([
      { amount: '3000', description: 'Winnings: Lions vs Tigers, 12A 1st place' },
      { amount: '825', description: 'Winnings: Lions vs Tigers, 2 winning bets: 12A 1st, 12C 2nd' },
    ]);
    // House: first 0; multi 150 -> admin 30, manager 120.
    expect((await balanceOf(t.db, admin.id)) - adminBefore).toBe(30n);
    expect(await balanceOf(t.db, club.manager.id)).toBe(120n);
    const emptyWinners = await call(t.app, 'GET', `/api/winners/group/${empty.id}`, { token: a.token });
    expect(emptyWinners.body).toEqual({ firstWinners: [], secondWinners: [], thirdWinners: [] });
    await expectLedgerBalanced(t.db);
  });

  it('recomputes every score from the stored result, whatever the bets held before', async () => {
    const club = await createClub(t.app);
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { shares: [100, 0, 0] });
    const a = await createUser(t.app, { clubId: club.clubId, credits: START });
    const b = await createUser(t.app, { clubId: club.clubId, credits: START });
    await betOk(t.app, a.token, group, ['123']);
    await betOk(t.app, b.token, group, ['7EG']);
    await saveResult(t.app, match.id, [1, 2, 3, 0, 0, 0, 4], [0, 0, 0, 0, 5, 0, 6]);
    await t.db.execute(sql`update bets set score = 1000 where combination = '123'`);
    expect((await approve(match.id, club.manager.token)).status).toBe(200);
    expect((await betResults(group.id)).map((r) => [r.combination, r.score, r.result])).toEqual([
      ['123', 6, 'Loss'],
      ['7EG', 15, 'Win'],
    ]);
    await expectLedgerBalanced(t.db);
  });

  it('settles negative scores (a lower total loses)', async () => {
    const s = await runScenario({
      betAmount: 1000n,
      shares: [100, 0, 0],
      adminShare: 0,
      letterScores: [-5, -2],
      bets: [{ letter: 'A' }, { letter: 'B' }],
    });
    expect(s.nets).toEqual([0n, 2000n]);
    expect(s.managerGot).toBe(0n);
    await expectLedgerBalanced(t.db);
  });
});

describe('Approve Credits: rules and permissions', () => {
  let club: ClubFixture;
  let otherClub: ClubFixture;
  beforeAll(async () => {
    club = await createClub(t.app);
    otherClub = await createClub(t.app);
  });

  async function readyMatch() {
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id);
    const m = await createUser(t.app, { clubId: club.clubId, credits: START });
    await betOk(t.app, m.token, group, ['12A']);
    await saveLetterResult(t.app, match.id, [10]);
    return { match, group, member: m };
  }

  it('refuses before a result (409), whether the match is Active or already Ongoing', async () => {
    const active = await createMatch(t.app, club.clubId);
    const started = await createMatch(t.app, club.clubId, { status: 'Ongoing' });
    for (const match of [active, started]) {
      const res = await approve(match.id, club.manager.token);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: messages.noResultYet });
    }
  });

  it('answers 409 on a second call and pays nothing twice', async () => {
    const { match, member } = await readyMatch();
    expect((await approve(match.id, club.manager.token)).status).toBe(200);
    const balance = await balanceOf(t.db, member.id);
    const again = await approve(match.id, club.manager.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: messages.alreadySettled });
    expect(await balanceOf(t.db, member.id)).toBe(balance);
    await expectLedgerBalanced(t.db);
  });

  it('settles once when two approvals race', async () => {
    const { match } = await readyMatch();
    const [x, y] = await Promise.all([approve(match.id, club.manager.token), approve(match.id, admin.token)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from transactions where match_id = ${match.id}::uuid and type = 'Credit'`,
    );
    expect(count?.n).toBeGreaterThan(0);
    const [winners] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from winners w join bets b on b.id = w.bet_id where b.match_id = ${match.id}::uuid`,
    );
    expect(winners?.n).toBe(1);
    await expectLedgerBalanced(t.db);
  });

  it('replays the first answer to a retry with its Idempotency-Key, and pays once', async () => {
    const { match, member } = await readyMatch();
    const headers = { 'idempotency-key': `approve-${match.id}` };
    const url = `/api/matches/${match.id}/approve-credits`;
    const retries = await Promise.all(
      Array.from({ length: 4 }, () => call(t.app, 'POST', url, { token: club.manager.token, headers })),
    );
    for (const res of retries) expect(res).toMatchObject({ status: 200, body: retries[0]?.body });
    expect(retries[0]?.body.message).toBe(messages.creditsApproved);
    const balance = await balanceOf(t.db, member.id);
    // The same key, later and with the id spelled in capitals: still the same request.
    const later = await call(t.app, 'POST', `/api/matches/${match.id.toUpperCase()}/approve-credits`, {
      token: club.manager.token,
      headers,
    });
    expect(later).toMatchObject({ status: 200, body: retries[0]?.body });
    // Without the key, or with a new one, a second approval is still refused.
    expect((await approve(match.id, club.manager.token)).status).toBe(409);
    const other = await call(t.app, 'POST', url, { token: club.manager.token, headers: { 'idempotency-key': 'new' } });
    expect(other).toMatchObject({ status: 409, body: { message: messages.alreadySettled } });
    expect(await balanceOf(t.db, member.id)).toBe(balance);
    const [winners] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from winners w join bets b on b.id = w.bet_id where b.match_id = ${match.id}::uuid`,
    );
    expect(winners?.n).toBe(1);
    await expectLedgerBalanced(t.db);
  });

  it('refuses an Idempotency-Key reused for another match (409) and a malformed key (400)', async () => {
    const first = await readyMatch();
    const second = await readyMatch();
    const headers = { 'idempotency-key': `approve-two-${first.match.id}` };
    const ok = await call(t.app, 'POST', `/api/matches/${first.match.id}/approve-credits`, {
      token: club.manager.token,
      headers,
    });
    expect(ok.status).toBe(200);
    const reused = await call(t.app, 'POST', `/api/matches/${second.match.id}/approve-credits`, {
      token: club.manager.token,
      headers,
    });
    expect(reused).toMatchObject({ status: 409, body: { message: messages.idempotencyKeyReused } });
    const bad = await call(t.app, 'POST', `/api/matches/${second.match.id}/approve-credits`, {
      token: club.manager.token,
      headers: { 'idempotency-key': 'has space' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: messages.idempotencyKeyInvalid } });
    const balance = await balanceOf(t.db, second.member.id);
    expect(balance).toBe(START - 1000n);
    expect((await approve(second.match.id, club.manager.token)).status).toBe(200);
    await expectLedgerBalanced(t.db);
  });

  it('closes betting for good once settled', async () => {
    const { match, group, member } = await readyMatch();
    await t.db.execute(sql`update matches set status = 'Active' where id = ${match.id}::uuid`);
    expect((await approve(match.id, club.manager.token)).status).toBe(409);
    await t.db.execute(sql`update matches set status = 'Ongoing' where id = ${match.id}::uuid`);
    expect((await approve(match.id, club.manager.token)).status).toBe(200);
    const res = await bet(t.app, member.token, group, ['34B']);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: messages.bettingClosed });
  });

  it('lets an Admin approve any club', async () => {
    const { match } = await readyMatch();
    expect((await approve(match.id, admin.token)).status).toBe(200);
  });

  it("refuses Members (403), another club's Manager (404), unknown ids (404) and anonymous callers (401)", async () => {
    const { match, member } = await readyMatch();
    expect((await approve(match.id, member.token)).status).toBe(403);
    const foreign = await approve(match.id, otherClub.manager.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: messages.matchNotFound });
    expect((await approve(crypto.randomUUID(), admin.token)).status).toBe(404);
    expect((await approve('not-a-uuid', admin.token)).status).toBe(400);
    expect((await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`)).status).toBe(401);
    // Still unsettled after all that.
    expect((await approve(match.id, club.manager.token)).status).toBe(200);
  });
});
