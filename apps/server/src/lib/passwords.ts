import { randomBytes, randomInt } from 'node:crypto';
import argon2 from 'argon2';

export type PasswordCost = { memoryCost: number; timeCost: number };

/** argon2id always; the cost comes from config (tests lower the memory cost to stay fast). */
export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryCost, timeCost: cost.timeCost });
}

/** One dummy hash per cost, made once per process from a random password nobody knows. */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * A fixed argon2id hash at the given cost: an unknown phone's login verifies against it, so it costs what a wrong
 * password costs and its answer time does not tell whether the phone is registered. It never verifies.
 */
export function dummyPasswordHash(cost: PasswordCost): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(32).toString('base64url'), cost);
    // A failed hash is not kept: the next login tries again.
    hash.catch(() => dummyHashes.delete(key));
    dummyHashes.set(key, hash);
  }
  return hash;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Lowercase letters and digits that cannot be mistaken for each other when read aloud or copied by hand: no 0/o,
 * 1/l/i, and no capitals to say ("capital K"). 31 symbols.
 */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const TEMPORARY_GROUPS = 3;
const TEMPORARY_GROUP_LENGTH = 5;
/** `xxxxx-xxxxx-xxxxx`: 15 symbols in groups of 5, the hyphens part of the password. */
export const TEMPORARY_PASSWORD_LENGTH = TEMPORARY_GROUPS * TEMPORARY_GROUP_LENGTH + TEMPORARY_GROUPS - 1;
export const TEMPORARY_PASSWORD_PATTERN =
  /^[abcdefghjkmnpqrstuvwxyz23456789]{5}(-[abcdefghjkmnpqrstuvwxyz23456789]{5}){2}$/;

/**
 * A temporary password from the system's CSPRNG for a reset shown once to the staff member, read out or typed by
 * hand: three groups of five (`k7m2p-x9fq4-ghn3t`), 15 x log2(31) = about 74 bits, more than the 12 mixed-case
 * characters it replaces (about 70).
 */
export function newTemporaryPassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < TEMPORARY_GROUPS; g++) {
    let group = '';
    for (let i = 0; i < TEMPORARY_GROUP_LENGTH; i++) group += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}
