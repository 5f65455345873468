import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../../db/client';
import { clubs, users } from '../../db/schema';

const manager = alias(users, 'manager');

/** A club with its Manager; managerEmail and managerPhone are the manager account's own. */
export type ClubRow = {
  id: string;
  clubName: string;
  managerShareBp: number;
  adminShareBp: number;
  reminderMinutes: number;
  createdAt: Date;
  managerId: string;
  managerFirstName: string;
  managerLastName: string;
  managerEmail: string | null;
  managerPhone: string;
};

const clubColumns = {
  id: clubs.id,
  clubName: clubs.clubName,
  managerShareBp: clubs.managerShareBp,
  adminShareBp: clubs.adminShareBp,
  reminderMinutes: clubs.reminderMinutes,
  createdAt: clubs.createdAt,
  managerId: manager.id,
  managerFirstName: manager.firstName,
  managerLastName: manager.lastName,
  managerEmail: manager.email,
  managerPhone: manager.phoneNumber,
};

export async function listClubs(db: DbOrTx): Promise<ClubRow[]> {
  return db
    .select(clubColumns)
    .from(clubs)
    .innerJoin(manager, eq(manager.id, clubs.managerId))
    .orderBy(asc(clubs.createdAt), asc(clubs.id));
}

export async function findClub(db: DbOrTx, id: string): Promise<ClubRow | undefined> {
  const [row] = await db
    .select(clubColumns)
    .from(clubs)
    .innerJoin(manager, eq(manager.id, clubs.managerId))
    .where(eq(clubs.id, id));
  return row;
}

export async function clubExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id));
  return row !== undefined;
}

/**
 * Locks the club row for an edit or a delete. Adding a member or a match takes a key-share lock on this row
 * (their foreign key), so while we hold it nobody can join the club or add a match to it.
 */
export async function lockClub(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: clubs.id, managerId: clubs.managerId })
    .from(clubs)
    .where(eq(clubs.id, id))
    .for('update');
  return row;
}

export async function insertClub(tx: DbOrTx, club: typeof clubs.$inferInsert): Promise<string> {
  const [row] = await tx.insert(clubs).values(club).returning({ id: clubs.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateClubRow(
  tx: DbOrTx,
  id: string,
  values: { clubName: string; managerShareBp: number; adminShareBp: number; reminderMinutes?: number },
): Promise<void> {
  await tx.update(clubs).set(values).where(eq(clubs.id, id));
}

export async function updateClubReminderMinutes(tx: DbOrTx, id: string, reminderMinutes: number): Promise<void> {
  await tx.update(clubs).set({ reminderMinutes }).where(eq(clubs.id, id));
}

export async function setUserClub(tx: DbOrTx, userId: string, clubId: string): Promise<void> {
  await tx.update(users).set({ memberOf: clubId }).where(eq(users.id, userId));
}

export async function updateManagerContact(
  tx: DbOrTx,
  managerId: string,
  contact: { email?: string | null; phoneNumber: string },
): Promise<void> {
  // An absent email keeps the manager's; null clears it.
  const { email, phoneNumber } = contact;
  await tx
    .update(users)
    .set(email === undefined ? { phoneNumber } : { email, phoneNumber })
    .where(eq(users.id, managerId));
}

/** Members (anyone in the club but its manager) or matches: either blocks a delete. */
export async function clubHasMembersOrMatches(tx: DbOrTx, clubId: string, managerId: string): Promise<boolean> {
  const [row] = await queryRows<{ busy: boolean }>(
    tx,
    sql`select exists (select 1 from users where member_of = ${clubId} and id <> ${managerId})
            or exists (select 1 from matches where club_id = ${clubId}) as busy`,
  );
  return row?.busy === true;
}

export async function deleteClubRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(clubs).where(eq(clubs.id, id));
}

export async function deleteUser(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

/** A former manager keeps its account (balance and history) as a Member without a club. */
export async function demoteToMember(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(users).set({ userType: 'Member', memberOf: null }).where(eq(users.id, id));
}
