import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/session/use-session';
import { useCurrentReservation } from '@/domains/stay/use-current-reservation';
import { decideReservationLoad, type ReservationLoadResult } from '../reservation-load';
import { useLatest } from '@/lib/hooks/use-latest';

interface GuestStayGateProps {
  /** The route's pattern: Ionic keeps left pages mounted, and only the page on screen may redirect. */
  path: string;
  /** A past guest may stay on this screen (it has things to read after the stay). */
  isOpenAfterStay?: boolean;
  children: ReactNode;
}

/**
 * The reservation load on entering the guest area: loads the current reservation and sends the guest where
 * they belong (wait screen, guide selection, activation, login). The page renders meanwhile (its own skeletons).
 */
export function GuestStayGate({ path, isOpenAfterStay = false, children }: GuestStayGateProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const query = useCurrentReservation();
  const isActive = matchPath(path, pathname) !== null;

  const result: ReservationLoadResult =
    query.status === 'pending'
      ? { status: 'pending' }
      : query.status === 'error'
        ? { status: 'error', error: query.error }
        : { status: 'success', reservation: query.data };

  // Decide again on every new answer, not on every render.
  const latest = useLatest({ result, logout, navigate, isOpenAfterStay });
  const { status, dataUpdatedAt, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isActive) return;
    const decision = decideReservationLoad(latest.current.result, new Date(), { isOpenAfterStay: latest.current.isOpenAfterStay });
    if (decision.kind === 'logout') void latest.current.logout();
    else if (decision.kind === 'redirect') latest.current.navigate(decision.to, { replace: true });
  }, [isActive, status, dataUpdatedAt, errorUpdatedAt, latest]);

  return children;
}
