import { decideRouteAccess, landingPathFor } from '@stay/contract';
import { useEffect, type ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/navigation/paths';
import { useServices } from '@/lib/services/services-context';
import { sessionViewOf } from '@/lib/session/session-view';
import { useSession } from '@/lib/session/use-session';

interface RouteGuardProps {
  /** The route's pattern. Ionic keeps left pages mounted, so a page must not judge by the current URL alone. */
  path: string;
  children: ReactNode;
}

/**
 * The route guard, decided by the contract: unauthenticated visitors are logged out and sent to /login, another role's
 * area (or /management without MANAGEMENT, /guide-selection without GUEST) sends to /login.
 */
export function RouteGuard({ path, children }: RouteGuardProps) {
  const { pathname } = useLocation();
  const session = useSession();
  const isActive = matchPath(path, pathname) !== null;
  const decision = decideRouteAccess(isActive ? pathname : path, sessionViewOf(session));

  if (decision.allow) return children;
  return isActive ? <Redirect to={decision.redirectTo} logout={decision.logout} /> : null;
}

function Redirect({ to, logout }: { to: string; logout: boolean }) {
  const navigate = useNavigate();
  const { clearLocalData } = useServices();
  useEffect(() => {
    if (logout) clearLocalData();
    navigate(to, { replace: true });
  }, [to, logout, navigate, clearLocalData]);
  return null;
}

/**
 * /login with a live session forwards to that person's landing page. Checked when /login is entered, not on
 * every session change: the login flow itself navigates once the settings are in.
 */
export function SignedInRedirect({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useServices();
  const isActive = pathname === paths.login;

  useEffect(() => {
    if (!isActive) return;
    const view = sessionViewOf(session.current());
    if (view) navigate(landingPathFor(view), { replace: true });
  }, [isActive, session, navigate]);
  return children;
}
