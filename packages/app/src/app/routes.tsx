import { IonRouterOutlet } from '@ionic/react';
import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LOGIN_PATH, OFFLINE_PATH } from '@/lib/navigation/paths';
import { lazyPage } from './lazy-page';
import { RouteGuard, SignedInRedirect } from './route-guard';

const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const GuestHomePage = lazyPage(() => import('@/features/guest-home/pages/guest-home-page'), 'GuestHomePage');
const StaffChatsPage = lazyPage(() => import('@/features/staff-chats/pages/staff-chats-page'), 'StaffChatsPage');
const NotFoundPage = lazyPage(() => import('@/features/status-pages/pages/not-found-page'), 'NotFoundPage');
const OfflinePage = lazyPage(() => import('@/features/status-pages/pages/offline-page'), 'OfflinePage');
const PlaceholderPage = lazyPage(() => import('@/components/placeholder-page'), 'PlaceholderPage') as typeof import('@/components/placeholder-page').PlaceholderPage;

const GUEST_STAY = { issue: 3, feature: 'guestStay' } as const;
const CHAT = { issue: 4, feature: 'chat' } as const;

/** A route whose page loads on demand and is only shown when the §2 guard allows it. */
function screen(path: string, page: ReactElement) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <RouteGuard path={path}>
          <Suspense fallback={null}>{page}</Suspense>
        </RouteGuard>
      }
    />
  );
}

/** The staff areas share their screens; /management is guarded for MANAGEMENT by the contract. */
function staffArea(base: 'guide' | 'support' | 'management', chatParam: string) {
  return [
    screen(`/${base}/chats`, <StaffChatsPage />),
    screen(`/${base}/chats/:${chatParam}`, <PlaceholderPage screen="chat" plannedIn={CHAT} />),
    screen(`/${base}/settings/bookings/:id`, <PlaceholderPage screen="booking" plannedIn={GUEST_STAY} />),
  ];
}

/** §2 route table. */
export function AppRoutes() {
  return (
    <IonRouterOutlet>
      <Routes>
        <Route path="/" element={<Navigate to={LOGIN_PATH} replace />} />
        {screen(
          LOGIN_PATH,
          <SignedInRedirect>
            <LoginPage />
          </SignedInRedirect>,
        )}

        {screen('/guest/home', <GuestHomePage />)}
        {screen('/guest/chat', <PlaceholderPage screen="guestChat" plannedIn={CHAT} />)}
        {screen('/guest/services', <PlaceholderPage screen="guestServices" plannedIn={GUEST_STAY} />)}
        {screen('/guide-selection', <PlaceholderPage screen="guideSelection" plannedIn={GUEST_STAY} />)}

        {staffArea('guide', 'chat')}
        {staffArea('support', 'id')}
        {staffArea('management', 'id')}

        {screen('/activate-reservation', <PlaceholderPage screen="activateReservation" plannedIn={GUEST_STAY} />)}
        {screen('/activate-invite', <PlaceholderPage screen="activateInvite" plannedIn={GUEST_STAY} />)}
        {screen('/wait-screen', <PlaceholderPage screen="waitScreen" plannedIn={GUEST_STAY} />)}
        {screen(OFFLINE_PATH, <OfflinePage />)}
        {screen('*', <NotFoundPage />)}
      </Routes>
    </IonRouterOutlet>
  );
}
