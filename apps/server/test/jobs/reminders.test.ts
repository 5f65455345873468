import { formatMatchStartTime } from '@wicket/shared/match-time';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { queryRows } from '../../src/db/client';
import { clubs, matches } from '../../src/db/schema';
import { sendDueReminders, startReminderJob } from '../../src/jobs/reminders';
import type { EventPublisher, ServerEvent } from '../../src/modules/events/hub';
import { noEvents } from '../../src/modules/events/hub';
import { reminderDedupeKey } from '../../src/modules/notifications/reminders';
import { call, startSecondInstance, testConfig, useTestApp } from '../helpers/app';
import { testDatabaseKind } from '../helpers/database';
import { createClub, createGroup, createMatch, createUser } from '../helpers/fixtures';

const t = useTestApp();

const MINUTE = 60_000;

/** In-app reminders of one match, per user id. */
async function remindersOf(matchId: string) {
  const rows = await queryRows<{ user_id: string; title: string; link: string; n: number }>(
    t.db,
    sql`select user_id, min(title) as title, min(link) as link, count(*)::int as n from user_notifications
        where kind = 'reminder' and dedupe_key = ${reminderDedupeKey(matchId)} group by user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** Outbox rows for one recipient (digits with the country code) and body. */
async function outboxCount(phone: string, body: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from notifications where recipient = ${`91${phone}`} and body = ${body}`,
  );
  return row?.n ?? 0;
}

async function setReminderMinutes(clubId: string, minutes: number) {
  await t.db.update(clubs).set({ reminderMinutes: minutes }).where(eq(clubs.id, clubId));
}

/** A club with members, and a match starting `inMs` from now with an Active group. */
async function scene(inMs = 30 * MINUTE, members = 2) {
  const club = await createClub(t.app);
  const people = await Promise.all(
    Array.from({ length: members }, () => createUser(t.app, { clubId: club.clubId, credits: 10_000n })),
  );
  const match = await createMatch(t.app, club.clubId, {
    team1: 'India',
    team2: 'Australia',
    dateTime: new Date(Date.now() + inMs),
    status: 'Active',
  });
  const group = await createGroup(t.app, match.id, { status: 'Active' });
  return { club, people, match, group };
}

const titleOf = (dateTime: Date) =>
  `India vs Australia starts at ${formatMatchStartTime(dateTime)} and you have no bet yet`;

describe('sendDueReminders', () => {
  it('reminds each Member without a bet once the match starts within the club window, with the text and link', async () => {
    const { club, people, match, group } = await scene(30 * MINUTE, 3);
    const [better, idle1, idle2] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const bet = await call(t.app, 'POST', '/api/bets/multiple', {
      token: better.token,
      body: { betAmount: 10, matchId: match.id, groupId: group.id, combinations: ['123'] },
    });
    expect(bet.status).toBe(201);
    const outsider = await createUser(t.app, { clubId: (await createClub(t.app)).clubId });

    await sendDueReminders(t.db, noEvents, new Date());
    const got = await remindersOf(match.id);
    expect([...got.keys()].sort()).toEqual([idle1.id, idle2.id].sort());
    expect(got.has(club.manager.id)).toBe(false);
    expect(got.has(outsider.id)).toBe(false);
    const title = titleOf(match.dateTime);
    expect(got.get(idle1.id)).toMatchObject({ title, link: `/play-match/${match.id}`, n: 1 });
    // The same text through the outbox, once per reminder, to the number with its country code.
    expect(await outboxCount(idle1.phoneNumber, title)).toBe(1);
    expect(await outboxCount(idle2.phoneNumber, title)).toBe(1);
    expect(await outboxCount(better.phoneNumber, title)).toBe(0);

    // A second run writes nothing again.
    const again = await sendDueReminders(t.db, noEvents, new Date());
    expect(again.filter((n) => got.has(n.userId) && n.title === title)).toEqual([]);
    expect((await remindersOf(match.id)).get(idle1.id)?.n).toBe(1);
    expect(await outboxCount(idle1.phoneNumber, title)).toBe(1);
  });

  it('writes the time in club time: India vs Australia starts at 7:30 PM', async () => {
    const club = await createClub(t.app);
    const member = await createUser(t.app, { clubId: club.clubId });
    const start = new Date('2040-05-01T14:00:00.000Z'); // 19:30 in India
    const match = await createMatch(t.app, club.clubId, { team1: 'India', team2: 'Australia', dateTime: start });
    await createGroup(t.app, match.id, { status: 'Active' });
    await sendDueReminders(t.db, noEvents, new Date(start.getTime() - 45 * MINUTE));
    expect((await remindersOf(match.id)).get(member.id)?.title).toBe(
      'India vs Australia starts at 7:30 PM and you have no bet yet',
    );
  });

  it('waits for the window, follows the club setting, and stops at the start', async () => {
    const { club, people, match } = await scene(3 * 60 * MINUTE, 1);
    const member = people[0] as (typeof people)[0];
    const start = match.dateTime.getTime();
    await sendDueReminders(t.db, noEvents, new Date(start - 61 * MINUTE));
    expect((await remindersOf(match.id)).size).toBe(0);
    await setReminderMinutes(club.clubId, 0);
    await sendDueReminders(t.db, noEvents, new Date(start - 10 * MINUTE));
    expect((await remindersOf(match.id)).size).toBe(0);
    await setReminderMinutes(club.clubId, 90);
    // At the start itself the match has started: too late.
    await sendDueReminders(t.db, noEvents, new Date(start));
    expect((await remindersOf(match.id)).size).toBe(0);
    await sendDueReminders(t.db, noEvents, new Date(start - 90 * MINUTE));
    expect([...(await remindersOf(match.id)).keys()]).toEqual([member.id]);
  });

  it('skips matches that are not Active or have no Active group', async () => {
    const club = await createClub(t.app);
    await createUser(t.app, { clubId: club.clubId });
    const soon = () => new Date(Date.now() + 20 * MINUTE);
    const noActiveGroup = await createMatch(t.app, club.clubId, { dateTime: soon() });
    await createGroup(t.app, noActiveGroup.id, { status: 'Inactive' });
    const noGroup = await createMatch(t.app, club.clubId, { dateTime: soon() });
    const inactive = await createMatch(t.app, club.clubId, { dateTime: soon(), status: 'Inactive' });
    await createGroup(t.app, inactive.id, { status: 'Active' });
    const ongoing = await createMatch(t.app, club.clubId, { dateTime: soon(), status: 'Ongoing' });
    await createGroup(t.app, ongoing.id, { status: 'Active' });
    const announced = await createMatch(t.app, club.clubId, { dateTime: soon(), status: 'Announced' });
    await createGroup(t.app, announced.id, { status: 'Active' });
    await sendDueReminders(t.db, noEvents, new Date());
    for (const m of [noActiveGroup, noGroup, inactive, ongoing, announced]) {
      expect((await remindersOf(m.id)).size).toBe(0);
    }
  });

  it('publishes a notification hint per reminder written, after the commit', async () => {
    const { people, match } = await scene(15 * MINUTE, 2);
    const published: ServerEvent[] = [];
    const events: EventPublisher = { publish: (...e) => published.push(...e) };
    const created = await sendDueReminders(t.db, events, new Date());
    const ours = published.filter(
      (e) => e.kind === 'notification' && people.some((p) => p.id === e.userId) && e.data.kind === 'reminder',
    );
    expect(ours).toHaveLength(2);
    expect(ours[0]).toMatchObject({ data: { title: titleOf(match.dateTime) } });
    expect(published).toHaveLength(created.length);
  });

  it('is exactly once when many runs race (as on many instances)', async () => {
    const { people, match } = await scene(25 * MINUTE, 6);
    const now = new Date();
    const runs = await Promise.all(Array.from({ length: 4 }, () => sendDueReminders(t.db, noEvents, now)));
    const ours = runs.flat().filter((n) => n.title === titleOf(match.dateTime));
    expect(ours).toHaveLength(6);
    const got = await remindersOf(match.id);
    expect(got.size).toBe(6);
    for (const p of people) {
      expect(got.get(p.id)?.n).toBe(1);
      expect(await outboxCount(p.phoneNumber, titleOf(match.dateTime))).toBe(1);
    }
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('reminders on two instances (PostgreSQL)', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await startSecondInstance(t);
  });
  afterAll(async () => second?.close());

  it('writes each reminder and outbox message once when both instances run the job at the same time', async () => {
    for (let round = 0; round < 5; round++) {
      const { people, match } = await scene(40 * MINUTE, 8);
      const now = new Date();
      const [a, b] = await Promise.all([
        sendDueReminders(t.db, noEvents, now),
        sendDueReminders(second.db, noEvents, now),
      ]);
      const title = titleOf(match.dateTime);
      expect([...a, ...b].filter((n) => n.title === title)).toHaveLength(8);
      const got = await remindersOf(match.id);
      for (const p of people) {
        expect(got.get(p.id)?.n).toBe(1);
        expect(await outboxCount(p.phoneNumber, title)).toBe(1);
      }
    }
  });
});

describe('startReminderJob', () => {
  it('runs at once with the given clock and stops cleanly', async () => {
    const { people, match } = await scene(5 * 60 * MINUTE, 1);
    const job = startReminderJob(t.db, noEvents, t.app.log, () => new Date(match.dateTime.getTime() - MINUTE));
    await vi.waitFor(async () =>
      expect((await remindersOf(match.id)).has((people[0] as { id: string }).id)).toBe(true),
    );
    await job.stop();
  });

  it('is started by the app when jobs are on', async () => {
    const { people, match } = await scene(20 * MINUTE, 1);
    const instance = await buildApp({ config: testConfig({ ...t.config, runJobs: true }), database: t.app.database });
    try {
      await instance.ready();
      await vi.waitFor(
        async () => expect((await remindersOf(match.id)).has((people[0] as { id: string }).id)).toBe(true),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await instance.close();
    }
    const [row] = await t.db.select({ status: matches.status }).from(matches).where(eq(matches.id, match.id));
    expect(row?.status).toBe('Active');
  });
});
