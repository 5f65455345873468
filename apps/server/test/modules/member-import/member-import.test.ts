import {
  appearsTwiceMessage,
  csvLineErrorMessage,
  csvReasons,
  messages,
  notificationTitles,
  rowsHaveErrorsMessage,
} from '@wicket/shared/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { auditLog, clubInvitations, notifications, users, welcomeLinks } from '../../../src/db/schema';
import { call, useTestApp } from '../../helpers/app';
import { createUser, nextPhone, useClubs, useUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';

/**
 * Importing members from a CSV file (design-season section 6): per-row outcomes, all-or-nothing, dry run, credits
 * through the ledger, invitations for club-less Members, the outbox, Idempotency-Key, and what 500 rows cost.
 */

const t = useTestApp({ publicUrl: 'https://pools.example' });
const admin = useUser(t, { userType: 'Admin', firstName: 'Ada', lastName: 'Admin' });
const { lions, tigers } = useClubs(t, { lions: 'Lions', tigers: 'Tigers' });

const HEADER = 'firstName,lastName,phoneNumber,countryCode,email,credits';
const csvOf = (...lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;

function importCsv(
  csv: string,
  opts: { dryRun?: boolean; sendInvites?: boolean; defaultCountryCode?: string; key?: string; token?: string } = {},
  clubId = lions.clubId,
) {
  const { key, token, ...rest } = opts;
  return call(t.app, 'POST', `/api/clubs/${clubId}/members/import`, {
    token: token ?? lions.manager.token,
    body: { csv, ...rest },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

async function counts() {
  const [row] = await queryRows<{ users: number; ledger: number; audits: number; invites: number; outbox: number }>(
    t.db,
    sql`select (select count(*) from users)::int as users, (select count(*) from transactions)::int as ledger,
               (select count(*) from audit_log)::int as audits, (select count(*) from club_invitations)::int as invites,
               (select count(*) from notifications)::int as outbox`,
  );
  return row;
}

const WELCOME = /^https:\/\/pools\.example\/welcome\/[A-Za-z0-9_-]{32,}$/;

describe('POST /api/clubs/{clubId}/members/import', () => {
  it('creates new members without a password, with welcome links, credits through the ledger and audit rows', async () => {
    const [p1, p2] = [nextPhone(), nextPhone()];
    const published = vi.spyOn(t.app.events, 'publish');
    try {
      const res = await importCsv(
        csvOf(
          `Asha,Rao,${p1},,asha.${p1}@Example.com,150.5`,
          `"Dev, Jr",Mehta,"+91 ${p2.slice(0, 5)}-${p2.slice(5)}",+91,,`,
        ),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ message: '2 members imported', created: 2, invited: 0, skipped: 0 });
      const [a, d] = res.body.rows;
      expect(a).toMatchObject({
        line: 2,
        firstName: 'Asha',
        lastName: 'Rao',
        phoneNumber: p1,
        countryCode: '+91',
        email: `asha.${p1}@example.com`,
        credits: 150.5,
        outcome: 'created',
        message: null,
      });
      expect(d).toMatchObject({ line: 3, firstName: 'Dev, Jr', phoneNumber: p2, credits: null, outcome: 'created' });
      expect(a.welcomeLink).toMatch(WELCOME);
      expect(d.welcomeLink).toMatch(WELCOME);
      expect(a.welcomeLink).not.toBe(d.welcomeLink);

      const stored = await t.db
        .select()
        .from(users)
        .where(inArray(users.phoneNumber, [p1, p2]));
      expect(stored).toHaveLength(2);
      for (const u of stored) {
        expect(u.passwordHash).toBeNull();
        expect(u.memberOf).toBe(lions.clubId);
        expect(u.userType).toBe('Member');
      }
      const asha = stored.find((u) => u.phoneNumber === p1);
      expect(asha?.credits).toBe(15050n);
      expect(asha?.id).toBe(a.memberId);

      // The ledger row and the notification Add Credit writes, and their events.
      const ledger = await queryRows<{ kind: string; amount: string; description: string; actor_id: string }>(
        t.db,
        sql`select kind, amount::text, description, actor_id from transactions where user_id = ${a.memberId}::uuid`,
      );
      expect(ledger).toEqual([
        {
          kind: 'credit_added',
          amount: '15050',
          description: 'Credit added by Manny Manager',
          actor_id: lions.manager.id,
        },
      ]);
      const inbox = await queryRows<{ kind: string; title: string }>(
        t.db,
        sql`select kind, title from user_notifications where user_id = ${a.memberId}::uuid`,
      );
      expect(inbox).toEqual([{ kind: 'credit', title: notificationTitles.creditAdded(15050n, 'Manny Manager') }]);
      await expectLedgerBalanced(t.db);

      // The stored hash is not the token.
      const token = String(a.welcomeLink).split('/').pop() as string;
      const links = await t.db.select().from(welcomeLinks).where(eq(welcomeLinks.userId, a.memberId));
      expect(links).toHaveLength(1);
      expect(links[0]?.tokenHash).not.toContain(token);
      expect(links[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

      const audits = await t.db
        .select({ action: auditLog.action, entityId: auditLog.entityId, after: auditLog.after })
        .from(auditLog)
        .where(inArray(auditLog.entityId, [a.memberId, d.memberId]))
        .orderBy(auditLog.seq);
      expect(audits.map((x) => [x.action, x.entityId])).toEqual([
        ['member.add', a.memberId],
        ['credit.add', a.memberId],
        ['member.add', d.memberId],
      ]);
      expect(audits[1]?.after).toEqual({ _id: a.memberId, credits: 150.5, amount: 150.5 });
      // After commit: the credited member's balance and bell.
      const events = published.mock.calls.flat();
      expect(events).toEqual(
        expect.arrayContaining([
          { kind: 'balance', data: { userId: a.memberId, credits: 150.5 } },
          expect.objectContaining({ kind: 'notification', userId: a.memberId }),
        ]),
      );
    } finally {
      published.mockRestore();
    }
  });

  it('invites an existing Member without a club, skips this club’s members, and says so per row', async () => {
    const loner = await createUser(t.app, { firstName: 'Lone', lastName: 'Wolf' });
    const already = await createUser(t.app, { clubId: lions.clubId, firstName: 'Old', lastName: 'Timer' });
    const fresh = nextPhone();
    const res = await importCsv(
      csvOf(`Lone,Wolf,${loner.phoneNumber},,,50`, `Old,Timer,0${already.phoneNumber},,,`, `New,Person,${fresh},,,`),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: '2 members imported', created: 1, invited: 1, skipped: 1 });
    expect(res.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual(['invited', 'skipped', 'created']);
    expect(res.body.rows[0]).toMatchObject({
      memberId: null,
      message: messages.phoneAlreadyRegistered,
      welcomeLink: null,
    });
    expect(res.body.rows[1]).toMatchObject({
      memberId: already.id,
      message: 'Already a member of this club',
      phoneNumber: already.phoneNumber,
    });

    // Invited, not joined; no credit for an invited row; the invitation's notification and audit row.
    const [lonerRow] = await t.db.select().from(users).where(eq(users.id, loner.id));
    expect(lonerRow?.memberOf).toBeNull();
    expect(lonerRow?.credits).toBe(0n);
    const invitations = await t.db
      .select()
      .from(clubInvitations)
      .where(and(eq(clubInvitations.userId, loner.id), eq(clubInvitations.clubId, lions.clubId)));
    expect(invitations).toHaveLength(1);
    const pending = await call(t.app, 'GET', '/api/users/invitations', { token: loner.token });
    expect(pending.body).toEqual([expect.objectContaining({ club: { _id: lions.clubId, clubName: 'Lions' } })]);
    const inbox = await queryRows<{ kind: string; title: string }>(
      t.db,
      sql`select kind, title from user_notifications where user_id = ${loner.id}::uuid`,
    );
    expect(inbox).toEqual([{ kind: 'invite', title: 'Manny Manager invited you to join Lions' }]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, loner.id));
    expect(audits.map((a) => a.action)).toEqual(['member.invite']);
    await expectLedgerBalanced(t.db);
  });

  it('refuses the whole file when any row has an error (the last one here), and changes nothing', async () => {
    const fine = [nextPhone(), nextPhone(), nextPhone()];
    const before = await counts();
    const res = await importCsv(
      csvOf(`Ok,One,${fine[0]},,,10`, `Ok,Two,${fine[1]},,,`, `Ok,Three,${fine[2]},,,`, `Bad,Phone,12345,,,`),
      { sendInvites: true },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('1 row has errors. Nothing was imported.');
    expect(res.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual(['ready', 'ready', 'ready', 'error']);
    expect(res.body.rows[3]).toMatchObject({ line: 5, message: messages.invalidPhone, memberId: null });
    expect(await counts()).toEqual(before);
    const made = await t.db.select().from(users).where(inArray(users.phoneNumber, fine));
    expect(made).toEqual([]);
  });

  it('answers every row error in its row: registration rules and texts, duplicates', async () => {
    const dup = nextPhone();
    const takenEmail = `taken.${nextPhone()}@example.com`;
    await t.db
      .update(users)
      .set({ email: takenEmail })
      .where(eq(users.id, (await createUser(t.app)).id));
    const csv = csvOf(
      `,Rao,${nextPhone()},,,`,
      `Asha,,${nextPhone()},,,`,
      `Asha,Rao,12345,,,`,
      `Asha,Rao,,,,`,
      `Asha,Rao,${nextPhone()},,not-an-email,`,
      `Asha,Rao,${nextPhone()},,,0`,
      `Asha,Rao,${nextPhone()},,,10.555`,
      `Asha,Rao,${nextPhone()},,,0x10`,
      `Dup,One,${dup},,,`,
      `Dup,Two,0${dup},,,`,
      `Em,Ail,${nextPhone()},,${takenEmail},`,
      `${'x'.repeat(31)},Rao,${nextPhone()},,,`,
    );
    const before = await counts();
    const res = await importCsv(csv);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(rowsHaveErrorsMessage(11));
    expect(res.body.message).toBe('11 rows have errors. Nothing was imported.');
    const byLine = Object.fromEntries(
      res.body.rows.map((r: { line: number; message: string | null }) => [r.line, r.message]),
    );
    expect(byLine).toEqual({
      2: messages.firstNameRequired,
      3: messages.lastNameRequired,
      4: messages.invalidPhone,
      5: messages.phoneRequired,
      6: messages.invalidEmail,
      7: messages.invalidCreditAmount,
      8: messages.invalidCreditAmount,
      9: messages.invalidCreditAmount,
      10: null,
      11: appearsTwiceMessage(dup),
      12: messages.emailTaken,
      13: messages.firstNameTooLong,
    });
    expect(byLine[11]).toBe(`${dup} appears twice`);
    expect(await counts()).toEqual(before);
  });

  it('a dry run checks and answers the rows but creates nothing', async () => {
    const loner = await createUser(t.app);
    const fresh = nextPhone();
    const before = await counts();
    const res = await importCsv(csvOf(`Dry,Run,${fresh},,,25`, `Lone,Wolf,${loner.phoneNumber},,,`), {
      dryRun: true,
      sendInvites: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: '2 members ready to import', created: 0, invited: 0, skipped: 0 });
    expect(res.body.rows).toMatchObject([
      { line: 2, outcome: 'ready', message: null, memberId: null, welcomeLink: null, credits: 25 },
      { line: 3, outcome: 'ready', message: messages.phoneAlreadyRegistered, memberId: null, welcomeLink: null },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('honours Idempotency-Key: a replay answers the same body (links included) and writes nothing', async () => {
    const phones = [nextPhone(), nextPhone()];
    const csv = csvOf(`Re,Play,${phones[0]},,,40`, `Re,Try,${phones[1]},,,`);
    const first = await importCsv(csv, { key: 'import-key-1' });
    expect(first.status).toBe(201);
    const after = await counts();
    const replay = await importCsv(csv, { key: 'import-key-1' });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await counts()).toEqual(after);
    // The replayed link still works.
    const token = String(replay.body.rows[0].welcomeLink).split('/').pop();
    expect((await call(t.app, 'GET', `/api/users/welcome/${token}`)).status).toBe(200);
    // The same key with another request: 409.
    const other = await importCsv(csvOf(`Re,Other,${nextPhone()},,,`), { key: 'import-key-1' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(messages.idempotencyKeyReused);
    // Without a key, the same file again: its members are now skipped.
    const again = await importCsv(csv);
    expect(again.body).toMatchObject({ message: '0 members imported', created: 0, skipped: 2 });
    await expectLedgerBalanced(t.db);
  });

  it('reads the phone as registration does for the row’s or the default country code', async () => {
    const national = nextPhone();
    const res = await importCsv(
      `PHONENUMBER , FirstName,lastname\r\n"+91 ${national.slice(0, 5)} ${national.slice(5)}",Case,Insensitive\r\n`,
      { defaultCountryCode: '+91' },
    );
    expect(res.status).toBe(201);
    expect(res.body.rows[0]).toMatchObject({ phoneNumber: national, countryCode: '+91', outcome: 'created' });
    const uk = `7700 900${String(Math.floor(Math.random() * 900) + 100)}`;
    const ukRes = await importCsv(csvOf(`Brit,Ish,${uk},,,`), { defaultCountryCode: '+44' });
    expect(ukRes.status).toBe(201);
    expect(ukRes.body.rows[0]).toMatchObject({ countryCode: '+44', phoneNumber: uk.replace(/\s/g, '') });
  });

  it('names the line of each row, counting quoted line breaks and skipping blank lines', async () => {
    const csv = `firstName,lastName,phoneNumber\n\n"Multi\nLine",Name,12\n\nOk,Name,${nextPhone()}\n,,\nBad,,${nextPhone()}\n`;
    const res = await importCsv(csv, { dryRun: true });
    expect(res.status).toBe(400);
    expect(res.body.rows.map((r: { line: number }) => r.line)).toEqual([3, 6, 8]);
  });

  it('refuses files it cannot read with a clear 400', async () => {
    const cases: [string, string][] = [
      ['firstName,lastName\nA,B\n', messages.importColumnsMissing],
      ['firstName,lastName,phoneNumber\n', messages.csvNoRows],
      [`firstName,lastName,phoneNumber\n"A,B,${nextPhone()}\n`, csvLineErrorMessage(2, csvReasons.quoteNotClosed)],
      [`${HEADER}\n${Array.from({ length: 501 }, () => `A,B,${nextPhone()}`).join('\n')}`, messages.csvTooManyRows],
      [`${HEADER}\n${'A'.repeat(205 * 1024)}`, messages.csvTooLarge],
      ['   ', messages.csvRequired],
    ];
    const before = await counts();
    for (const [csv, message] of cases) {
      const res = await importCsv(csv);
      expect(res.status, message).toBe(400);
      expect(res.body, message).toEqual({ message });
    }
    const bad = await call(t.app, 'POST', `/api/clubs/${lions.clubId}/members/import`, {
      token: lions.manager.token,
      body: { csv: csvOf(`A,B,${nextPhone()},,,`), dryRun: 'yes' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: messages.dryRunInvalid } });
    expect(await counts()).toEqual(before);
  });

  it('sendInvites queues the WhatsApp texts of section 6 in the outbox', async () => {
    const loner = await createUser(t.app, { firstName: 'Wa', lastName: 'Invitee' });
    const fresh = nextPhone();
    const res = await importCsv(csvOf(`Wa,New,${fresh},,,`, `Wa,Invitee,${loner.phoneNumber},,,`), {
      sendInvites: true,
    });
    expect(res.status).toBe(201);
    const link = res.body.rows[0].welcomeLink;
    const queued = await t.db
      .select({ recipient: notifications.recipient, body: notifications.body, channel: notifications.channel })
      .from(notifications)
      .where(inArray(notifications.recipient, [`91${fresh}`, `91${loner.phoneNumber}`]));
    // The welcome link is queued sealed (issue 38): the delivery worker opens it for the provider.
    const opened = queued.map((q) => ({ ...q, body: t.app.secretBox.open(q.body) }));
    expect(queued.find((q) => q.recipient === `91${fresh}`)?.body).not.toContain(link);
    expect(opened).toEqual(
      expect.arrayContaining([
        { channel: 'whatsapp', recipient: `91${fresh}`, body: `You have been added to Lions on Wicket Pools: ${link}` },
        {
          channel: 'whatsapp',
          recipient: `91${loner.phoneNumber}`,
          body: 'Manny Manager invited you to join Lions on Wicket Pools: https://pools.example/login',
        },
      ]),
    );
    expect(opened).toHaveLength(2);
  });

  it('is for staff of the club: an Admin imports into any club; another club’s Manager reads not found', async () => {
    const byAdmin = await importCsv(csvOf(`By,Admin,${nextPhone()},,,`), { token: admin.token }, tigers.clubId);
    expect(byAdmin.status).toBe(201);
    const [made] = await t.db.select().from(users).where(eq(users.id, byAdmin.body.rows[0].memberId));
    expect(made?.memberOf).toBe(tigers.clubId);
    const otherManager = await importCsv(csvOf(`No,Way,${nextPhone()},,,`), { token: tigers.manager.token });
    expect(otherManager).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    const member = await createUser(t.app, { clubId: lions.clubId });
    expect((await importCsv(csvOf(`No,Way,${nextPhone()},,,`), { token: member.token })).status).toBe(403);
  });

  it('imports 500 members in one request without hashing a password (time printed, not asserted)', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => `Bulk${i},Member,${nextPhone()},,,${(i % 7) + 1}`);
    const csv = csvOf(...rows);
    const dryStart = performance.now();
    const dry = await importCsv(csv, { dryRun: true });
    const dryMs = performance.now() - dryStart;
    expect(dry.status).toBe(200);
    expect(dry.body.message).toBe('500 members ready to import');
    const start = performance.now();
    const res = await importCsv(csv, { key: 'bulk-500' });
    const ms = performance.now() - start;
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: '500 members imported', created: 500 });
    process.stdout.write(
      `member import (${t.kind}): 500 rows, dry run ${dryMs.toFixed(0)} ms, import ${ms.toFixed(0)} ms\n`,
    );
    const [row] = await queryRows<{ n: number; hashed: number }>(
      t.db,
      sql`select count(*)::int as n, count(password_hash)::int as hashed from users where first_name like 'Bulk%'`,
    );
    expect(row).toEqual({ n: 500, hashed: 0 });
    await expectLedgerBalanced(t.db);
  });
});
