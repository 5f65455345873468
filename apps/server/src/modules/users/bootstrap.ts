import { DEFAULT_COUNTRY_CODE, digitsOnly, nationalPhone } from '@wicket/shared/phone';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { findUserByPhone } from './queries';
import { createUser } from './service';

/**
 * ADMIN_* variables: make sure this Admin exists. Idempotent; the password is set only when the user is created,
 * so changing ADMIN_PASSWORD later never overrides a password the admin has since changed.
 */
export async function ensureAdmin(db: Db, admin: NonNullable<Config['admin']>, cost: Config['argon2']) {
  // Read as every phone input is (ADMIN_PHONE=+91 90000 00001 is 9000000001).
  const phoneNumber = nationalPhone(admin.phone, DEFAULT_COUNTRY_CODE) ?? digitsOnly(admin.phone);
  const existing = await findUserByPhone(db, phoneNumber);
  if (existing) return { user: existing, created: false };
  try {
    const user = await createUser(db, {
      firstName: admin.firstName,
      lastName: admin.lastName,
      phoneNumber,
      countryCode: DEFAULT_COUNTRY_CODE,
      userType: 'Admin',
      passwordHash: await hashPassword(admin.password, cost),
    });
    return { user, created: true };
  } catch (err) {
    // Another instance created it at the same moment.
    const raced = await findUserByPhone(db, phoneNumber);
    if (raced) return { user: raced, created: false };
    throw err;
  }
}
