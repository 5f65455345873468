import { isBettingOpen } from '@wicket/shared/betting-open';
import { GROUP_STATUSES } from '@wicket/shared/schemas/groups';
import { MATCH_STATUSES } from '@wicket/shared/schemas/matches';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { bettingOpenSql, matchStartedSql } from '../../src/lib/betting-open';
import { useTestApp } from '../helpers/app';
import { createClub, createMatch } from '../helpers/fixtures';
import { saveResult } from '../modules/bets/helpers';

/**
 * The SQL rule, its database function and the shared function are one rule: they agree on every status pair, around
 * the start, and with and without a result for the match.
 */
describe('bettingOpenSql', () => {
  const t = useTestApp();

  it('answers what isBettingOpen answers, and matchStartedSql is its time half', async () => {
    const start = new Date('2040-01-01T10:00:00.000Z');
    const times = [new Date(start.getTime() - 1000), start, new Date(start.getTime() + 1000)];
    const club = await createClub(t.app);
    const undecided = await createMatch(t.app, club.clubId);
    const decided = await createMatch(t.app, club.clubId);
    await saveResult(t.app, decided.id, [1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 7]);
    const [resultRow] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from results where match_id = ${decided.id}::uuid`,
    );
    const withResult = [
      { matchId: undecided.id, result: null },
      { matchId: decided.id, result: resultRow?.id ?? null },
    ];
    const cases = MATCH_STATUSES.flatMap((matchStatus) =>
      GROUP_STATUSES.flatMap((groupStatus) =>
        times.flatMap((now) => withResult.map((r) => ({ matchStatus, groupStatus, now, ...r }))),
      ),
    );
    expect(withResult[1]?.result).not.toBeNull();
    for (const c of cases) {
      const matchId = sql`${c.matchId}::uuid`;
      const now = sql`${c.now.toISOString()}::timestamptz`;
      const matchStart = sql`${start.toISOString()}::timestamptz`;
      const [row] = await queryRows<{ open: boolean; started: boolean; fnOpen: boolean }>(
        t.db,
        sql`select ${bettingOpenSql(
          {
            matchId,
            matchStatus: sql`${c.matchStatus}::match_status`,
            groupStatus: sql`${c.groupStatus}::group_status`,
            matchStart,
          },
          now,
        )} as open, ${matchStartedSql(matchStart, now)} as started,
          betting_open(${matchId}, ${c.matchStatus}::match_status, ${c.groupStatus}::group_status, ${matchStart}, ${now})
            as "fnOpen"`,
      );
      expect({ ...c, open: row?.open }).toEqual({
        ...c,
        open: isBettingOpen(
          { status: c.matchStatus, dateTime: start, result: c.result },
          { status: c.groupStatus },
          c.now,
        ),
      });
      expect(row?.started).toBe(c.now.getTime() >= start.getTime());
      // The database function place_bets and place_bid use (migration 0012) is the same rule.
      expect({ ...c, open: row?.fnOpen }).toEqual({ ...c, open: row?.open });
    }
  });
});
