import { messages } from '@wicket/shared/messages';
import { basisPointsToPercent, percentToBasisPoints } from '@wicket/shared/money';
import type { clubSettingsBodySchema, createClubBodySchema, updateClubBodySchema } from '@wicket/shared/schemas/clubs';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { assertClubAccess } from '../../lib/access';
import { pgErrorCode } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { newReferralCode } from '../../lib/referral-code';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { insertUser } from '../users/queries';
import { userConflict } from '../users/service';
import {
  type ClubRow,
  clubHasMembersOrMatches,
  deleteClubRow,
  deleteUser,
  demoteToMember,
  findClub,
  insertClub,
  listClubs,
  lockClub,
  setUserClub,
  updateClubReminderMinutes,
  updateClubRow,
  updateManagerContact,
} from './queries';

export function toClubJson(club: ClubRow) {
  return {
    _id: club.id,
    clubName: club.clubName,
    user: {
      _id: club.managerId,
      firstName: club.managerFirstName,
      lastName: club.managerLastName,
      email: club.managerEmail,
    },
    managerEmail: club.managerEmail,
    managerPhone: club.managerPhone,
    managerShare: basisPointsToPercent(club.managerShareBp),
    adminShare: basisPointsToPercent(club.adminShareBp),
    reminderMinutes: club.reminderMinutes,
    createdAt: club.createdAt.toISOString(),
  };
}

/** The schema has checked the shares already (at most 2 decimals), so this cannot fail. */
function toBasisPoints(percent: number): number {
  const bp = percentToBasisPoints(percent);
  if (bp === null) throw new Error(`share ${percent} passed validation but has no basis points`);
  return bp;
}

/** A club form's shares (create and update alike) as the club row stores them. */
function shareColumns(body: { managerShare: number; adminShare: number }) {
  return { managerShareBp: toBasisPoints(body.managerShare), adminShareBp: toBasisPoints(body.adminShare) };
}

export async function getClubs(db: Db) {
  return (await listClubs(db)).map(toClubJson);
}

export async function getClub(db: Db, id: string) {
  const club = await findClub(db, id);
  if (!club) throw notFound(messages.clubNotFound);
  return toClubJson(club);
}

/** Creates the Manager account and its club together; the manager's memberOf is the new club. */
export async function createClub(
  db: Db,
  config: Config,
  auth: AuthContext,
  body: z.output<typeof createClubBodySchema>,
) {
  // argon2 is deliberately slow: hash before the transaction opens.
  const passwordHash = await hashPassword(body.managerPassword, config.argon2);
  const club = await db.transaction(async (tx) => {
    let managerId: string;
    try {
      const manager = await insertUser(tx, {
        firstName: body.managerFirstName,
        lastName: body.managerLastName,
        email: body.managerEmail ?? null,
        phoneNumber: body.managerPhone,
        countryCode: body.countryCode,
        userType: 'Manager',
        passwordHash,
        referralCode: newReferralCode(),
      });
      managerId = manager.id;
    } catch (err) {
      throw userConflict(err) ?? err;
    }
    const clubId = await insertClub(tx, {
      clubName: body.clubName,
      managerId,
      ...shareColumns(body),
      reminderMinutes: body.reminderMinutes,
    });
    await setUserClub(tx, managerId, clubId);
    const created = await findClub(tx, clubId);
    const after = created ? toClubJson(created) : null;
    await recordAudit(tx, auth, {
      clubId,
      action: 'club.create',
      entity: 'club',
      entityId: clubId,
      before: null,
      after,
    });
    return created;
  });
  if (!club) throw new Error('created club not found');
  return { ...toClubJson(club), message: messages.clubAdded };
}

/** Edits the club and its manager's contact details (the manager account is their single source). */
export async function updateClub(db: Db, auth: AuthContext, id: string, body: z.output<typeof updateClubBodySchema>) {
  const club = await db.transaction(async (tx) => {
    const locked = await lockClub(tx, id);
    if (!locked) throw notFound(messages.clubNotFound);
    return auditedClubUpdate(tx, auth, id, async () => {
      await updateClubRow(tx, id, {
        clubName: body.clubName,
        ...shareColumns(body),
        reminderMinutes: body.reminderMinutes,
      });
      try {
        await updateManagerContact(tx, locked.managerId, { email: body.managerEmail, phoneNumber: body.managerPhone });
      } catch (err) {
        throw userConflict(err) ?? err;
      }
    });
  });
  if (!club) throw notFound(messages.clubNotFound);
  return { ...toClubJson(club), message: messages.clubUpdated };
}

/**
 * Runs a change of the (locked) club and records it as `club.update` with the whole club before and after, so an
 * edit and a settings change leave the same audit trail. Answers the club as changed.
 */
async function auditedClubUpdate(tx: DbOrTx, auth: AuthContext, id: string, change: () => Promise<void>) {
  const before = await findClub(tx, id);
  await change();
  const updated = await findClub(tx, id);
  await recordAudit(tx, auth, {
    clubId: id,
    action: 'club.update',
    entity: 'club',
    entityId: id,
    before: before ? toClubJson(before) : null,
    after: updated ? toClubJson(updated) : null,
  });
  return updated;
}

function toSettingsJson(club: ClubRow) {
  return { _id: club.id, reminderMinutes: club.reminderMinutes };
}

/** The settings its Manager may change (design-match-day section 4): the club's own Manager or an Admin. */
export async function getClubSettings(db: Db, auth: AuthContext, id: string) {
  assertClubAccess(auth, id, messages.clubNotFound);
  const club = await findClub(db, id);
  if (!club) throw notFound(messages.clubNotFound);
  return toSettingsJson(club);
}

/** Changes the club's settings with an audit row (`club.update`, the whole club before and after) in one transaction. */
export async function updateClubSettings(
  db: Db,
  auth: AuthContext,
  id: string,
  body: z.output<typeof clubSettingsBodySchema>,
) {
  assertClubAccess(auth, id, messages.clubNotFound);
  const club = await db.transaction(async (tx) => {
    if (!(await lockClub(tx, id))) throw notFound(messages.clubNotFound);
    return auditedClubUpdate(tx, auth, id, () => updateClubReminderMinutes(tx, id, body.reminderMinutes));
  });
  if (!club) throw notFound(messages.clubNotFound);
  return { ...toSettingsJson(club), message: messages.clubSettingsSaved };
}

/**
 * Deletes a club that has no members and no matches (409 otherwise). The manager account goes with it when
 * nothing refers to it (no ledger rows, bets, invites...). Otherwise it stays, with its balance and history, as a
 * Member without a club, so the ledger and every foreign key stay intact.
 */
export async function deleteClub(db: Db, auth: AuthContext, id: string) {
  await db.transaction(async (tx) => {
    const locked = await lockClub(tx, id);
    if (!locked) throw notFound(messages.clubNotFound);
    if (await clubHasMembersOrMatches(tx, id, locked.managerId)) throw conflict(messages.clubHasMembersOrMatches);
    const before = await findClub(tx, id);
    await deleteClubRow(tx, id);
    try {
      // A savepoint: a foreign-key refusal undoes only the delete of the manager.
      await tx.transaction(async (sp) => deleteUser(sp, locked.managerId));
    } catch (err) {
      if (pgErrorCode(err) !== '23503') throw err;
      await demoteToMember(tx, locked.managerId);
    }
    // No foreign key from the audit row: it stays after its club is gone.
    const json = before ? toClubJson(before) : null;
    await recordAudit(tx, auth, {
      clubId: id,
      action: 'club.delete',
      entity: 'club',
      entityId: id,
      before: json,
      after: null,
    });
  });
  return { _id: id, message: messages.clubDeleted };
}
