import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';

/** A user the file names by phone, as the import classifies it. */
export type ExistingUser = {
  id: string;
  phoneNumber: string;
  countryCode: string;
  userType: 'Member' | 'Manager' | 'Admin';
  memberOf: string | null;
};

/**
 * The users with these phones, in one read; `lock` (the import itself) holds their rows until commit, so none joins
 * a club or changes between the check and the invitations.
 */
export async function findUsersByPhones(db: DbOrTx, phones: string[], lock: boolean): Promise<ExistingUser[]> {
  if (phones.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    phone_number: string;
    country_code: string;
    user_type: ExistingUser['userType'];
    member_of: string | null;
  }>(
    db,
    sql`select id, phone_number, country_code, user_type::text as user_type, member_of from users
        where phone_number = any(${pgArray(phones)}::text[])
        order by id ${lock ? sql`for update` : sql``}`,
  );
  return rows.map((r) => ({
    id: r.id,
    phoneNumber: r.phone_number,
    countryCode: r.country_code,
    userType: r.user_type,
    memberOf: r.member_of,
  }));
}

/** Which of these (lower-cased) emails some user already has. */
export async function findTakenEmails(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await queryRows<{ email: string }>(
    db,
    sql`select email from users where email = any(${pgArray(emails)}::text[])`,
  );
  return new Set(rows.map((r) => r.email));
}

export type NewImportedMember = {
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string;
  countryCode: string;
  referralCode: string;
};

/**
 * Inserts the new Members of the club in one statement, without a password (they choose one through their welcome
 * link). Answers each one's id by phone.
 */
export async function insertImportedMembers(
  tx: DbOrTx,
  clubId: string,
  members: NewImportedMember[],
): Promise<Map<string, string>> {
  if (members.length === 0) return new Map();
  const column = (pick: (m: NewImportedMember) => string | null) => pgArray(members.map(pick));
  const rows = await queryRows<{ id: string; phone_number: string }>(
    tx,
    sql`insert into users (first_name, last_name, email, phone_number, country_code, user_type, password_hash,
                           member_of, referral_code)
        select m.first_name, m.last_name, m.email, m.phone_number, m.country_code, 'Member', null, ${clubId}::uuid,
               m.referral_code
        from unnest(${column((m) => m.firstName)}::text[], ${column((m) => m.lastName)}::text[],
                    ${column((m) => m.email)}::text[], ${column((m) => m.phoneNumber)}::text[],
                    ${column((m) => m.countryCode)}::text[], ${column((m) => m.referralCode)}::text[])
          with ordinality as m(first_name, last_name, email, phone_number, country_code, referral_code, ord)
        order by m.ord
        returning id, phone_number`,
  );
  return new Map(rows.map((r) => [r.phone_number, r.id]));
}

/** The club's name and the importing staff member's full name (the texts of the messages). */
export async function findImportNames(
  db: DbOrTx,
  clubId: string,
  actorId: string,
): Promise<{ clubName: string; actorName: string } | undefined> {
  const [row] = await queryRows<{ club_name: string; actor_name: string }>(
    db,
    sql`select c.club_name, a.first_name || ' ' || a.last_name as actor_name
        from clubs c, users a where c.id = ${clubId}::uuid and a.id = ${actorId}::uuid`,
  );
  return row ? { clubName: row.club_name, actorName: row.actor_name } : undefined;
}
