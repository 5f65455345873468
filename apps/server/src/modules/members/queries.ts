import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, users } from '../../db/schema';

export type MemberRow = {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  countryCode: string;
  credits: bigint;
  /** False for a member a club imported who has not yet chosen a password (welcome links). */
  hasPassword: boolean;
};

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  countryCode: users.countryCode,
  credits: users.credits,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
};

/** Every user with its club, for the Admin's list. */
export async function listUsers(db: DbOrTx) {
  return db
    .select({
      ...memberColumns,
      email: users.email,
      userType: users.userType,
      memberOf: users.memberOf,
      clubName: clubs.clubName,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.memberOf))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** A club's Members (its manager is not one of them). */
export async function listMembers(db: DbOrTx, clubId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.memberOf, clubId), eq(users.userType, 'Member')))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function findUserTypeByPhone(db: DbOrTx, phoneNumber: string) {
  const [row] = await db
    .select({ userType: users.userType, memberOf: users.memberOf })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber));
  return row;
}

/** Clears memberOf of a Member of this club (of any club when clubId is null). Balance and history stay. */
export async function detachMember(db: DbOrTx, id: string, clubId: string | null) {
  const [row] = await db
    .update(users)
    .set({ memberOf: null })
    .where(
      and(
        eq(users.id, id),
        eq(users.userType, 'Member'),
        clubId === null ? isNotNull(users.memberOf) : eq(users.memberOf, clubId),
      ),
    )
    .returning(memberColumns);
  return row;
}

/** Locks a user for a credit movement, so it cannot leave the club between the check and the posting. */
export async function lockUser(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: users.id, userType: users.userType, memberOf: users.memberOf })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

export async function userFullName(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(eq(users.id, id));
  return row?.name ?? 'unknown';
}
