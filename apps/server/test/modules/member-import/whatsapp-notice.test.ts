import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../helpers/app';
import { type ClubFixture, createClub, nextPhone } from '../../helpers/fixtures';

/**
 * Issue 38: "25 created" hid that no WhatsApp sender was configured, so nobody was told. An import that queues
 * messages says whether they go out (`whatsApp: 'queued'`) or only reach the server log (`'logged'`).
 */

const t = useTestApp({ publicUrl: 'https://pools.example' });
let club: ClubFixture;
beforeAll(async () => {
  club = await createClub(t.app, { clubName: `WhatsApp Club ${Math.random().toString(36).slice(2, 8)}` });
});

const csvOf = (...phones: string[]) =>
  ['firstName,lastName,phoneNumber', ...phones.map((p, i) => `Member,${String.fromCharCode(65 + i)},${p}`)].join('\n');
const importCsv = (csv: string, body: { dryRun?: boolean; sendInvites?: boolean }, key?: string) =>
  call(t.app, 'POST', `/api/clubs/${club.clubId}/members/import`, {
    token: club.manager.token,
    body: { csv, ...body },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('the member import says whether its WhatsApp messages were sent or only logged', () => {
  it('answers whatsApp "logged" without a sender, also on a replay, and "queued" with one', async () => {
    const key = `k-${Math.random().toString(36).slice(2)}`;
    const csv = csvOf(nextPhone(), nextPhone());
    const logged = await importCsv(csv, { sendInvites: true }, key);
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({ created: 2, whatsApp: 'logged' });
    const replay = await importCsv(csv, { sendInvites: true }, key);
    expect(replay).toMatchObject({ status: 201, body: { created: 2, whatsApp: 'logged' } });

    const original = t.app.config.whatsapp;
    t.app.config.whatsapp = { token: 'test-token', phoneNumberId: '123' };
    try {
      const queued = await importCsv(csvOf(nextPhone()), { sendInvites: true });
      expect(queued.body).toMatchObject({ created: 1, whatsApp: 'queued' });
    } finally {
      t.app.config.whatsapp = original;
    }
  });

  it('says nothing when no message was queued: without sendInvites, a dry run, or nobody new', async () => {
    const phone = nextPhone();
    const quiet = await importCsv(csvOf(phone), { sendInvites: false });
    expect(quiet.status).toBe(201);
    expect(quiet.body).not.toHaveProperty('whatsApp');
    const dry = await importCsv(csvOf(nextPhone()), { dryRun: true, sendInvites: true });
    expect(dry.status).toBe(200);
    expect(dry.body).not.toHaveProperty('whatsApp');
    // The same member again: skipped, nobody to message.
    const again = await importCsv(csvOf(phone), { sendInvites: true });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ created: 0, invited: 0, skipped: 1 });
    expect(again.body).not.toHaveProperty('whatsApp');
  });
});
