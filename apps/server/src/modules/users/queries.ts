import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;

export const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  countryCode: users.countryCode,
  userType: users.userType,
  credits: users.credits,
  memberOf: users.memberOf,
  referralCode: users.referralCode,
  referralCount: users.referralCount,
  referralEarnings: users.referralEarnings,
  createdAt: users.createdAt,
  clubName: clubs.clubName,
};
export type UserWithClub = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string;
  countryCode: string;
  userType: 'Member' | 'Manager' | 'Admin';
  credits: bigint;
  memberOf: string | null;
  referralCode: string;
  referralCount: number;
  referralEarnings: bigint;
  createdAt: Date;
  clubName: string | null;
};

export async function findUserWithClub(db: DbOrTx, id: string): Promise<UserWithClub | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.memberOf))
    .where(eq(users.id, id));
  return row;
}

export async function findUserByPhone(db: DbOrTx, phoneNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Only a Member's code counts for referrals (design section 7). */
export async function findReferrerByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, memberOf: users.memberOf })
    .from(users)
    .where(and(eq(users.referralCode, code), eq(users.userType, 'Member')));
  return row;
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function incrementReferralCount(db: DbOrTx, referrerId: string): Promise<void> {
  await db
    .update(users)
    .set({ referralCount: sql`${users.referralCount} + 1` })
    .where(eq(users.id, referrerId));
}

/** A new password; `temporary` when a staff reset chose it (the user is offered to choose one after signing in). */
export async function updatePassword(db: DbOrTx, id: string, passwordHash: string, temporary = false) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordTemporary: temporary, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ id: users.id, tokenVersion: users.tokenVersion, userType: users.userType });
  return row;
}

/** The platform account that receives admin shares: the first Admin ever created. */
export async function findPlatformAdminId(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, 'Admin'))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id;
}
