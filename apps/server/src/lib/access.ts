import { messages } from '@wicket/shared/messages';
import type { UserType } from '@wicket/shared/schemas/users';
import { notFound, unauthorized } from './errors';

/**
 * Who is calling, read fresh from the database on every request (type, club and token version can change); on a
 * requireRoleInStatement route, read by the route's own statement instead.
 */
export type AuthContext = {
  userId: string;
  userType: UserType;
  /** The club a Member belongs to or a Manager runs; null for Admins and club-less Members. */
  clubId: string | null;
};

/** The caller as its verified token names it, before (or without) the database read. */
export type TokenClaims = { userId: string; tokenVersion: number };

/**
 * The club access checks, each once. Admins reach every club; everyone else only their own, and nobody reaches a
 * club through a missing one. Another club's data answers 404 rather than 403, so ids of other clubs reveal nothing.
 */

/** Does this caller reach every club (an Admin)? */
export function reachesEveryClub(auth: AuthContext): boolean {
  return auth.userType === 'Admin';
}

/** May this caller read (or, on a Manager/Admin route, act on) this club's data? */
export function canAccessClub(auth: AuthContext, clubId: string | null | undefined): boolean {
  return reachesEveryClub(auth) || (auth.clubId !== null && auth.clubId === clubId);
}

export function assertClubAccess(auth: AuthContext, clubId: string, notFoundMessage: string = messages.notFound): void {
  if (!canAccessClub(auth, clubId)) throw notFound(notFoundMessage);
}

/** Does this caller run this club: an Admin, or the club's own Manager? Members of the club do not. */
export function managesClub(auth: AuthContext, clubId: string | null | undefined): boolean {
  return auth.userType === 'Admin' || (auth.userType === 'Manager' && canAccessClub(auth, clubId));
}

/** A user's details and wallet history: the user itself and whoever runs the user's club. */
export function canSeeUser(auth: AuthContext, user: { id: string; memberOf: string | null }): boolean {
  return user.id === auth.userId || managesClub(auth, user.memberOf);
}

/** Credits move only for Members, by whoever runs their club. */
export function canMoveCreditsOf(auth: AuthContext, user: { userType: string; memberOf: string | null }): boolean {
  return user.userType === 'Member' && managesClub(auth, user.memberOf);
}

/** What the database holds of a token's user: all a token check reads. */
export type TokenUser = { id: string; userType: UserType; memberOf: string | null; tokenVersion: number };

/** The user columns a route's own statement reads for the token check (null when the user is gone). */
export type TokenUserColumns = {
  user_id: string | null;
  user_type: UserType | null;
  member_of: string | null;
  token_version: number | null;
};

/** Those columns as the token's user, or undefined when there is none. */
export function tokenUserOf(row: TokenUserColumns): TokenUser | undefined {
  if (row.user_id === null || row.user_type === null || row.token_version === null) return undefined;
  return { id: row.user_id, userType: row.user_type, memberOf: row.member_of, tokenVersion: row.token_version };
}

/**
 * The database's word on a verified token: the caller as the user is now, or 401 if the user is gone or the token
 * is older than its last password change. Shared by the auth hooks and the statements that read the user themselves.
 */
export function authContextOf(user: TokenUser | undefined, token: TokenClaims): AuthContext {
  if (!user || user.tokenVersion !== token.tokenVersion) throw unauthorized(messages.unauthorized);
  return { userId: user.id, userType: user.userType, clubId: clubScopeOf(user) };
}

/** The club a user's requests are scoped to (AuthContext.clubId): its own, or none for an Admin. */
export function clubScopeOf(user: { userType: UserType; memberOf: string | null }): string | null {
  return user.userType === 'Admin' ? null : user.memberOf;
}
