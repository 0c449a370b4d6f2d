import { IonRouterOutlet } from '@ionic/react';
import { Suspense, lazy, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageTabBarProvider } from '@/components/page-tab-bar';
import { paths, STAFF_AREAS, type StaffArea } from '@/lib/navigation/paths';
import { lazyPage } from './lazy-page';
import { RouteGuard, SignedInRedirect } from './route-guard';

const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const GuestHomeScreen = lazyPage(() => import('./compose/guest-home-screen'), 'GuestHomeScreen');
const GuestServicesPage = lazyPage(() => import('@/features/guest-home/pages/guest-services-page'), 'GuestServicesPage');
const GuestMorePage = lazyPage(() => import('@/features/guest-shell/pages/guest-more-page'), 'GuestMorePage');
const GuestTabBar = lazyPage(() => import('@/features/guest-shell/components/guest-tab-bar'), 'GuestTabBar');
const WaitScreenScreen = lazyPage(() => import('./compose/wait-screen-screen'), 'WaitScreenScreen');
const GuideSelectionScreen = lazyPage(() => import('./compose/guide-selection-screen'), 'GuideSelectionScreen');
const ActivateReservationScreen = lazyPage(() => import('./compose/activation-screens'), 'ActivateReservationScreen');
const ActivateInviteScreen = lazyPage(() => import('./compose/activation-screens'), 'ActivateInviteScreen');
/** The reservation load on entering the guest area: sends the guest to the wait screen, guide selection, activation or login. */
const GuestStayGate = lazy(async () => ({ default: (await import('@/features/guest-stay/components/guest-stay-gate')).GuestStayGate }));
const StaffChatsScreen = lazyPage(() => import('./compose/staff-chats-screen'), 'StaffChatsScreen');
const ChatDetailPage = lazyPage(() => import('@/features/chat-detail/pages/chat-detail-page'), 'ChatDetailPage');
const GuestChatPage = lazyPage(() => import('@/features/guest-chat/pages/guest-chat-page'), 'GuestChatPage');
const NotFoundPage = lazyPage(() => import('@/features/status-pages/pages/not-found-page'), 'NotFoundPage');
const OfflinePage = lazyPage(() => import('@/features/status-pages/pages/offline-page'), 'OfflinePage');
const PlaceholderPage = lazyPage(() => import('@/components/placeholder-page'), 'PlaceholderPage') as typeof import('@/components/placeholder-page').PlaceholderPage;

/** A route whose page loads on demand and is only shown when the guard allows it. */
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

/** The guest area's tab bar, on every page of a stay. */
function withGuestTabs(page: ReactElement) {
  return (
    <PageTabBarProvider
      tabBar={
        <Suspense fallback={null}>
          <GuestTabBar />
        </Suspense>
      }
    >
      {page}
    </PageTabBarProvider>
  );
}

/** A guest-area route: the page shows while the guest's reservation loads, then the guest is sent where they belong. */
function guestScreen(path: string, page: ReactElement, options: { isOpenAfterStay?: boolean } = {}) {
  return screen(
    path,
    <GuestStayGate path={path} isOpenAfterStay={options.isOpenAfterStay}>
      {withGuestTabs(page)}
    </GuestStayGate>,
  );
}

/** The staff areas share their screens; /management is guarded for MANAGEMENT by the contract. */
function staffArea(area: StaffArea) {
  return [
    screen(paths.staffChats(area), <StaffChatsScreen />),
    screen(paths.patterns.staffChat(area), <ChatDetailPage />),
    screen(paths.patterns.staffBooking(area), <PlaceholderPage screen="booking" />),
  ];
}

/** The route table: every screen, its path and who may open it. */
export function AppRoutes() {
  return (
    <IonRouterOutlet>
      <Routes>
        <Route path={paths.root} element={<Navigate to={paths.login} replace />} />
        {screen(
          paths.login,
          <SignedInRedirect>
            <LoginPage />
          </SignedInRedirect>,
        )}

        {guestScreen(paths.guest.home, <GuestHomeScreen />)}
        {/* The chat stays readable after the stay: lost property, invoices. */}
        {guestScreen(paths.guest.chat, <GuestChatPage />, { isOpenAfterStay: true })}
        {guestScreen(paths.guest.services, <GuestServicesPage />)}
        {guestScreen(paths.guest.more, <GuestMorePage />)}
        {screen(paths.guideSelection, withGuestTabs(<GuideSelectionScreen />))}

        {STAFF_AREAS.map(staffArea)}

        {screen(paths.activateReservation, <ActivateReservationScreen />)}
        {screen(paths.activateInvite, <ActivateInviteScreen />)}
        {screen(paths.waitScreen, <WaitScreenScreen />)}
        {screen(paths.offline, <OfflinePage />)}
        {screen(paths.patterns.notFound, <NotFoundPage />)}
      </Routes>
    </IonRouterOutlet>
  );
}
