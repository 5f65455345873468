import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { useTestApp } from '../helpers/app';
import { testDatabaseKind } from '../helpers/database';
import { createClub, createGroup, createMatch, createUser, type UserFixture } from '../helpers/fixtures';
import { expectLedgerBalanced } from '../helpers/ledger';

/**
 * Database connections dropped under the app (PostgreSQL): while members place bets and read over HTTP, another
 * session terminates the app's pool connections one at a time, again and again (pg_terminate_backend). A request whose
 * connection dies answers 503 with a message, never a 500, and the process keeps serving. A 503 bet may or may not
 * have committed (the connection can die after COMMIT, before its answer), so the client retries it with the same
 * Idempotency-Key once the database is back: then every bet request has been placed exactly once (lost: 0,
 * duplicated: 0) and the ledger verifies.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('database connections dropped mid-request (PostgreSQL)', () => {
  const t = useTestApp();
  let url: string;

  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  type Sent = {
    member: UserFixture;
    key: string;
    combinations: string[];
    status: number;
    body: Record<string, unknown>;
  };

  it('answers 503 with a message, loses nothing, and places every retried bet exactly once', async () => {
    const club = await createClub(t.app);
    const members = await Promise.all(
      Array.from({ length: 16 }, () => createUser(t.app, { clubId: club.clubId, credits: 100_000n })),
    );
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    const combos = ['12A', '34B', '56C', '7DE', '13F', '24G', '35A', '46B'];

    const post = async (member: UserFixture, key: string, combinations: string[]) => {
      const res = await fetch(`${url}/api/bets/multiple`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${member.token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify({ betAmount: 10, matchId: match.id, groupId: group.id, combinations }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    // The killer: its own connection to the server, terminating the other backends of this test's database.
    const killer = new pg.Client({ connectionString: t.databaseUrl });
    await killer.connect();
    let loading = true;
    let terminated = 0;
    const kills = (async () => {
      while (loading) {
        // One of the app's connections at a time, busy or idle, picked at random.
        const res = await killer.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from (
             select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
             order by random() limit 1) victims`,
        );
        terminated += res.rows[0]?.n ?? 0;
        await new Promise((r) => setTimeout(r, 10 + Math.random() * 40));
      }
    })();

    const sent: Sent[] = [];
    const reads: number[] = [];
    await Promise.all(
      members.map(async (member, i) => {
        for (const [k, combination] of combos.entries()) {
          const key = `drop-${i}-${k}`;
          const res = await post(member, key, [combination]);
          sent.push({ member, key, combinations: [combination], ...res });
          const read = await fetch(`${url}/api/groups/${group.id}`, {
            headers: { authorization: `Bearer ${member.token}` },
          });
          reads.push(read.status);
          if (read.status === 503) expect(await read.json()).toEqual({ message: messages.serviceUnavailable });
        }
      }),
    );
    loading = false;
    await kills;
    await killer.end();

    const statuses = new Map<number, number>();
    for (const s of [...sent.map((x) => x.status), ...reads]) statuses.set(s, (statuses.get(s) ?? 0) + 1);
    for (const s of sent) {
      expect([201, 503], JSON.stringify(s.body)).toContain(s.status);
      if (s.status === 503) expect(s.body).toEqual({ message: messages.serviceUnavailable });
    }
    for (const status of reads) expect([200, 503]).toContain(status);
    // The server is still up and the database reachable again.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    // Retry what was unavailable, with the same key: placed now, or replayed if it had committed after all.
    const unavailable = sent.filter((s) => s.status === 503);
    for (const s of unavailable) {
      const again = await post(s.member, s.key, s.combinations);
      expect(again.status, JSON.stringify(again.body)).toBe(201);
    }

    const rows = await queryRows<{ user_id: string; combination: string; n: number }>(
      t.db,
      sql`select user_id, combination, count(*)::int as n from bets where group_id = ${group.id}::uuid
          group by user_id, combination`,
    );
    const placed = new Map(rows.map((r) => [`${r.user_id}:${r.combination}`, r.n]));
    let lost = 0;
    let duplicated = 0;
    for (const s of sent) {
      const n = placed.get(`${s.member.id}:${s.combinations[0]}`) ?? 0;
      if (n === 0) lost += 1;
      if (n > 1) duplicated += 1;
    }
    const [pool] = await queryRows<{ total: string }>(
      t.db,
      sql`select coalesce(sum(amount), 0)::text as total from group_pool_slots where group_id = ${group.id}::uuid`,
    );
    const byStatus = [...statuses.entries()].map(([s, n]) => `${s}:${n}`).join(' ');
    process.stdout.write(
      `connection drops: ${terminated} connections terminated during ${sent.length} bet requests and ${reads.length} reads ` +
        `(${byStatus}); ${unavailable.length} bets retried with their key, lost ${lost}, duplicated ${duplicated}\n`,
    );
    expect(terminated).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
    expect(rows.length).toBe(sent.length);
    expect(BigInt(pool?.total ?? '0')).toBe(1000n * BigInt(sent.length));
    await expectLedgerBalanced(t.db);
  });
});
