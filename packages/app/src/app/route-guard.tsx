import { decideRouteAccess, landingPathFor } from '@stay/contract';
import { useEffect, type ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { foreignLinkOf, foreignLinkState, sameChatInOwnArea } from '@/lib/navigation/chat-link';
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
  const { pathname, search } = useLocation();
  const session = useSession();
  const isActive = matchPath(path, pathname) !== null;
  const decision = decideRouteAccess(isActive ? pathname : path, sessionViewOf(session));

  if (decision.allow) return children;
  // A signed-in person in another role's area: /login forwards them, to the same chat when it is a staff chat link.
  const from = decision.logout ? undefined : `${pathname}${search}`;
  return isActive ? <Redirect to={decision.redirectTo} logout={decision.logout} from={from} /> : null;
}

function Redirect({ to, logout, from }: { to: string; logout: boolean; from?: string }) {
  const navigate = useNavigate();
  const { clearLocalData } = useServices();
  useEffect(() => {
    if (logout) clearLocalData();
    navigate(to, { replace: true, state: from ? foreignLinkState(from) : undefined });
  }, [to, logout, from, navigate, clearLocalData]);
  return null;
}

/**
 * /login with a live session forwards to that person's landing page (or, for a staff chat link of another staff
 * area, to the same chat in their own area). Checked when /login is entered, not on
 * every session change: the login flow itself navigates once the settings are in.
 */
export function SignedInRedirect({ children }: { children: ReactNode }) {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const { session } = useServices();
  const isActive = pathname === paths.login;
  const foreignLink = foreignLinkOf(state);

  useEffect(() => {
    if (!isActive) return;
    const view = sessionViewOf(session.current());
    if (!view) return;
    const landing = landingPathFor(view);
    navigate(sameChatInOwnArea(foreignLink, landing) ?? landing, { replace: true });
  }, [isActive, session, navigate, foreignLink]);
  return children;
}
