import { IonRouterOutlet } from '@ionic/react';
import { Suspense, lazy, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LOGIN_PATH, OFFLINE_PATH } from '@/lib/navigation/paths';
import { lazyPage } from './lazy-page';
import { RouteGuard, SignedInRedirect } from './route-guard';

const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const GuestHomeScreen = lazyPage(() => import('./compose/guest-home-screen'), 'GuestHomeScreen');
const GuestServicesPage = lazyPage(() => import('@/features/guest-home/pages/guest-services-page'), 'GuestServicesPage');
const WaitScreenScreen = lazyPage(() => import('./compose/wait-screen-screen'), 'WaitScreenScreen');
const GuideSelectionScreen = lazyPage(() => import('./compose/guide-selection-screen'), 'GuideSelectionScreen');
const ActivateReservationScreen = lazyPage(() => import('./compose/activation-screens'), 'ActivateReservationScreen');
const ActivateInviteScreen = lazyPage(() => import('./compose/activation-screens'), 'ActivateInviteScreen');
/** §8 reservation load on entering the guest area: sends the guest to the wait screen, guide selection, activation or login. */
const GuestStayGate = lazy(async () => ({ default: (await import('@/features/guest-stay/components/guest-stay-gate')).GuestStayGate }));
const StaffChatsScreen = lazyPage(() => import('./compose/staff-chats-screen'), 'StaffChatsScreen');
const ChatDetailPage = lazyPage(() => import('@/features/chat-detail/pages/chat-detail-page'), 'ChatDetailPage');
const GuestChatPage = lazyPage(() => import('@/features/guest-chat/pages/guest-chat-page'), 'GuestChatPage');
const NotFoundPage = lazyPage(() => import('@/features/status-pages/pages/not-found-page'), 'NotFoundPage');
const OfflinePage = lazyPage(() => import('@/features/status-pages/pages/offline-page'), 'OfflinePage');
const PlaceholderPage = lazyPage(() => import('@/components/placeholder-page'), 'PlaceholderPage') as typeof import('@/components/placeholder-page').PlaceholderPage;

const GUEST_STAY = { issue: 3, feature: 'guestStay' } as const;

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

/** A guest-area route: the page shows while the guest's reservation loads, then the guest is sent where they belong. */
function guestScreen(path: string, page: ReactElement) {
  return screen(path, <GuestStayGate path={path}>{page}</GuestStayGate>);
}

/** The staff areas share their screens; /management is guarded for MANAGEMENT by the contract. */
function staffArea(base: 'guide' | 'support' | 'management', chatParam: string) {
  return [
    screen(`/${base}/chats`, <StaffChatsScreen />),
    screen(`/${base}/chats/:${chatParam}`, <ChatDetailPage />),
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

        {guestScreen('/guest/home', <GuestHomeScreen />)}
        {guestScreen('/guest/chat', <GuestChatPage />)}
        {guestScreen('/guest/services', <GuestServicesPage />)}
        {screen('/guide-selection', <GuideSelectionScreen />)}

        {staffArea('guide', 'chat')}
        {staffArea('support', 'id')}
        {staffArea('management', 'id')}

        {screen('/activate-reservation', <ActivateReservationScreen />)}
        {screen('/activate-invite', <ActivateInviteScreen />)}
        {screen('/wait-screen', <WaitScreenScreen />)}
        {screen(OFFLINE_PATH, <OfflinePage />)}
        {screen('*', <NotFoundPage />)}
      </Routes>
    </IonRouterOutlet>
  );
}
