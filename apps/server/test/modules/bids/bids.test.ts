import {
  bidHeldMessage,
  bidPlacedMessage,
  bidTooLowMessage,
  combinationLengthMessage,
  insufficientCreditsMessage,
  messages,
  notificationTitles,
} from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { call } from '../../helpers/app';
import { createGroup, createMatch, createUser, useCastApp } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { balanceOf, bet, creditsInSystem, poolOf, saveLetterResult } from '../bets/helpers';

type Group = { id: string; matchId: string };

/** Design-match-day section 6: Bidding Method groups, POST /api/bids and GET /api/bids/group/{groupId}. */
describe('bids', () => {
  const { t, club, other, member, admin } = useCastApp({ memberCredits: 100_000n });

  const bid = (token: string, group: Group, combination: unknown, amount: unknown, headers?: Record<string, string>) =>
    call(t.app, 'POST', '/api/bids', {
      token,
      headers,
      body: { groupId: group.id, matchId: group.matchId, combination, amount },
    });

  /** A Bidding Method group: opening bid RS10, minimum increment RS1 unless given (paise). */
  async function biddingGroup(opts: { betAmount?: bigint; minimumIncrement?: bigint } = {}) {
    const match = await createMatch(t.app, club.clubId, { team1: 'India', team2: 'Australia' });
    return createGroup(t.app, match.id, { betType: 'Bidding Method', betAmount: 1000n, ...opts });
  }

  const bidder = (credits = 100_000n) => createUser(t.app, { clubId: club.clubId, credits });

  const lastLedgerRow = async (userId: string) => {
    const [row] = await queryRows<{ type: string; amount: string; description: string }>(
      t.app.db,
      sql`select type, amount::text as amount, description from transactions where user_id = ${userId}::uuid
          order by created_at desc, id desc limit 1`,
    );
    return row;
  };

  describe('the group type', () => {
    const form = (matchId: string, extra: Record<string, unknown>) => ({
      matchId,
      betAmount: 10,
      winnerShare1: 50,
      winnerShare2: 30,
      winnerShare3: 10,
      ...extra,
    });

    it('is created with its Minimum Increment, which other types answer as null', async () => {
      const match = await createMatch(t.app, club.clubId);
      const token = club.manager.token;
      const created = await call(t.app, 'POST', '/api/groups', {
        token,
        body: form(match.id, { betType: 'bidding method', minimumIncrement: '2.50' }),
      });
      expect(created).toMatchObject({ status: 201, body: { betType: 'Bidding Method', minimumIncrement: 2.5 } });
      const plain = await call(t.app, 'POST', '/api/groups', {
        token,
        body: form(match.id, { betType: 'Multi Betters', minimumIncrement: 5 }),
      });
      expect(plain).toMatchObject({ status: 201, body: { minimumIncrement: null } });
      const edited = await call(t.app, 'PUT', `/api/groups/${plain.body._id}`, {
        token,
        body: { ...form(match.id, { betType: 'Bidding Method', minimumIncrement: 1 }), matchId: undefined },
      });
      expect(edited).toMatchObject({ status: 200, body: { betType: 'Bidding Method', minimumIncrement: 1 } });
    });

    it.each([{}, { minimumIncrement: '' }, { minimumIncrement: 0 }, { minimumIncrement: null }])(
      'refuses a Bidding Method group without a Minimum Increment above 0 (%o)',
      async (extra) => {
        const match = await createMatch(t.app, club.clubId);
        const body = form(match.id, { betType: 'Bidding Method', ...extra });
        const res = await call(t.app, 'POST', '/api/groups', { token: club.manager.token, body });
        expect(res).toMatchObject({ status: 400, body: { message: messages.minimumIncrementRequired } });
      },
    );

    it('refuses an edit to Bidding Method without a Minimum Increment', async () => {
      const match = await createMatch(t.app, club.clubId);
      const group = await createGroup(t.app, match.id, { betType: 'Bidding Method' });
      const res = await call(t.app, 'PUT', `/api/groups/${group.id}`, {
        token: club.manager.token,
        body: { betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10 },
      });
      expect(res).toMatchObject({ status: 400, body: { message: messages.minimumIncrementRequired } });
    });
  });

  describe('POST /api/bids checks, in order', () => {
    let group: Awaited<ReturnType<typeof biddingGroup>>;
    beforeAll(async () => {
      group = await biddingGroup();
    });

    it.each([
      ['12', combinationLengthMessage('12')],
      ['11A', combinationLengthMessage('11A')],
      ['12H', combinationLengthMessage('12H')],
      [12, messages.selectAtLeastOneValid],
    ])('refuses combination %o', async (combination, message) => {
      expect(await bid(member.token, group, combination, 10)).toMatchObject({ status: 400, body: { message } });
    });

    it.each([0, -1, 10.005, 'ten'])('refuses amount %o', async (amount) => {
      expect(await bid(member.token, group, '12A', amount)).toMatchObject({
        status: 400,
        body: { message: messages.bidAmountInvalid },
      });
    });

    it('answers 404 for an unknown group, another club and a group of another match', async () => {
      const unknown = { id: '00000000-0000-4000-8000-000000000000', matchId: group.matchId };
      expect(await bid(member.token, unknown, '12A', 10)).toMatchObject({ status: 404 });
      const otherMatch = await createMatch(t.app, other.clubId);
      const otherGroup = await createGroup(t.app, otherMatch.id, { betType: 'Bidding Method' });
      expect(await bid(member.token, otherGroup, '12A', 10)).toMatchObject({
        status: 404,
        body: { message: messages.groupNotFound },
      });
      const mine = await createMatch(t.app, club.clubId);
      expect(await bid(member.token, { id: group.id, matchId: mine.id }, '12A', 10)).toMatchObject({
        status: 404,
        body: { message: messages.matchNotFound },
      });
    });

    it('answers 403 to a Manager and an Admin', async () => {
      expect((await bid(club.manager.token, group, '12A', 10)).status).toBe(403);
      expect((await bid(admin.token, group, '12A', 10)).status).toBe(403);
    });

    it('answers 409 while betting is closed, before the type rule', async () => {
      const match = await createMatch(t.app, club.clubId, { dateTime: new Date(Date.now() - 60_000) });
      const closed = await createGroup(t.app, match.id, { betType: 'Multi Betters' });
      expect(await bid(member.token, closed, '12A', 10)).toMatchObject({
        status: 409,
        body: { message: messages.bettingClosed },
      });
    });

    it('answers 400 for a group of another type, and bets are refused on a Bidding Method group', async () => {
      const match = await createMatch(t.app, club.clubId);
      const multi = await createGroup(t.app, match.id, { betType: 'Multi Betters' });
      expect(await bid(member.token, multi, '12A', 10)).toMatchObject({
        status: 400,
        body: { message: messages.groupTakesNoBids },
      });
      const res = await bet(t.app, member.token, { ...group, betAmount: 1000n }, ['12A']);
      expect(res).toMatchObject({ status: 400, body: { message: messages.groupTakesBidsOnly } });
    });

    it('asks for the opening bid on a free lot, then for the standing bid plus the increment', async () => {
      // The texts name the lot as the member sent it, upper-cased (design section 7, `{x}`); the lot is 12A.
      expect(await bid(member.token, group, 'a21', 9.99)).toMatchObject({
        status: 409,
        body: { message: bidTooLowMessage(1000n, 'A21') },
      });
      expect(await bid(member.token, group, 'a21', 10)).toMatchObject({
        status: 201,
        body: { message: bidPlacedMessage('A21'), bid: { combination: '12A', amount: 10 } },
      });
      const rival = await bidder();
      expect(await bid(rival.token, group, '12A', 10.99)).toMatchObject({
        status: 409,
        body: { message: bidTooLowMessage(1100n, '12A') },
      });
    });

    it('refuses the holder its own lot, whatever the amount', async () => {
      expect(await bid(member.token, group, '1A2', 50)).toMatchObject({
        status: 409,
        body: { message: bidHeldMessage('1A2') },
      });
    });

    it('refuses a bid above the balance with the texts of bet placement, and changes nothing', async () => {
      const poor = await bidder(1500n);
      const before = await poolOf(t.app.db, group.id);
      expect(await bid(poor.token, group, '12A', 16)).toMatchObject({
        status: 400,
        body: { message: insufficientCreditsMessage(1600n, 1500n) },
      });
      expect(await bid(poor.token, group, '13B', 16)).toMatchObject({
        status: 400,
        body: { message: insufficientCreditsMessage(1600n, 1500n) },
      });
      expect(await balanceOf(t.app.db, poor.id)).toBe(1500n);
      expect(await poolOf(t.app.db, group.id)).toBe(before);
      await expectLedgerBalanced(t.app.db);
    });
  });

  it('names the lot as sent in every text to the bidder: Bid placed on C72, You already hold the highest bid on C72', async () => {
    const group = await biddingGroup();
    const a = await bidder();
    expect(await bid(a.token, group, 'c72', 10)).toMatchObject({
      status: 201,
      body: { message: 'Bid placed on C72', bid: { combination: '27C' } },
    });
    expect(await lastLedgerRow(a.id)).toMatchObject({ description: 'Bid on C72: India vs Australia' });
    expect(await bid(a.token, group, 'C72', 11)).toMatchObject({
      status: 409,
      body: { message: 'You already hold the highest bid on C72' },
    });
    const b = await bidder();
    expect(await bid(b.token, group, '7c2', 10.5)).toMatchObject({
      status: 409,
      body: { message: 'Bid at least RS11 on 7C2' },
    });
  });

  it('outbids: the new bidder pays, the holder gets its bid back to the paisa and a notification', async () => {
    const group = await biddingGroup({ betAmount: 1055n, minimumIncrement: 37n });
    const [a, b, c] = [await bidder(), await bidder(), await bidder()];
    const supply = await creditsInSystem(t.app.db);

    const first = await bid(a.token, group, '27c', 10.55);
    expect(first).toMatchObject({ status: 201, body: { credits: 989.45 } });
    expect(await lastLedgerRow(a.id)).toEqual({
      type: 'Debit',
      amount: '1055',
      description: 'Bid on 27C: India vs Australia',
    });

    const second = await bid(b.token, group, '27C', 10.92);
    expect(second).toMatchObject({
      status: 201,
      body: {
        message: 'Bid placed on 27C',
        bid: { combination: '27C', amount: 10.92, better: { _id: b.id, firstName: b.firstName } },
        credits: 989.08,
      },
    });
    expect(await balanceOf(t.app.db, a.id)).toBe(100_000n);
    expect(await lastLedgerRow(a.id)).toEqual({
      type: 'Credit',
      amount: '1055',
      description: 'Outbid on 27C: India vs Australia',
    });
    expect(await balanceOf(t.app.db, b.id)).toBe(100_000n - 1092n);
    expect(await poolOf(t.app.db, group.id)).toBe(1092n);

    const notes = await call(t.app, 'GET', '/api/notifications', { token: a.token });
    expect(notes.body.notifications).toMatchObject([
      { kind: 'outbid', title: notificationTitles.outbid('27C'), link: `/place-bid/${group.id}` },
    ]);

    expect(await bid(a.token, group, '27C', 11.28)).toMatchObject({
      status: 409,
      body: { message: bidTooLowMessage(1129n, '27C') },
    });
    expect((await bid(a.token, group, '27C', 11.29)).status).toBe(201);
    expect((await bid(c.token, group, '12A', 10.55)).status).toBe(201);
    expect(await balanceOf(t.app.db, b.id)).toBe(100_000n);
    expect(await poolOf(t.app.db, group.id)).toBe(1129n + 1055n);
    expect(await creditsInSystem(t.app.db)).toBe(supply);

    const lots = await call(t.app, 'GET', `/api/bids/group/${group.id}`, { token: b.token });
    expect(lots).toMatchObject({
      status: 200,
      body: [
        { combination: '12A', amount: 10.55, better: { _id: c.id }, bids: 1 },
        { combination: '27C', amount: 11.29, better: { _id: a.id, firstName: a.firstName }, bids: 3 },
      ],
    });
    expect(Number.isNaN(Date.parse(lots.body[0].updatedAt))).toBe(false);
    await expectLedgerBalanced(t.app.db);
  });

  it('lists standing bids as the group bets everywhere', async () => {
    const group = await biddingGroup();
    const [a, b] = [await bidder(), await bidder()];
    await bid(a.token, group, '12A', 10);
    await bid(b.token, group, '12A', 12.5);
    await bid(a.token, group, '34B', 10);

    const list = await call(t.app, 'GET', `/api/bets/group/${group.id}`, { token: a.token });
    expect(list.body).toMatchObject([
      { combination: '12A', betAmount: 12.5, better: { _id: b.id }, group: { betType: 'Bidding Method' } },
      { combination: '34B', betAmount: 10, better: { _id: a.id } },
    ]);
    const mine = await call(t.app, 'GET', '/api/bets/my-bets', { token: a.token });
    expect(mine.body).toMatchObject({ total: 1, bets: [{ combination: '34B', betAmount: 10 }] });
    const detail = await call(t.app, 'GET', `/api/groups/${group.id}`, { token: a.token });
    expect(detail.body).toMatchObject({
      totalBetAmount: 22.5,
      hasBets: true,
      SelectedCombinations: ['12A', '34B'],
      minimumIncrement: 1,
    });
    expect(detail.body.CombinationsMaster).toHaveLength(362);
    expect(await call(t.app, 'GET', `/api/bids/group/${group.id}`, { token: other.manager.token })).toMatchObject({
      status: 404,
      body: { message: messages.groupNotFound },
    });
    expect((await call(t.app, 'GET', `/api/bids/group/${group.id}`, { token: admin.token })).status).toBe(200);
  });

  it('replays a bid sent again with its Idempotency-Key, without paying twice', async () => {
    const group = await biddingGroup();
    const a = await bidder();
    const headers = { 'idempotency-key': `bid-${group.id}` };
    const first = await bid(a.token, group, '56D', 10, headers);
    const again = await bid(a.token, group, '56D', 10, headers);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(await balanceOf(t.app.db, a.id)).toBe(99_000n);
    expect((await bid(a.token, group, '57D', 10, headers)).status).toBe(409);
  });

  it('settles standing bids as bets: scored, placed and paid, ties split whatever each paid', async () => {
    const group = await biddingGroup();
    const [a, b, c] = [await bidder(), await bidder(), await bidder()];
    await bid(a.token, group, '12A', 10);
    await bid(b.token, group, '12A', 30); // b holds 12A at RS30; a was refunded
    await bid(a.token, group, '13A', 10); // ties with 12A (both score A)
    await bid(c.token, group, '12B', 20);
    await t.app.db.execute(sql`update matches set date_time = now() - interval '1 minute' where id = ${group.matchId}`);
    await saveLetterResult(t.app, group.matchId, [50, 10]);
    const standings = await call(t.app, 'GET', `/api/groups/${group.id}/standings`, { token: a.token });
    expect(standings.body).toMatchObject({ pool: 60, prizes: { first: 30, second: 18, third: 6 } });

    const before = { a: await balanceOf(t.app.db, a.id), b: await balanceOf(t.app.db, b.id) };
    const res = await call(t.app, 'POST', `/api/matches/${group.matchId}/approve-credits`, {
      token: club.manager.token,
    });
    expect(res.status).toBe(200);
    // Pool RS60: 1st RS30 split between 12A (b) and 13A (a), RS15 each; 2nd RS18 to 12B (c).
    expect((await balanceOf(t.app.db, a.id)) - before.a).toBe(1500n);
    expect((await balanceOf(t.app.db, b.id)) - before.b).toBe(1500n);
    expect(await balanceOf(t.app.db, c.id)).toBe(100_000n - 2000n + 1800n);
    await expectLedgerBalanced(t.app.db);
  });

  it('refunds the standing bids when the group is deleted', async () => {
    const group = await biddingGroup();
    const [a, b] = [await bidder(), await bidder()];
    await bid(a.token, group, '12A', 10);
    await bid(b.token, group, '12A', 11);
    await bid(a.token, group, '45E', 10.01);
    const res = await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: club.manager.token });
    expect(res).toMatchObject({ status: 200, body: { refundedBets: 2, refundedAmount: 21.01 } });
    expect(await balanceOf(t.app.db, a.id)).toBe(100_000n);
    expect(await balanceOf(t.app.db, b.id)).toBe(100_000n);
    await expectLedgerBalanced(t.app.db);
  });

  it('refunds the standing bids when the match is abandoned', async () => {
    const group = await biddingGroup();
    const [a, b] = [await bidder(), await bidder()];
    await bid(a.token, group, '12A', 10);
    await bid(b.token, group, '12A', 14.44);
    await bid(a.token, group, '67G', 10);
    const res = await call(t.app, 'POST', `/api/matches/${group.matchId}/abandon`, { token: club.manager.token });
    expect(res).toMatchObject({ status: 200, body: { refunded: 24.44, bets: 2 } });
    expect(await balanceOf(t.app.db, a.id)).toBe(100_000n);
    expect(await balanceOf(t.app.db, b.id)).toBe(100_000n);
    expect(await poolOf(t.app.db, group.id)).toBe(0n);
    expect(await bid(a.token, group, '12A', 20)).toMatchObject({ status: 409 });
    await expectLedgerBalanced(t.app.db);
  });
});
