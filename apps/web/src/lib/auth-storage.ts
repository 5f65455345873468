import type { AuthUser, UserType } from '@wicket/shared/schemas/users';
import { useSyncExternalStore } from 'react';

/**
 * The stored login (spec section 3): _id, firstName, email, userType, token and, after login, credits.
 * Kept in localStorage so a reload keeps the session; every tab and component reads it through `useAuth`.
 */
export type StoredLogin = {
  _id: string;
  firstName: string;
  email: string | null;
  userType: UserType;
  token: string;
  credits?: number;
  /** Signed in with a staff reset's temporary password, until a password is chosen or the prompt dismissed. */
  passwordTemporary?: boolean;
};

const STORAGE_KEY = 'wicket-pools.login';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: StoredLogin | null = null;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Type-only import above keeps zod out of the first download; the list itself is three words. */
const USER_TYPES: readonly UserType[] = ['Member', 'Manager', 'Admin'];

/** A missing or unknown userType is treated as Member (spec section 1), matched case-insensitively. */
export function normalizeUserType(value: unknown): UserType {
  if (typeof value !== 'string') return 'Member';
  const match = USER_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase());
  return match ?? 'Member';
}

function parse(raw: string | null): StoredLogin | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record._id !== 'string' || typeof record.token !== 'string' || !record.token) return null;
    return {
      _id: record._id,
      firstName: typeof record.firstName === 'string' ? record.firstName : '',
      email: typeof record.email === 'string' ? record.email : null,
      userType: normalizeUserType(record.userType),
      token: record.token,
      ...(typeof record.credits === 'number' ? { credits: record.credits } : {}),
      ...(record.passwordTemporary === true ? { passwordTemporary: true } : {}),
    };
  } catch {
    return null;
  }
}

/** The current login, or null. Parsed once per stored value so React sees a stable snapshot. */
export function getLogin(): StoredLogin | null {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parse(raw);
  }
  return cachedValue;
}

function emit() {
  for (const listener of listeners) listener();
}

function write(value: StoredLogin | null) {
  try {
    if (value) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lasts until reload.
  }
  emit();
}

/** Stores what login and register answer. */
export function saveLogin(user: AuthUser) {
  write({
    _id: user._id,
    firstName: user.firstName,
    email: user.email,
    userType: normalizeUserType(user.userType),
    token: user.token,
    credits: user.credits,
    ...(user.passwordTemporary ? { passwordTemporary: true } : {}),
  });
}

/**
 * Replaces the token (change-password answers a new one; older tokens stop working). The password is then the
 * user's own, so the temporary-password prompt ends.
 */
export function updateToken(token: string) {
  const current = getLogin();
  if (current) {
    const { passwordTemporary: _done, ...rest } = current;
    write({ ...rest, token });
  }
}

/** The temporary-password prompt was dismissed: it does not come back until the next sign-in with one. */
export function dismissTemporaryPassword() {
  const current = getLogin();
  if (current?.passwordTemporary) {
    const { passwordTemporary: _dismissed, ...rest } = current;
    write(rest);
  }
}

export function clearLogin() {
  if (readStorage() !== null) write(null);
}

export function subscribeLogin(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored login as React state: re-renders on sign-in, sign-out and changes from other tabs. */
export function useLogin(): StoredLogin | null {
  return useSyncExternalStore(subscribeLogin, getLogin, () => null);
}

/** Where a user lands after sign-in or registration (spec section 2). */
export function homePathFor(userType: UserType): string {
  if (userType === 'Admin') return '/admin-dashboard';
  if (userType === 'Manager') return '/manager-dashboard';
  return '/dashboard';
}
