import type { UserType } from '@wicket/shared/schemas/users';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useLogin } from '@/lib/auth-storage';

/**
 * Route guard of spec section 2, given one allowed user type: no stored login goes to /login, another user type
 * (compared case-insensitively) goes to /. The server enforces the same rules; this only keeps screens honest.
 */
export function RequireUserType({ type }: { type: UserType }) {
  const login = useLogin();
  const location = useLocation();
  if (!login) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (login.userType.toLowerCase() !== type.toLowerCase()) return <Navigate to="/" replace />;
  return <Outlet />;
}
