import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export async function findReferralOwner(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      countryCode: users.countryCode,
      referralCode: users.referralCode,
      referralCount: users.referralCount,
      referralEarnings: users.referralEarnings,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Locks the sender while it queues an invite, so two requests cannot both slip under the daily limit. */
export async function lockInviteSender(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      countryCode: users.countryCode,
      referralCode: users.referralCode,
      memberOf: users.memberOf,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function listReferredUsers(db: DbOrTx, referrerId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.referredBy, referrerId))
    .orderBy(desc(users.createdAt), desc(users.id));
}
