import { nationalPhone } from '@wicket/shared/phone';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from './client';

/** What normaliseStoredPhones did: rows changed, and the phones left alone because they would collide. */
export type PhoneNormalisation = { changed: number; collisions: { id: string; phone: string; wouldBe: string }[] };

/**
 * Migration 0012's data step (design-season section 10): every stored phone becomes the national number
 * libphonenumber-js reads for its user's country code (`nationalPhone`, as every phone input is now read), so
 * `09000000003` and `919000000003` (+91) are `9000000003`. A phone whose national number another user already has,
 * or that two rows would both become, is left as it is on every row concerned (two accounts must not merge; an
 * operator decides), and listed. Rows already national are not written. One read and one set-based update.
 */
export async function normaliseStoredPhones(tx: DbOrTx): Promise<PhoneNormalisation> {
  const rows = await queryRows<{ id: string; phone_number: string; country_code: string }>(
    tx,
    sql`select id, phone_number, country_code from users order by id for update`,
  );
  const owner = new Map(rows.map((r) => [r.phone_number, r.id]));
  const proposed = rows
    .map((r) => ({ id: r.id, phone: r.phone_number, wouldBe: nationalPhone(r.phone_number, r.country_code) }))
    .filter((p): p is { id: string; phone: string; wouldBe: string } => p.wouldBe !== null && p.wouldBe !== p.phone);
  const targets = new Map<string, number>();
  for (const p of proposed) targets.set(p.wouldBe, (targets.get(p.wouldBe) ?? 0) + 1);
  const clashes = (p: { id: string; wouldBe: string }) =>
    targets.get(p.wouldBe) !== 1 || (owner.has(p.wouldBe) && owner.get(p.wouldBe) !== p.id);
  const changes = proposed.filter((p) => !clashes(p));
  const collisions = proposed.filter(clashes);
  if (changes.length > 0) {
    await tx.execute(
      sql`update users u set phone_number = v.phone
          from unnest(${pgArray(changes.map((c) => c.id))}::uuid[], ${pgArray(changes.map((c) => c.wouldBe))}::text[])
            as v(id, phone)
          where u.id = v.id`,
    );
  }
  return { changed: changes.length, collisions };
}
