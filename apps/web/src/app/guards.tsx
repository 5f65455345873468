import type { UserType } from '@wicket/shared/schemas/users';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useLogin } from '@/lib/auth-storage';

/** What the guard tells `/` when it sends another user type there: whose page it was (the welcome page says so). */
export type WrongRoleState = { pageFor: UserType };

export function isWrongRoleState(state: unknown): state is WrongRoleState {
  return typeof state === 'object' && state !== null && 'pageFor' in state && typeof state.pageFor === 'string';
}

/**
 * Route guard of spec section 2, given one allowed user type: no stored login goes to /login, another user type
 * (compared case-insensitively) goes to /, which then says the page was for other accounts (issue 38: a member
 * landed on the welcome page unexplained). The server enforces the same rules; this only keeps screens honest.
 */
export function RequireUserType({ type }: { type: UserType }) {
  const login = useLogin();
  const location = useLocation();
  if (!login) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (login.userType.toLowerCase() !== type.toLowerCase()) {
    return <Navigate to="/" replace state={{ pageFor: type } satisfies WrongRoleState} />;
  }
  return <Outlet />;
}
