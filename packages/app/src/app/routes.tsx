import { IonRouterOutlet } from '@ionic/react';
import type { AnnouncementPage } from '@stay/contract';
import { Suspense, lazy, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageTabBarProvider } from '@/components/page-tab-bar';
import { STAFF_CONTENT_ID, StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { LIST_BESIDE_DETAIL_QUERY, useMediaQuery } from '@/lib/hooks/use-media-query';
import { paths, staffScreenPatterns, STAFF_AREAS, type StaffArea } from '@/lib/navigation/paths';
import { GuestAnnouncementCheck } from './compose/guest-announcement-check';
import { lazyPage } from './lazy-page';
import { RouteGuard, SignedInRedirect } from './route-guard';

const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const GuestHomeScreen = lazyPage(() => import('./compose/guest-home-screen'), 'GuestHomeScreen');
const ShopScreen = lazyPage(() => import('./compose/shop-screen'), 'ShopScreen');
const ProductPage = lazyPage(() => import('@/features/shop/pages/product-page'), 'ProductPage');
const CartPage = lazyPage(() => import('@/features/shop/pages/cart-page'), 'CartPage');
const OrdersPage = lazyPage(() => import('@/features/shop/pages/orders-page'), 'OrdersPage');
const OrderPage = lazyPage(() => import('@/features/shop/pages/order-page'), 'OrderPage');
const GuestMorePage = lazyPage(() => import('@/features/guest-shell/pages/guest-more-page'), 'GuestMorePage');
const GuestTabBar = lazyPage(() => import('@/features/guest-shell/components/guest-tab-bar'), 'GuestTabBar');
const WaitScreenScreen = lazyPage(() => import('./compose/wait-screen-screen'), 'WaitScreenScreen');
const GuideSelectionScreen = lazyPage(() => import('./compose/guide-selection-screen'), 'GuideSelectionScreen');
const ActivateReservationScreen = lazyPage(() => import('./compose/activation-screens'), 'ActivateReservationScreen');
const ActivateInviteScreen = lazyPage(() => import('./compose/activation-screens'), 'ActivateInviteScreen');
/** The reservation load on entering the guest area: sends the guest to the wait screen, guide selection, activation or login. */
const GuestStayGate = lazy(async () => ({ default: (await import('@/features/guest-stay/components/guest-stay-gate')).GuestStayGate }));
const StaffChatsScreen = lazyPage(() => import('./compose/staff-chats-screen'), 'StaffChatsScreen');
const StaffChatScreen = lazyPage(() => import('./compose/staff-chat-screen'), 'StaffChatScreen');
const GuestChatPage = lazyPage(() => import('@/features/guest-chat/pages/guest-chat-page'), 'GuestChatPage');
/** The staff side menu and its button: loaded with the first staff screen, never for /login or guests. */
const StaffShellMenu = lazyPage(() => import('./compose/staff-menu'), 'StaffShellMenu');
const StaffMenuButton = lazyPage(() => import('@/features/staff-shell/components/staff-menu-button'), 'StaffMenuButton');
const NotFoundPage = lazyPage(() => import('@/features/status-pages/pages/not-found-page'), 'NotFoundPage');
const OfflinePage = lazyPage(() => import('@/features/status-pages/pages/offline-page'), 'OfflinePage');
const StaffReservationsScreen = lazyPage(() => import('./compose/staff-reservations-screen'), 'StaffReservationsScreen');
const BookingScreen = lazyPage(() => import('./compose/booking-screen'), 'BookingScreen');
const StaffDashboardPage = lazyPage(() => import('@/features/staff-dashboard/pages/staff-dashboard-page'), 'StaffDashboardPage');
const ComplaintsScreen = lazyPage(() => import('./compose/complaints-screen'), 'ComplaintsScreen');
const ComplaintDetailScreen = lazyPage(() => import('./compose/complaint-detail-screen'), 'ComplaintDetailScreen');
const FileComplaintPage = lazyPage(() => import('@/features/file-complaint/pages/file-complaint-page'), 'FileComplaintPage');
const AvailabilityPage = lazyPage(() => import('@/features/availability/pages/availability-page'), 'AvailabilityPage');
const HousekeepingPage = lazyPage(() => import('@/features/housekeeping/pages/housekeeping-page'), 'HousekeepingPage');
const CheckOutSettingsPage = lazyPage(() => import('@/features/check-out-settings/pages/check-out-settings-page'), 'CheckOutSettingsPage');
const ClimateAdminPage = lazyPage(() => import('@/features/climate-admin/pages/climate-admin-page'), 'ClimateAdminPage');
const StaffDeliveriesPage = lazyPage(() => import('@/features/staff-deliveries/pages/staff-deliveries-page'), 'StaffDeliveriesPage');
const ProductsAdminPage = lazyPage(() => import('@/features/catalogue-admin/pages/products-admin-page'), 'ProductsAdminPage');
const WeblinksAdminPage = lazyPage(() => import('@/features/weblinks-admin/pages/weblinks-admin-page'), 'WeblinksAdminPage');
const DevicesAdminPage = lazyPage(() => import('@/features/devices-admin/pages/devices-admin-page'), 'DevicesAdminPage');
const GuideProfilesPage = lazyPage(() => import('@/features/guide-profiles/pages/guide-profiles-page'), 'GuideProfilesPage');
const QuestionnaireAdminPage = lazyPage(() => import('@/features/questionnaire-admin/pages/questionnaire-admin-page'), 'QuestionnaireAdminPage');
const FeedsAdminPage = lazyPage(() => import('@/features/feeds-admin/pages/feeds-admin-page'), 'FeedsAdminPage');
const SavedRepliesAdminPage = lazyPage(() => import('@/features/saved-replies-admin/pages/saved-replies-admin-page'), 'SavedRepliesAdminPage');
const GuestFaqPage = lazyPage(() => import('@/features/guest-faq/pages/guest-faq-page'), 'GuestFaqPage');
const GuestAnnouncementsPage = lazyPage(() => import('@/features/announcement-modal/pages/guest-announcements-page'), 'GuestAnnouncementsPage');
const StaffRatingsPage = lazyPage(() => import('@/features/staff-ratings/pages/staff-ratings-page'), 'StaffRatingsPage');
const BugReportPage = lazyPage(() => import('@/features/bug-report/pages/bug-report-page'), 'BugReportPage');
const PmsAdminPage = lazyPage(() => import('@/features/pms-admin/pages/pms-admin-page'), 'PmsAdminPage');
const BugReportsScreen = lazyPage(() => import('./compose/bug-reports-screen'), 'BugReportsScreen');
const AnnouncementsAdminPage = lazyPage(() => import('@/features/announcements-admin/pages/announcements-admin-page'), 'AnnouncementsAdminPage');
const AnnouncementEditorPage = lazyPage(() => import('@/features/announcements-admin/pages/announcement-editor-page'), 'AnnouncementEditorPage');
const ResetPasswordPage = lazyPage(() => import('@/features/account/pages/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('@/features/account/pages/verify-email-page'), 'VerifyEmailPage');
const GuestProfilePage = lazyPage(() => import('@/features/account/pages/guest-profile-page'), 'GuestProfilePage');
const GuestReservationPage = lazyPage(() => import('@/features/account/pages/guest-reservation-page'), 'GuestReservationPage');
const StaffProfilePage = lazyPage(() => import('@/features/account/pages/staff-profile-page'), 'StaffProfilePage');
const NotificationSettingsPage = lazyPage(() => import('@/features/notification-settings/pages/notification-settings-page'), 'NotificationSettingsPage');

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

/**
 * A guest page with its announcement check beside it (the modal opens in the top layer, over the page). The check is
 * small and loads with the route table; the modal loads only when there is something to show.
 */
function withAnnouncementCheck(path: string, page: AnnouncementPage, element: ReactElement) {
  return (
    <>
      {element}
      <GuestAnnouncementCheck path={path} page={page} />
    </>
  );
}

/** The staff areas share their screens; /management is guarded for MANAGEMENT by the contract. */
function staffArea(area: StaffArea) {
  const screens: Record<string, ReactElement> = {
    [paths.staffChats(area)]: <StaffChatsScreen />,
    [paths.patterns.staffChat(area)]: <StaffChatScreen />,
    [paths.staffReservations(area)]: <StaffReservationsScreen />,
    [paths.patterns.staffBooking(area)]: <BookingScreen />,
    [paths.staffComplaints(area)]: <ComplaintsScreen />,
    [paths.patterns.staffComplaint(area)]: <ComplaintDetailScreen />,
    [paths.staffAvailability(area)]: <AvailabilityPage />,
    [paths.staffDeliveries(area)]: <StaffDeliveriesPage />,
    [paths.staffHousekeeping(area)]: <HousekeepingPage />,
    [paths.staffWeblinks(area)]: <WeblinksAdminPage />,
    [paths.staffSavedReplies(area)]: <SavedRepliesAdminPage />,
    [paths.staffRatings(area)]: <StaffRatingsPage />,
    [paths.staffProfile(area)]: <StaffProfilePage />,
    [paths.staffNotificationSettings(area)]: <NotificationSettingsPage />,
    ...(area === 'guide' ? { [paths.guideProfile]: <GuideProfilesPage /> } : { [paths.staffDashboard(area)]: <StaffDashboardPage /> }),
    ...(area === 'management'
      ? {
          [paths.managementProducts]: <ProductsAdminPage />,
          [paths.managementAnnouncements]: <AnnouncementsAdminPage />,
          [paths.patterns.managementAnnouncement]: <AnnouncementEditorPage />,
          [paths.managementBugReports]: <BugReportsScreen />,
          [paths.patterns.managementBugReport]: <BugReportsScreen />,
          [paths.managementDevices]: <DevicesAdminPage />,
          [paths.managementCheckOut]: <CheckOutSettingsPage />,
          [paths.managementClimate]: <ClimateAdminPage />,
          [paths.managementGuides]: <GuideProfilesPage />,
          [paths.managementQuestionnaire]: <QuestionnaireAdminPage />,
          [paths.managementFeeds]: <FeedsAdminPage />,
          [paths.managementPms]: <PmsAdminPage />,
        }
      : {}),
  };
  // Exactly the area's screens (the staff menu only offers these).
  return staffScreenPatterns(area).map((pattern) => screen(pattern, screens[pattern] ?? <NotFoundPage />));
}

const staffMenu = (
  <Suspense fallback={null}>
    <StaffShellMenu />
  </Suspense>
);
const staffMenuButton = (
  <Suspense fallback={null}>
    <StaffMenuButton />
  </Suspense>
);

/** The route table: every screen, its path and who may open it; staff screens inside the staff menu's frame. */
export function AppRoutes() {
  // With the list and its detail side by side, a page sliding in over the whole screen would only distract.
  const isDesktop = useMediaQuery(LIST_BESIDE_DETAIL_QUERY);
  return (
    <StaffFrame menu={staffMenu} menuButton={staffMenuButton}>
      <IonRouterOutlet id={STAFF_CONTENT_ID} animated={!isDesktop}>
        <Routes>
          <Route path={paths.root} element={<Navigate to={paths.login} replace />} />
          {screen(
            paths.login,
            <SignedInRedirect>
              <LoginPage />
            </SignedInRedirect>,
          )}

          {guestScreen(paths.guest.home, withAnnouncementCheck(paths.guest.home, 'home', <GuestHomeScreen />))}
          {/* The chat stays readable after the stay: lost property, invoices. */}
          {guestScreen(paths.guest.chat, withAnnouncementCheck(paths.guest.chat, 'chat', <GuestChatPage />), { isOpenAfterStay: true })}
          {guestScreen(paths.guest.services, withAnnouncementCheck(paths.guest.services, 'services', <ShopScreen />))}
          {guestScreen(paths.patterns.guestProduct, <ProductPage />)}
          {guestScreen(paths.guest.cart, <CartPage />)}
          {guestScreen(paths.guest.orders, <OrdersPage />)}
          {/* Paid orders and the way back from the payment provider stay reachable after the stay. */}
          {guestScreen(paths.patterns.guestOrder, <OrderPage />, { isOpenAfterStay: true })}
          {guestScreen(paths.guest.more, withAnnouncementCheck(paths.guest.more, 'more', <GuestMorePage />))}
          {guestScreen(paths.guest.faq, <GuestFaqPage />)}
          {guestScreen(paths.guest.announcements, <GuestAnnouncementsPage />)}
          {/* Without a current stay too: a guest may change their details or remove the account at any time. */}
          {screen(paths.guest.profile, withGuestTabs(<GuestProfilePage />))}
          {guestScreen(paths.guest.reservation, <GuestReservationPage />, { isOpenAfterStay: true })}
          {screen(paths.guideSelection, withGuestTabs(<GuideSelectionScreen />))}

          {STAFF_AREAS.map(staffArea)}
          {screen(paths.managementHome, <Navigate to={paths.staffDashboard('management')} replace />)}
          {screen(paths.patterns.fileComplaint, <FileComplaintPage />)}
          {/* Signed in or not: a problem may be that someone cannot sign in. */}
          {screen(paths.patterns.bugReport, <BugReportPage />)}

          {screen(paths.activateReservation, <ActivateReservationScreen />)}
          {screen(paths.activateInvite, <ActivateInviteScreen />)}
          {screen(paths.resetPassword, <ResetPasswordPage />)}
          {screen(paths.verifyEmail, <VerifyEmailPage />)}
          {screen(paths.waitScreen, <WaitScreenScreen />)}
          {screen(paths.offline, <OfflinePage />)}
          {screen(paths.patterns.notFound, <NotFoundPage />)}
        </Routes>
      </IonRouterOutlet>
    </StaffFrame>
  );
}
