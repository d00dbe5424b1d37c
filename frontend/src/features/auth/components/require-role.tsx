import { Navigate, Outlet } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { selectAuth, useAuth, type Role } from '@/shared/auth/auth-store';

interface RequireRoleProps {
  /** Roles admitted; omitted means any signed-in user with a profile. */
  allow?: readonly Role[];
}

/**
 * Route guard (spec 000 §6): while the session resolves, the Loading screen; no session or no
 * profile → /login; a role outside `allow` → /. Used as the element of a pathless layout route
 * that groups the guarded routes (app/router.tsx). The server enforces access regardless.
 */
export function RequireRole({ allow }: RequireRoleProps) {
  const { status, token, profile } = useAuth(selectAuth);
  if (status === 'loading') return <LoadingScreen />;
  if (!token || !profile) return <Navigate to={paths.login.href()} replace />;
  if (allow && !allow.includes(profile.role)) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
