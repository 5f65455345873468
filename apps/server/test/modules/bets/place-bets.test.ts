import {
  betsPlacedMessage,
  combinationLengthMessage,
  combinationTakenMessage,
  insufficientCreditsMessage,
  messages,
  ownDuplicateMessage,
} from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { call, useTestApp } from '../../helpers/app';
import { createGroup, createMatch, createUser, mintCredits, useClubs, useUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { balanceOf, bet, betCount, betOk, poolOf } from './helpers';

const t = useTestApp();
const admin = useUser(t, { userType: 'Admin' });
const { club, otherClub } = useClubs(t, { club: 'Home', otherClub: 'Away' });

/** A fresh open match and group of the home club. */
async function openGroup(opts: Parameters<typeof createGroup>[2] = {}) {
  const match = await createMatch(t.app, club.clubId);
  const group = await createGroup(t.app, match.id, opts);
  return { match, group };
}

const member = (credits = 100_000n, clubId: string | null = club.clubId) =>
  createUser(t.app, { clubId, credits, firstName: 'Ravi', lastName: 'Kumar' });

describe('POST /api/bets/multiple: success', () => {
  it('places all combinations, debits the member, grows the pool and answers the bets and the new balance', async () => {
    const { match, group } = await openGroup({ betAmount: 1050n });
    const m = await member(10_000n);
    const res = await bet(t.app, m.token, group, ['c27', '1ab', '7GF']);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('3 bets placed successfully');
    expect(res.body.credits).toBe(68.5);
    expect(res.body.bets).toHaveLength(3);
    expect(res.body.bets.map((b: { combination: string }) => b.combination)).toEqual(['27C', '1AB', '7FG']);
    expect(res.body.bets[0]).toMatchObject({
      better: { _id: m.id, firstName: 'Ravi', lastName: 'Kumar' },
      betAmount: 10.5,
      score: null,
      result: null,
      status: 'Pending',
      match: { _id: match.id, team1: 'Lions', team2: 'Tigers' },
      group: { _id: group.id, betType: 'First Better' },
    });
    expect(res.body.bets[0].better.phoneNumber).toBeUndefined();
    expect(new Date(res.body.bets[0].createdAt).toISOString()).toBe(res.body.bets[0].createdAt);
    expect(await balanceOf(t.db, m.id)).toBe(6850n);
    expect(await poolOf(t.db, group.id)).toBe(3150n);
    const ledger = await queryRows<{ type: string; kind: string; amount: string; balance_after: string }>(
      t.db,
      sql`select type, kind, amount::text, balance_after::text from transactions
          where user_id = ${m.id}::uuid order by seq`,
    );
    expect(ledger.at(-1)).toEqual({ type: 'Debit', kind: 'bet_placed', amount: '3150', balance_after: '6850' });
    await expectLedgerBalanced(t.db);
  });

  it('says "1 bet placed successfully" for one', async () => {
    const { group } = await openGroup();
    const m = await member();
    const res = await bet(t.app, m.token, group, ['12A']);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(betsPlacedMessage(1));
    expect(res.body.message).toBe('1 bet placed successfully');
  });

  it('keeps the order sent as the placing order', async () => {
    const { group } = await openGroup({ betType: 'Multi Betters' });
    const m = await member();
    await betOk(t.app, m.token, group, ['7GF', '12A', '45C', '3B6']);
    const list = await call(t.app, 'GET', `/api/bets/group/${group.id}`, { token: m.token });
    expect(list.body.map((b: { combination: string }) => b.combination)).toEqual(['7FG', '12A', '45C', '36B']);
  });

  it('accepts the bet amount as a numeric string and with two decimals', async () => {
    const { group } = await openGroup({ betAmount: 1234n });
    const m = await member();
    expect((await bet(t.app, m.token, group, ['12A'], { betAmount: '12.34' })).status).toBe(201);
    expect((await bet(t.app, m.token, group, ['12B'], { betAmount: 12.34 })).status).toBe(201);
  });

  it('spends the whole balance exactly', async () => {
    const { group } = await openGroup({ betAmount: 2500n });
    const m = await member(5000n);
    const res = await bet(t.app, m.token, group, ['12A', '12B']);
    expect(res.status).toBe(201);
    expect(res.body.credits).toBe(0);
    await expectLedgerBalanced(t.db);
  });
});

describe('POST /api/bets/multiple: input checks, in order', () => {
  it.each([
    ['no combinations', [], messages.selectAtLeastOne],
    ['a missing list', undefined, messages.selectAtLeastOne],
    ['not a list', '12A', messages.selectAtLeastOne],
    ['six', ['12A', '12B', '12C', '12D', '12E', '12F'], messages.maxCombinations],
    ['six invalid ones (count first)', ['1', '2', '3', '4', '5', '6'], messages.maxCombinations],
    ['two characters', ['12'], combinationLengthMessage('12')],
    ['four characters', ['12AB'], combinationLengthMessage('12AB')],
    ['a repeated character', ['11a'], combinationLengthMessage('11A')],
    ['a player out of range', ['18a'], combinationLengthMessage('18A')],
    ['a letter out of range', ['12h'], combinationLengthMessage('12H')],
    ['the first invalid one', ['12A', 'x', 'yy'], combinationLengthMessage('X')],
    ['a non-string', [12], messages.selectAtLeastOneValid],
    ['the same set twice', ['12A', 'a21'], messages.duplicateInRequest],
    ['an invalid one before a duplicate', ['12A', 'A21', '1'], combinationLengthMessage('1')],
  ])('refuses %s with 400', async (_name, combinations, message) => {
    const { group } = await openGroup();
    const m = await member();
    const res = await bet(t.app, m.token, group, combinations);
    expect(res.body).toEqual({ message });
    expect(res.status).toBe(400);
    expect(await balanceOf(t.db, m.id)).toBe(100_000n);
  });

  it.each([0, -10, 10.001, 'abc', '', null, Number.NaN])('refuses bet amount %s', async (betAmount) => {
    const { group } = await openGroup();
    const m = await member();
    const res = await bet(t.app, m.token, group, ['12A'], { betAmount });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: messages.betAmountInvalid });
  });

  it('refuses ids that are not uuids with 400', async () => {
    const m = await member();
    const res = await call(t.app, 'POST', '/api/bets/multiple', {
      token: m.token,
      body: { betAmount: 10, matchId: 'nope', groupId: 'nope', combinations: ['12A'] },
    });
    expect(res.status).toBe(400);
  });

  it('checks the input before the group exists', async () => {
    const m = await member();
    const res = await call(t.app, 'POST', '/api/bets/multiple', {
      token: m.token,
      body: {
        betAmount: 10,
        matchId: crypto.randomUUID(),
        groupId: crypto.randomUUID(),
        combinations: ['12A', '12'],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: combinationLengthMessage('12') });
  });
});

describe('POST /api/bets/multiple: who may bet', () => {
  it('needs a token', async () => {
    const { group } = await openGroup();
    const res = await call(t.app, 'POST', '/api/bets/multiple', {
      body: { betAmount: 10, matchId: group.matchId, groupId: group.id, combinations: ['12A'] },
    });
    expect(res.status).toBe(401);
  });

  it('refuses Managers and Admins with 403, whatever they send', async () => {
    const { group } = await openGroup();
    expect((await bet(t.app, club.manager.token, group, ['12A'])).status).toBe(403);
    expect((await bet(t.app, admin.token, group, ['12A'])).status).toBe(403);
    expect((await bet(t.app, admin.token, group, [])).status).toBe(403);
  });

  it("answers 404 for another club's group and for a member without a club", async () => {
    const { group } = await openGroup();
    const outsider = await createUser(t.app, { clubId: otherClub.clubId, credits: 100_000n });
    const clubless = await member(100_000n, null);
    for (const token of [outsider.token, clubless.token]) {
      const res = await bet(t.app, token, group, ['12A']);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.groupNotFound });
    }
    expect(await betCount(t.db, group.id)).toBe(0);
  });

  it('answers 404 for an unknown group, and for a match the group does not belong to', async () => {
    const { group } = await openGroup();
    const { match: otherMatch } = await openGroup();
    const m = await member();
    const unknown = await bet(t.app, m.token, { ...group, id: crypto.randomUUID() }, ['12A']);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: messages.groupNotFound });
    const mismatched = await bet(t.app, m.token, { ...group, matchId: otherMatch.id }, ['12A']);
    expect(mismatched.status).toBe(404);
    expect(mismatched.body).toEqual({ message: messages.matchNotFound });
    const unknownMatch = await bet(t.app, m.token, { ...group, matchId: crypto.randomUUID() }, ['12A']);
    expect(unknownMatch.status).toBe(404);
  });
});

describe('POST /api/bets/multiple: betting window', () => {
  it.each([
    ['the match is Inactive', { match: 'Inactive' as const }],
    ['the match is Ongoing', { match: 'Ongoing' as const }],
    ['the match is Announced', { match: 'Announced' as const }],
    ['the group is Inactive', { group: 'Inactive' as const }],
    ['the start time has passed while the match is still Active', { started: true }],
  ])(
    'is closed (409) when %s',
    async (_name, opts: {
      match?: 'Inactive' | 'Ongoing' | 'Announced';
      group?: 'Inactive';
      started?: boolean;
    }) => {
      const match = await createMatch(t.app, club.clubId, {
        status: opts.match ?? 'Active',
        dateTime: new Date(Date.now() + (opts.started ? -60_000 : 3_600_000)),
      });
      const group = await createGroup(t.app, match.id, { status: opts.group ?? 'Active' });
      const m = await member();
      const res = await bet(t.app, m.token, group, ['12A']);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: messages.bettingClosed });
      expect(await balanceOf(t.db, m.id)).toBe(100_000n);
    },
  );

  it('checks the window before the amount', async () => {
    const match = await createMatch(t.app, club.clubId, { status: 'Inactive' });
    const group = await createGroup(t.app, match.id);
    const m = await member();
    const res = await bet(t.app, m.token, group, ['12A'], { betAmount: 99 });
    expect(res.status).toBe(409);
  });
});

describe('POST /api/bets/multiple: amount and balance', () => {
  it("refuses an amount other than the group's", async () => {
    const { group } = await openGroup({ betAmount: 1000n });
    const m = await member();
    const res = await bet(t.app, m.token, group, ['12A'], { betAmount: 10.01 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: messages.betAmountMismatch });
  });

  it('checks the amount before the balance', async () => {
    const { group } = await openGroup({ betAmount: 1000n });
    const m = await member(0n);
    const res = await bet(t.app, m.token, group, ['12A'], { betAmount: 5 });
    expect(res.body).toEqual({ message: messages.betAmountMismatch });
  });

  it('refuses when the balance does not cover amount x count, naming both in short RS', async () => {
    const { group } = await openGroup({ betAmount: 1050n });
    const m = await member(2000n);
    const res = await bet(t.app, m.token, group, ['12A', '12B', '12C']);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Insufficient credits. You need RS31.5 but only have RS20' });
    expect(res.body.message).toBe(insufficientCreditsMessage(3150n, 2000n));
    expect(await balanceOf(t.db, m.id)).toBe(2000n);
    expect(await betCount(t.db, group.id)).toBe(0);
    expect(await poolOf(t.db, group.id)).toBe(0n);
  });

  it('writes RS0 for an empty wallet and keeps paise', async () => {
    const { group } = await openGroup({ betAmount: 1025n });
    const empty = await member(0n);
    expect((await bet(t.app, empty.token, group, ['12A'])).body).toEqual({
      message: 'Insufficient credits. You need RS10.25 but only have RS0',
    });
    const some = await member(1020n);
    expect((await bet(t.app, some.token, group, ['12A'])).body).toEqual({
      message: 'Insufficient credits. You need RS10.25 but only have RS10.2',
    });
  });

  it('checks the balance before the type rule', async () => {
    const { group } = await openGroup();
    const first = await member();
    await betOk(t.app, first.token, group, ['12A']);
    const poor = await member(500n);
    const res = await bet(t.app, poor.token, group, ['12A']);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Insufficient credits/);
  });
});

describe('POST /api/bets/multiple: First Better', () => {
  it('refuses a combination someone holds, in any order, naming it as sent; places nothing of the request', async () => {
    const { group } = await openGroup();
    const first = await member();
    const second = await member();
    await betOk(t.app, first.token, group, ['12A']);
    const res = await bet(t.app, second.token, group, ['34B', 'a21', '56C']);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: combinationTakenMessage('A21') });
    expect(res.body.message).toBe('Combination A21 already taken. Please try another combination.');
    expect(await balanceOf(t.db, second.id)).toBe(100_000n);
    expect(await betCount(t.db, group.id)).toBe(1);
    expect(await poolOf(t.db, group.id)).toBe(1000n);
    // The rest of the refused request is still free.
    expect((await bet(t.app, second.token, group, ['34B', '56C'])).status).toBe(201);
    await expectLedgerBalanced(t.db);
  });

  it('refuses the holder too', async () => {
    const { group } = await openGroup();
    const m = await member();
    await betOk(t.app, m.token, group, ['12A']);
    const res = await bet(t.app, m.token, group, ['2A1']);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: combinationTakenMessage('2A1') });
  });

  it('holds per group: the same combination is free in another group', async () => {
    const { match, group } = await openGroup();
    const other = await createGroup(t.app, match.id);
    const a = await member();
    const b = await member();
    await betOk(t.app, a.token, group, ['12A']);
    await betOk(t.app, b.token, other, ['12A']);
  });
});

describe('POST /api/bets/multiple: Multi Betters', () => {
  it('lets every member take a combination once', async () => {
    const { group } = await openGroup({ betType: 'Multi Betters' });
    const a = await member();
    const b = await member();
    await betOk(t.app, a.token, group, ['12A', '34B']);
    await betOk(t.app, b.token, group, ['12A', '34B']);
    const again = await bet(t.app, a.token, group, ['56C', 'b43']);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: ownDuplicateMessage('B43') });
    expect(again.body.message).toBe('You have already placed a bet on combination B43');
    expect(await balanceOf(t.db, a.id)).toBe(98_000n);
    expect(await poolOf(t.db, group.id)).toBe(4000n);
    await expectLedgerBalanced(t.db);
  });
});

describe('POST /api/bets/multiple: Idempotency-Key', () => {
  it('answers ten parallel retries with one bet set and the same body', async () => {
    const { group } = await openGroup();
    const m = await member(10_000n);
    const headers = { 'idempotency-key': 'retry-1' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => bet(t.app, m.token, group, ['12A', '34B'], { headers })),
    );
    for (const res of answers) {
      expect(res.status).toBe(201);
      expect(res.body).toEqual(answers[0]?.body);
    }
    expect(answers[0]?.body.credits).toBe(80);
    expect(await betCount(t.db, group.id)).toBe(2);
    expect(await balanceOf(t.db, m.id)).toBe(8000n);
    expect(await poolOf(t.db, group.id)).toBe(2000n);
    await expectLedgerBalanced(t.db);
  });

  it('treats the same request spelled differently as the same', async () => {
    const { group } = await openGroup();
    const m = await member();
    const headers = { 'idempotency-key': 'spelling' };
    const first = await bet(t.app, m.token, group, ['12a'], { headers });
    const again = await bet(t.app, m.token, group, [' 12A '], { headers, betAmount: '10.00' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it('refuses the same key with another body, and places nothing', async () => {
    const { group } = await openGroup();
    const m = await member();
    const headers = { 'idempotency-key': 'reused' };
    await bet(t.app, m.token, group, ['12A'], { headers });
    const res = await bet(t.app, m.token, group, ['34B'], { headers });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: messages.idempotencyKeyReused });
    expect(await betCount(t.db, group.id)).toBe(1);
  });

  it('stores nothing for a failed attempt, so the same key works once the problem is fixed', async () => {
    const { group } = await openGroup();
    const m = await member(500n);
    const headers = { 'idempotency-key': 'after-top-up' };
    expect((await bet(t.app, m.token, group, ['12A'], { headers })).status).toBe(400);
    const [stored] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from idempotency_keys where user_id = ${m.id}::uuid`,
    );
    expect(stored?.n).toBe(0);
    await mintCredits(t.app, m.id, 500n);
    const res = await bet(t.app, m.token, group, ['12A'], { headers });
    expect(res.status).toBe(201);
    expect(res.body.credits).toBe(0);
  });

  it('keeps keys per member', async () => {
    const { group } = await openGroup();
    const a = await member();
    const b = await member();
    const headers = { 'idempotency-key': 'shared-name' };
    expect((await bet(t.app, a.token, group, ['12A'], { headers })).status).toBe(201);
    expect((await bet(t.app, b.token, group, ['34B'], { headers })).status).toBe(201);
    expect(await betCount(t.db, group.id)).toBe(2);
  });

  it('replays the first answer even after the window closed', async () => {
    const { match, group } = await openGroup();
    const m = await member();
    const headers = { 'idempotency-key': 'late-retry' };
    const first = await bet(t.app, m.token, group, ['12A'], { headers });
    await t.db.execute(sql`update matches set status = 'Inactive' where id = ${match.id}::uuid`);
    const again = await bet(t.app, m.token, group, ['12A'], { headers });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it('refuses a malformed key', async () => {
    const { group } = await openGroup();
    const m = await member();
    for (const key of ['x'.repeat(201), 'has space']) {
      const res = await bet(t.app, m.token, group, ['12A'], { headers: { 'idempotency-key': key } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: messages.idempotencyKeyInvalid });
    }
    expect(await betCount(t.db, group.id)).toBe(0);
  });
});
