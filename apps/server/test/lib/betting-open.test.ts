import { isBettingOpen } from '@wicket/shared/betting-open';
import { GROUP_STATUSES } from '@wicket/shared/schemas/groups';
import { MATCH_STATUSES } from '@wicket/shared/schemas/matches';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { bettingOpenSql, matchStartedSql } from '../../src/lib/betting-open';
import { buildTestApp, type TestApp } from '../helpers/app';

/**
 * The SQL rule, its database function and the shared function are one rule: they agree on every status pair and
 * around the start.
 */
describe('bettingOpenSql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers what isBettingOpen answers, and matchStartedSql is its time half', async () => {
    const start = new Date('2040-01-01T10:00:00.000Z');
    const times = [new Date(start.getTime() - 1000), start, new Date(start.getTime() + 1000)];
    const cases = MATCH_STATUSES.flatMap((matchStatus) =>
      GROUP_STATUSES.flatMap((groupStatus) => times.map((now) => ({ matchStatus, groupStatus, now }))),
    );
    for (const c of cases) {
      const now = sql`${c.now.toISOString()}::timestamptz`;
      const matchStart = sql`${start.toISOString()}::timestamptz`;
      const [row] = await queryRows<{ open: boolean; started: boolean; fnOpen: boolean }>(
        t.db,
        sql`select ${bettingOpenSql(
          {
            matchStatus: sql`${c.matchStatus}::match_status`,
            groupStatus: sql`${c.groupStatus}::group_status`,
            matchStart,
          },
          now,
        )} as open, ${matchStartedSql(matchStart, now)} as started,
          betting_open(${c.matchStatus}::match_status, ${c.groupStatus}::group_status, ${matchStart}, ${now})
            as "fnOpen"`,
      );
      expect({ ...c, open: row?.open }).toEqual({
        ...c,
        open: isBettingOpen({ status: c.matchStatus, dateTime: start }, { status: c.groupStatus }, c.now),
      });
      expect(row?.started).toBe(c.now.getTime() >= start.getTime());
      // The database function place_bid uses (migration 0011) is the same rule.
      expect({ ...c, open: row?.fnOpen }).toEqual({ ...c, open: row?.open });
    }
  });
});
