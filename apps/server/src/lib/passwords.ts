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

/** Letters and digits that cannot be mistaken for each other when read aloud or copied by hand (no 0/O, 1/l/I). */
const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const TEMPORARY_PASSWORD_LENGTH = 12;

/** A 12-character password from the system's CSPRNG (about 70 bits), for a reset shown once to the Manager. */
export function newTemporaryPassword(): string {
  let out = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) out += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  return out;
}
