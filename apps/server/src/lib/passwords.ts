import argon2 from 'argon2';

export type PasswordCost = { memoryCost: number; timeCost: number };

/** argon2id always; the cost comes from config (tests lower the memory cost to stay fast). */
export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryCost, timeCost: cost.timeCost });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
