import { messages } from '@wicket/shared/messages';
import type { AuthContext } from '../plugins/auth';
import { notFound } from './errors';

/**
 * May this caller act on (or read) this club? Admins reach every club; everyone else only their own.
 * Another club's data answers 404 rather than 403, so ids of other clubs reveal nothing.
 */
export function canAccessClub(auth: AuthContext, clubId: string): boolean {
  return auth.userType === 'Admin' || auth.clubId === clubId;
}

export function assertClubAccess(auth: AuthContext, clubId: string, notFoundMessage: string = messages.notFound): void {
  if (!canAccessClub(auth, clubId)) throw notFound(notFoundMessage);
}
