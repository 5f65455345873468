import { messages } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { createClub, createGroup, createMatch, createUser } from '../helpers/fixtures';
import { expectLedgerBalanced } from '../helpers/ledger';
import { balanceOf, bet, betCount, poolOf } from '../modules/bets/helpers';

/**
 * Idempotency-Key, beyond what the bets module tests already prove (test/modules/bets/place-bets.test.ts: ten
 * parallel retries place one bet set with one body, another body is refused, failures store nothing, keys are per
 * member; test/modules/bets/concurrency.test.ts: the same over HTTP on one and two PostgreSQL instances):
 * here the ten parallel requests carry the same key with two different bodies at once. Exactly one body wins the
 * key: all its requests answer the same 201, all requests with the other body are refused 409, and one bet set is
 * placed and paid for once. Runs on both databases.
 */
describe('Idempotency-Key under parallel conflicting retries', () => {
  const t = useTestApp();

  it('lets one of two bodies win a key sent ten times in parallel, and places its bets once', async () => {
    const { clubId } = await createClub(t.app);
    const member = await createUser(t.app, { clubId, credits: 10_000n });
    const match = await createMatch(t.app, clubId);
    const group = await createGroup(t.app, match.id, { betAmount: 1000n, betType: 'Multi Betters' });
    const headers = { 'idempotency-key': 'one-key-two-bodies' };
    const bodies = [['12A', '34B'], ['56C']];

    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const combinations = bodies[i % 2] as string[];
        return { combinations, res: await bet(t.app, member.token, group, combinations, { headers }) };
      }),
    );
    const winners = answers.filter((a) => a.res.status === 201);
    const losers = answers.filter((a) => a.res.status !== 201);
    expect(winners.length).toBe(5);
    const won = winners[0]?.combinations as string[];
    for (const a of winners) {
      expect(a.combinations).toEqual(won);
      expect(a.res.body).toEqual(winners[0]?.res.body);
    }
    for (const a of losers) {
      expect(a.combinations).not.toEqual(won);
      expect(a.res).toMatchObject({ status: 409, body: { message: messages.idempotencyKeyReused } });
    }
    const cost = 1000n * BigInt(won.length);
    expect(await betCount(t.db, group.id)).toBe(won.length);
    expect(await balanceOf(t.db, member.id)).toBe(10_000n - cost);
    expect(await poolOf(t.db, group.id)).toBe(cost);
    process.stdout.write(
      `idempotency (${t.kind}): 10 parallel requests with one key and two bodies -> ${winners.length} x 201 (same body), ` +
        `${losers.length} x 409, ${won.length} bet(s) placed once\n`,
    );
    await expectLedgerBalanced(t.db);
  });
});
