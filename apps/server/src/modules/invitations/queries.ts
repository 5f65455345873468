import { INVITATION_DAYS, type InvitationStatus } from '@wicket/shared/schemas/invitations';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';

/** What an invitation write answers: enough for the answer text, the notification and the audit row. */
export type WrittenInvitation = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  createdAt: Date;
  expiresAt: Date;
  clubName: string;
  inviterName: string;
};

/**
 * Invites the Members with these phones, those without a club, to the club: one statement however many. Inviting
 * again replaces the club's earlier invitation of that member (a new id, inviter and 14-day expiry, pending again),
 * so an old id stops working. Phones that are not a club-less Member are left out of the answer (nothing written).
 */
export async function upsertInvitationsByPhones(
  tx: DbOrTx,
  invite: { clubId: string; phoneNumbers: string[]; invitedBy: string },
): Promise<WrittenInvitation[]> {
  if (invite.phoneNumbers.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    user_id: string;
    first_name: string;
    last_name: string;
    phone_number: string;
    created_at: Date | string;
    expires_at: Date | string;
    club_name: string;
    inviter_name: string;
  }>(
    tx,
    sql`with invitee as (
          select id, first_name, last_name, phone_number from users
          where phone_number = any(${pgArray(invite.phoneNumbers)}::text[]) and user_type = 'Member'
            and member_of is null
        ), written as (
          insert into club_invitations (user_id, club_id, invited_by, expires_at)
          select invitee.id, ${invite.clubId}::uuid, ${invite.invitedBy}::uuid,
                 now() + make_interval(days => ${INVITATION_DAYS}::int)
          from invitee
          on conflict (user_id, club_id) do update
            set id = gen_random_uuid(), invited_by = excluded.invited_by, status = 'pending',
                created_at = now(), expires_at = excluded.expires_at, answered_at = null
          returning id, user_id, created_at, expires_at
        )
        select w.id, w.user_id, i.first_name, i.last_name, i.phone_number, w.created_at, w.expires_at, c.club_name,
               inviter.first_name || ' ' || inviter.last_name as inviter_name
        from written w
        join invitee i on i.id = w.user_id
        join clubs c on c.id = ${invite.clubId}::uuid
        join users inviter on inviter.id = ${invite.invitedBy}::uuid
        order by i.phone_number`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    clubName: row.club_name,
    inviterName: row.inviter_name,
  }));
}

export type PendingInvitationRow = {
  id: string;
  clubId: string;
  clubName: string;
  inviterFirstName: string;
  inviterLastName: string;
  createdAt: Date;
};

/**
 * The member's invitations that can still be accepted: pending, not expired, and only while the member has no club
 * (one who joined a club has nothing left to accept). Newest first.
 */
export async function listPendingInvitations(db: DbOrTx, userId: string): Promise<PendingInvitationRow[]> {
  const rows = await queryRows<{
    id: string;
    club_id: string;
    club_name: string;
    first_name: string;
    last_name: string;
    created_at: Date | string;
  }>(
    db,
    sql`select i.id, c.id as club_id, c.club_name, inviter.first_name, inviter.last_name, i.created_at
        from club_invitations i
        join users me on me.id = i.user_id
        join clubs c on c.id = i.club_id
        join users inviter on inviter.id = i.invited_by
        where i.user_id = ${userId}::uuid and i.status = 'pending' and i.expires_at > now()
          and me.member_of is null and me.user_type = 'Member'
        order by i.created_at desc, i.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    clubId: r.club_id,
    clubName: r.club_name,
    inviterFirstName: r.first_name,
    inviterLastName: r.last_name,
    createdAt: new Date(r.created_at),
  }));
}

export type LockedInvitation = {
  id: string;
  clubId: string;
  clubName: string;
  status: InvitationStatus;
  expired: boolean;
  /** The invited user as it is now (its row locked too, so no other accept can race this one). */
  userType: string;
  memberOf: string | null;
};

/**
 * Locks one of the user's own invitations and the user's row, for an answer. Another user's invitation reads as
 * missing. The user row lock serialises the member's answers, so two accepts of different clubs cannot both join.
 * The user's row is locked first, on its own: an accept then voids the member's other invitations, and a second
 * answer holding one of those while waiting for the user would deadlock with it.
 */
export async function lockOwnInvitation(tx: DbOrTx, id: string, userId: string): Promise<LockedInvitation | undefined> {
  await queryRows(tx, sql`select id from users where id = ${userId}::uuid for update`);
  const [row] = await queryRows<{
    id: string;
    club_id: string;
    club_name: string;
    status: InvitationStatus;
    expired: boolean;
    user_type: string;
    member_of: string | null;
  }>(
    tx,
    sql`select i.id, i.club_id, c.club_name, i.status, i.expires_at <= now() as expired, u.user_type::text as user_type,
               u.member_of
        from club_invitations i
        join users u on u.id = i.user_id
        join clubs c on c.id = i.club_id
        where i.id = ${id}::uuid and i.user_id = ${userId}::uuid
        for update of i, u`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    clubId: row.club_id,
    clubName: row.club_name,
    status: row.status,
    expired: row.expired,
    userType: row.user_type,
    memberOf: row.member_of,
  };
}

/** Records the member's answer. */
export async function answerInvitation(tx: DbOrTx, id: string, status: 'accepted' | 'declined'): Promise<void> {
  await queryRows(
    tx,
    sql`update club_invitations set status = ${status}, answered_at = now() where id = ${id}::uuid returning id`,
  );
}

export type JoinedMember = { id: string; firstName: string; lastName: string; phoneNumber: string; credits: bigint };

/** Puts the Member into the club, only if it still has none (the guard of an accept). */
export async function joinClub(tx: DbOrTx, userId: string, clubId: string): Promise<JoinedMember | undefined> {
  const [row] = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    phone_number: string;
    credits: string;
  }>(
    tx,
    sql`update users set member_of = ${clubId}::uuid
        where id = ${userId}::uuid and user_type = 'Member' and member_of is null
        returning id, first_name, last_name, phone_number, credits::text`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    credits: BigInt(row.credits),
  };
}

/**
 * Voids the member's other pending invitations once it has joined a club (design-contests section 4): an invitation
 * is for a member without a club, so one sent before the join cannot be accepted later, even after leaving.
 */
export async function voidPendingInvitations(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(
    sql`update club_invitations set status = 'void', answered_at = now()
        where user_id = ${userId}::uuid and status = 'pending'`,
  );
}

export type LockedClubInvitation = {
  id: string;
  userId: string;
  clubId: string;
  phoneNumber: string;
  status: InvitationStatus;
};

/** Locks an invitation by id for staff (a withdraw); the caller checks its club. */
export async function lockInvitation(tx: DbOrTx, id: string): Promise<LockedClubInvitation | undefined> {
  const [row] = await queryRows<{
    id: string;
    user_id: string;
    club_id: string;
    phone_number: string;
    status: InvitationStatus;
  }>(
    tx,
    sql`select i.id, i.user_id, i.club_id, u.phone_number, i.status
        from club_invitations i join users u on u.id = i.user_id
        where i.id = ${id}::uuid
        for update of i`,
  );
  return row
    ? { id: row.id, userId: row.user_id, clubId: row.club_id, phoneNumber: row.phone_number, status: row.status }
    : undefined;
}

/** Marks a pending invitation withdrawn (the member's accept then answers 409). */
export async function withdrawInvitationRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.execute(
    sql`update club_invitations set status = 'withdrawn', answered_at = now()
        where id = ${id}::uuid and status = 'pending'`,
  );
}

export type ClubInvitationRow = {
  id: string;
  phoneNumber: string;
  inviterFirstName: string;
  inviterLastName: string;
  createdAt: Date;
  expiresAt: Date;
};

/** A club's invitations that can still be accepted, newest first (staff withdraw from this list). */
export async function listClubPendingInvitations(db: DbOrTx, clubId: string): Promise<ClubInvitationRow[]> {
  const rows = await queryRows<{
    id: string;
    phone_number: string;
    first_name: string;
    last_name: string;
    created_at: Date | string;
    expires_at: Date | string;
  }>(
    db,
    sql`select i.id, u.phone_number, inviter.first_name, inviter.last_name, i.created_at, i.expires_at
        from club_invitations i
        join users u on u.id = i.user_id
        join users inviter on inviter.id = i.invited_by
        where i.club_id = ${clubId}::uuid and i.status = 'pending' and i.expires_at > now()
        order by i.created_at desc, i.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    phoneNumber: r.phone_number,
    inviterFirstName: r.first_name,
    inviterLastName: r.last_name,
    createdAt: new Date(r.created_at),
    expiresAt: new Date(r.expires_at),
  }));
}
