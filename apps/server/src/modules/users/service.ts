import { messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import type { changePasswordBodySchema, loginBodySchema, registerBodySchema } from '@wicket/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { canSeeUser } from '../../lib/access';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, newTemporaryPassword, verifyPassword } from '../../lib/passwords';
import { clearRateLimit, giveBackRateLimit, takeRateLimit } from '../../lib/rate-limit';
import { newReferralCode } from '../../lib/referral-code';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import {
  findReferrerByCode,
  findUserById,
  findUserByPhone,
  findUserWithClub,
  incrementReferralCount,
  insertUser,
  type NewUser,
  type UserRow,
  type UserWithClub,
  updatePassword,
} from './queries';

export type UsersDeps = { db: Db; config: Config; signToken: FastifyInstance['signToken'] };

export function toProfileJson(user: UserWithClub) {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    countryCode: user.countryCode,
    userType: user.userType,
    credits: paiseToRs(user.credits),
    memberOf: user.memberOf && user.clubName ? { _id: user.memberOf, clubName: user.clubName } : null,
    referralCode: user.referralCode,
    referralCount: user.referralCount,
    referralEarnings: paiseToRs(user.referralEarnings),
    createdAt: user.createdAt.toISOString(),
  };
}

/** What login answers (and register, and a welcome link's password). */
export function toAuthJson(user: UserRow, token: string) {
  return {
    _id: user.id,
    firstName: user.firstName,
    email: user.email,
    userType: user.userType,
    credits: paiseToRs(user.credits),
    /** Signed in with a staff reset's temporary password: the app offers to choose a new one. */
    passwordTemporary: user.passwordTemporary,
    token,
  };
}

/** Turns a unique-index violation on user columns into the 409 a client can act on. */
export function userConflict(err: unknown): Error | undefined {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) return undefined;
  if (constraint.includes('phone')) return conflict(messages.phoneTaken);
  if (constraint.includes('email')) return conflict(messages.emailTaken);
  return undefined;
}

/**
 * Inserts a user with a fresh referral code; retries the (astronomically rare) code collision.
 * Phone and email collisions surface as 409s.
 */
export async function createUser(
  db: Db,
  user: Omit<NewUser, 'referralCode'>,
  /** Runs in the insert's transaction (the audit row of a member added by a Manager or Admin). */
  afterInsert?: (tx: DbOrTx, created: UserRow) => Promise<void>,
): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const created = await insertUser(tx, { ...user, referralCode: newReferralCode() });
        await afterInsert?.(tx, created);
        return created;
      });
    } catch (err) {
      const known = userConflict(err);
      if (known) throw known;
      if (uniqueViolation(err)?.includes('referral_code') && attempt < 5) continue;
      throw err;
    }
  }
}

/** A per-address limit of the anonymous routes (registration, referral lookup): 429 once the window is used up. */
async function takeAddressLimit(deps: UsersDeps, what: 'register' | 'referralLookup', ip: string) {
  const { windowSeconds } = deps.config.addressLimits;
  const limit = deps.config.addressLimits[what];
  if (!(await takeRateLimit(deps.db, [{ key: `${what}:${ip}`, limit }], windowSeconds))) {
    throw tooManyRequests(messages.tooManyRequests);
  }
}

/** The columns of a new Member that the person's own form gives (register, and a club's Add Member, New User). */
export function newMemberColumns(body: {
  firstName: string;
  lastName: string;
  email?: string | null;
  phoneNumber: string;
  countryCode: string;
}) {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email ?? null,
    phoneNumber: body.phoneNumber,
    countryCode: body.countryCode,
    userType: 'Member' as const,
  };
}

export async function register(deps: UsersDeps, body: z.output<typeof registerBodySchema>, ip: string) {
  await takeAddressLimit(deps, 'register', ip);
  // Hash before opening a transaction: argon2 is deliberately slow.
  const passwordHash = await hashPassword(body.password, deps.config.argon2);
  const referrer = body.referralCode ? await findReferrerByCode(deps.db, body.referralCode) : undefined;
  if (body.referralCode && !referrer) throw badRequest(messages.invalidReferralCode);

  const user = await deps.db.transaction(async (tx) => {
    let created: UserRow | undefined;
    try {
      created = await insertUser(tx, {
        ...newMemberColumns(body),
        passwordHash,
        referralCode: newReferralCode(),
        referredBy: referrer?.id ?? null,
        memberOf: referrer?.memberOf ?? null,
      });
    } catch (err) {
      throw userConflict(err) ?? err;
    }
    if (referrer) await incrementReferralCount(tx, referrer.id);
    return created;
  });
  return toAuthJson(user, deps.signToken(user));
}

/**
 * Sign-in, throttled per address and per phone at that address. The attempt is counted before the password is
 * checked (takeRateLimit: one atomic increment per key), so N parallel guesses get no more checks than N sequential
 * ones; on success it is given back and the phone's failures at this address are forgotten. An unknown phone is
 * checked against a dummy hash, so it costs what a wrong password costs. Keying the phone's count on the address
 * too means a stranger's failures lock out the stranger, never the owner signing in from elsewhere.
 */
export async function login(deps: UsersDeps, body: z.output<typeof loginBodySchema>, ip: string) {
  const { perPhone, perIp, windowSeconds } = deps.config.loginLimits;
  const phoneKey = `phone:${body.phoneNumber}@${ip}`;
  const ipKey = `ip:${ip}`;
  const allowed = await takeRateLimit(
    deps.db,
    [
      { key: phoneKey, limit: perPhone },
      { key: ipKey, limit: perIp },
    ],
    windowSeconds,
  );
  if (!allowed) throw tooManyRequests(messages.tooManyLoginAttempts);
  const user = await findUserByPhone(deps.db, body.phoneNumber);
  const hash = user?.passwordHash ?? (await dummyPasswordHash(deps.config.argon2));
  const ok = (await verifyPassword(hash, body.password)) && user !== undefined;
  if (!user || !ok) throw unauthorized(messages.loginFailed);
  await clearRateLimit(deps.db, [phoneKey]);
  await giveBackRateLimit(deps.db, [ipKey]);
  return toAuthJson(user, deps.signToken(user));
}

export async function getProfile(db: Db, userId: string) {
  const user = await findUserWithClub(db, userId);
  if (!user) throw notFound(messages.userNotFound);
  return toProfileJson(user);
}

/** Own details; a Manager may read its club's users; an Admin anyone. Others read as not found. */
export async function getUserDetails(db: Db, auth: AuthContext, id: string) {
  const user = await findUserWithClub(db, id);
  if (!user || !canSeeUser(auth, user)) throw notFound(messages.userNotFound);
  return toProfileJson(user);
}

/** Changing the password bumps the token version: every older token stops working; the answer carries a new one. */
export async function changePassword(deps: UsersDeps, userId: string, body: z.output<typeof changePasswordBodySchema>) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(messages.userNotFound);
  // A member who has not chosen a password (an imported one) has no current password to give.
  if (user.passwordHash === null || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest(messages.currentPasswordWrong);
  }
  if (body.newPassword === body.currentPassword) throw badRequest(messages.newPasswordSameAsCurrent);
  const passwordHash = await hashPassword(body.newPassword, deps.config.argon2);
  const updated = await updatePassword(deps.db, userId, passwordHash);
  if (!updated) throw notFound(messages.userNotFound);
  return { message: messages.passwordChanged, token: deps.signToken(updated) };
}

/**
 * PUT /api/users/reset-password/{id}: a Manager resets a Member of its own club, an Admin any Member or Manager.
 * Anyone else (another club's member, an Admin, an unknown id) reads as not found. The new password is random,
 * stored as argon2id like every password, answered once; the token version goes up, so older tokens stop working.
 */
export async function resetPassword(deps: UsersDeps, auth: AuthContext, id: string) {
  const user = await findUserById(deps.db, id);
  const allowed =
    user !== undefined &&
    user.id !== auth.userId &&
    (auth.userType === 'Admin'
      ? user.userType !== 'Admin'
      : auth.userType === 'Manager' &&
        auth.clubId !== null &&
        user.userType === 'Member' &&
        user.memberOf === auth.clubId);
  if (!allowed) throw notFound(messages.userNotFound);
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword, deps.config.argon2);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updatePassword(tx, id, passwordHash, true);
    // A staff write on an account (design-match-day section 5): who reset whose password, never the password.
    if (row) {
      await recordAudit(tx, auth, {
        clubId: user.memberOf ?? auth.clubId,
        action: 'password.reset',
        entity: 'member',
        entityId: user.id,
        before: null,
        after: { _id: user.id, firstName: user.firstName, lastName: user.lastName, userType: user.userType },
      });
    }
    return row;
  });
  if (!updated) throw notFound(messages.userNotFound);
  return { message: messages.passwordReset, temporaryPassword };
}

export async function lookupReferral(deps: UsersDeps, code: string, ip: string) {
  await takeAddressLimit(deps, 'referralLookup', ip);
  const referrer = await findReferrerByCode(deps.db, code.toUpperCase());
  if (!referrer) throw notFound(messages.invalidReferralCode);
  return { firstName: referrer.firstName };
}
