import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { IMPORT_CHECKS_PER_DAY } from '../../../src/modules/member-import/service';
import { CLUB_WHATSAPP_PER_DAY } from '../../../src/modules/referrals/service';
import { call, useTestApp } from '../../helpers/app';
import {
  type ClubFixture,
  createClub,
  createUser,
  nextPhone,
  type UserFixture,
  useClubs,
  useUser,
} from '../../helpers/fixtures';

/**
 * Design-contests section 4: the member import's dry run reveals no more than registration does (a registered phone
 * outside the club reads `This phone number is already registered`, whatever the account), dry runs count toward
 * 20 a day per club, and WhatsApp messages sent on the club's behalf (imports) and on its members' (invites) share
 * one daily cap of 200 per club beside each member's own 20. Each case fails on the code before.
 */

const t = useTestApp({ publicUrl: 'https://pools.example' });
const admin = useUser(t, { userType: 'Admin', firstName: 'Ada', lastName: 'Admin' });
const { lions, tigers } = useClubs(t, { lions: 'Lions', tigers: 'Tigers' });

const csvOf = (...lines: string[]) => `${['firstName,lastName,phoneNumber', ...lines].join('\r\n')}\r\n`;

function importCsv(club: ClubFixture, csv: string, opts: { dryRun?: boolean; sendInvites?: boolean } = {}) {
  return call(t.app, 'POST', `/api/clubs/${club.clubId}/members/import`, {
    token: club.manager.token,
    body: { csv, ...opts },
  });
}

async function outboxCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from notifications`);
  return row?.n ?? 0;
}

/** The club's counter as that many earlier requests today would leave it (each is a real request otherwise). */
async function setCounter(key: string, hits: number) {
  await t.db.execute(
    sql`insert into rate_limits (key, hits, window_start) values (${key}, ${hits}, now())
        on conflict (key) do update set hits = excluded.hits, window_start = now()`,
  );
}

describe('the member import tells no more than registration does', () => {
  it('answers every registered phone outside the club with one text, no id, in the dry run and the import', async () => {
    const club = await createClub(t.app, { clubName: 'Quiet' });
    const loner = await createUser(t.app, { firstName: 'Sanjay', lastName: 'Patil' });
    const inTigers = await createUser(t.app, { clubId: tigers.clubId, firstName: 'Tara' });
    const csv = csvOf(
      `A,One,${loner.phoneNumber}`,
      `B,Two,${inTigers.phoneNumber}`,
      `C,Three,${tigers.manager.phoneNumber}`,
      `D,Four,${admin.phoneNumber}`,
    );
    const dry = await importCsv(club, csv, { dryRun: true });
    expect(dry.status).toBe(200);
    const rowsOf = (rows: { outcome: string; message: string | null; memberId: string | null }[]) =>
      rows.map((r) => ({ outcome: r.outcome, message: r.message, memberId: r.memberId }));
    const same = { outcome: 'ready', message: 'This phone number is already registered', memberId: null };
    expect(rowsOf(dry.body.rows)).toEqual([same, same, same, same]);
    // Only the names the file itself gave: none of the accounts' names or clubs.
    expect(JSON.stringify(dry.body)).not.toMatch(/Sanjay|Patil|Tara|Tigers|Manny|Ada/);

    const imported = await importCsv(club, csv);
    expect(imported.status).toBe(201);
    const invited = { ...same, outcome: 'invited' };
    expect(rowsOf(imported.body.rows)).toEqual([invited, invited, invited, invited]);
    expect(JSON.stringify(imported.body)).not.toMatch(/Sanjay|Patil|Tara|Tigers|Manny|Ada/);
    // Only the Member without a club was invited; nobody else was touched.
    const pending = await call(t.app, 'GET', '/api/users/invitations', { token: loner.token });
    expect(pending.body).toEqual([expect.objectContaining({ club: { _id: club.clubId, clubName: 'Quiet' } })]);
    const others = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from club_invitations where club_id = ${club.clubId}::uuid`,
    );
    expect(others[0]?.n).toBe(1);
  });

  it(`allows ${IMPORT_CHECKS_PER_DAY} dry runs per club a day, then 429 with a clear text; the import itself is not counted`, async () => {
    const club = await createClub(t.app, { clubName: 'Checker' });
    const csv = csvOf(`Dry,Run,${nextPhone()}`);
    for (let i = 0; i < IMPORT_CHECKS_PER_DAY; i++) {
      expect((await importCsv(club, csv, { dryRun: true })).status).toBe(200);
    }
    const over = await importCsv(club, csv, { dryRun: true });
    expect(over).toMatchObject({ status: 429, body: { message: messages.tooManyImportChecks } });
    expect(over.body.message).toBe('A club can check 20 member files a day. Please try again tomorrow.');
    // Another club has its own 20; the import still runs.
    expect((await importCsv(lions, csv, { dryRun: true })).status).toBe(200);
    expect((await importCsv(club, csv)).status).toBe(201);
  });
});

describe("one daily WhatsApp cap per club, shared by imports and members' invites", () => {
  it('refuses an import whose messages pass the cap (429, nothing written) and still imports without messages', async () => {
    const club = await createClub(t.app, { clubName: 'Chatty' });
    await setCounter(`whatsapp-club:${club.clubId}`, CLUB_WHATSAPP_PER_DAY - 1);
    const phones = [nextPhone(), nextPhone()];
    const outbox = await outboxCount();
    const res = await importCsv(club, csvOf(`A,One,${phones[0]}`, `B,Two,${phones[1]}`), { sendInvites: true });
    expect(res).toMatchObject({ status: 429, body: { message: messages.clubWhatsAppCapReached } });
    expect(await outboxCount()).toBe(outbox);
    const members = await call(t.app, 'GET', '/api/users/members', { token: club.manager.token });
    expect(members.body).toEqual([]);
    // One message still fits; without messages the file imports whatever the cap.
    expect((await importCsv(club, csvOf(`A,One,${phones[0]}`), { sendInvites: true })).status).toBe(201);
    expect(await outboxCount()).toBe(outbox + 1);
    expect((await importCsv(club, csvOf(`B,Two,${phones[1]}`), { sendInvites: false })).status).toBe(201);
  });

  it("counts a member's own invites toward the club's cap: once the club is at 200, a member is refused", async () => {
    const club = await createClub(t.app, { clubName: 'Sharers' });
    const member = await createUser(t.app, { clubId: club.clubId });
    const clubless = await createUser(t.app);
    const send = (user: UserFixture) =>
      call(t.app, 'POST', '/api/users/send-whatsapp', { token: user.token, body: { phoneNumber: nextPhone() } });
    expect((await send(member)).status).toBe(200);
    // An import on the club's behalf uses up the rest of today's cap.
    await setCounter(`whatsapp-club:${club.clubId}`, CLUB_WHATSAPP_PER_DAY);
    const refused = await send(member);
    expect(refused).toMatchObject({ status: 429, body: { message: messages.tooManyInvites } });
    // A member without a club has only its own 20.
    expect((await send(clubless)).status).toBe(200);
    // A member's invite takes the last message of the cap, which the import then finds used up.
    await setCounter(`whatsapp-club:${club.clubId}`, CLUB_WHATSAPP_PER_DAY - 1);
    expect((await send(member)).status).toBe(200);
    const imported = await importCsv(club, csvOf(`A,One,${nextPhone()}`), { sendInvites: true });
    expect(imported).toMatchObject({ status: 429, body: { message: messages.clubWhatsAppCapReached } });
  });
});
