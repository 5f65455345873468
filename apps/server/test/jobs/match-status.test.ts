import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { matches } from '../../src/db/schema';
import { startDueMatches, startMatchStatusJob } from '../../src/jobs/match-status';
import { call, testConfig, useTestApp } from '../helpers/app';
import { createClub, createGroup, createMatch, createUser } from '../helpers/fixtures';

const t = useTestApp();

/** A fixed clock far from the real one, so nothing here depends on when the test runs. */
const NOW = new Date('2040-05-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

async function statuses(ids: string[]) {
  const rows = await t.db
    .select({ id: matches.id, status: matches.status })
    .from(matches)
    .where(inArray(matches.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

describe('startDueMatches', () => {
  it('moves Active and Inactive matches whose start has come to Ongoing, and nothing else', async () => {
    const { clubId } = await createClub(t.app);
    const { clubId: otherClub } = await createClub(t.app);
    const pastActive = await createMatch(t.app, clubId, { dateTime: at(-60_000), status: 'Active' });
    const pastInactive = await createMatch(t.app, otherClub, { dateTime: at(-3600_000), status: 'Inactive' });
    const exactlyNow = await createMatch(t.app, clubId, { dateTime: NOW, status: 'Active' });
    const future = await createMatch(t.app, clubId, { dateTime: at(1), status: 'Active' });
    const futureInactive = await createMatch(t.app, clubId, { dateTime: at(60_000), status: 'Inactive' });
    const announced = await createMatch(t.app, clubId, { dateTime: at(-60_000), status: 'Announced' });
    const ongoing = await createMatch(t.app, clubId, { dateTime: at(-60_000), status: 'Ongoing' });
    const ids = [pastActive, pastInactive, exactlyNow, future, futureInactive, announced, ongoing].map((m) => m.id);

    expect(await startDueMatches(t.db, NOW)).toBe(3);
    expect(await statuses(ids)).toEqual({
      [pastActive.id]: 'Ongoing',
      [pastInactive.id]: 'Ongoing',
      [exactlyNow.id]: 'Ongoing',
      [future.id]: 'Active',
      [futureInactive.id]: 'Inactive',
      [announced.id]: 'Announced',
      [ongoing.id]: 'Ongoing',
    });
  });

  it('is idempotent: a second run at the same time changes nothing', async () => {
    const { clubId } = await createClub(t.app);
    const match = await createMatch(t.app, clubId, { dateTime: at(3_600_000), status: 'Active' });
    const later = at(3_600_000 + 1);
    // Earlier runs may still find other tests' matches; run until nothing is left, then once more.
    await startDueMatches(t.db, later);
    expect(await startDueMatches(t.db, later)).toBe(0);
    expect((await statuses([match.id]))[match.id]).toBe('Ongoing');
  });

  it('follows the injected clock: a match starts only when the clock reaches it', async () => {
    const { clubId } = await createClub(t.app);
    const start = at(10 * 86_400_000);
    const match = await createMatch(t.app, clubId, { dateTime: start, status: 'Active' });
    await startDueMatches(t.db, new Date(start.getTime() - 1));
    expect((await statuses([match.id]))[match.id]).toBe('Active');
    expect(await startDueMatches(t.db, start)).toBe(1);
    expect((await statuses([match.id]))[match.id]).toBe('Ongoing');
  });

  it('closes betting on the group screen once the job has run', async () => {
    const { clubId } = await createClub(t.app);
    const member = await createUser(t.app, { clubId });
    const match = await createMatch(t.app, clubId, { dateTime: new Date(Date.now() - 1000), status: 'Active' });
    const group = await createGroup(t.app, match.id, { status: 'Active' });
    const before = await call(t.app, 'GET', `/api/groups/${group.id}`, { token: member.token });
    expect(before.body).toMatchObject({ bettingOpen: false, match: { status: 'Active' } });
    await startDueMatches(t.db, new Date());
    const after = await call(t.app, 'GET', `/api/groups/${group.id}`, { token: member.token });
    expect(after.body).toMatchObject({ bettingOpen: false, match: { status: 'Ongoing' } });
  });

  it('is safe when many runs race (as on many instances): each match is started once', async () => {
    const { clubId } = await createClub(t.app);
    const start = at(20 * 86_400_000);
    const created = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        createMatch(t.app, clubId, { dateTime: new Date(start.getTime() - i * 1000), status: 'Active' }),
      ),
    );
    const runs = await Promise.all(Array.from({ length: 6 }, () => startDueMatches(t.db, start)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(25);
    const after = await statuses(created.map((m) => m.id));
    expect(new Set(Object.values(after))).toEqual(new Set(['Ongoing']));
  });
});

describe('startMatchStatusJob', () => {
  it('runs at once with the given clock and stops cleanly', async () => {
    const { clubId } = await createClub(t.app);
    const start = at(30 * 86_400_000);
    const match = await createMatch(t.app, clubId, { dateTime: start, status: 'Inactive' });
    const job = startMatchStatusJob(t.db, t.app.log, () => start);
    await vi.waitFor(async () => expect((await statuses([match.id]))[match.id]).toBe('Ongoing'));
    await job.stop();
    const [row] = await t.db.select({ status: matches.status }).from(matches).where(eq(matches.id, match.id));
    expect(row?.status).toBe('Ongoing');
  });

  it('is started by the app when jobs are on, and stopped when it closes', async () => {
    const { clubId } = await createClub(t.app);
    const match = await createMatch(t.app, clubId, { dateTime: new Date(Date.now() - 60_000), status: 'Active' });
    // A second instance on the same database with jobs on: its first run happens as soon as it is ready.
    const instance = await buildApp({ config: testConfig({ ...t.config, runJobs: true }), database: t.app.database });
    try {
      await instance.ready();
      await vi.waitFor(async () => expect((await statuses([match.id]))[match.id]).toBe('Ongoing'), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await instance.close();
    }
  });
});
