import { addCalendarDays, calendarDayIn, instantAt, type ChatAction, type KnownRole, type MenuItem } from '@stay/contract';
import { DEMO_STAY_TIMES } from './demo-stay-times';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_LOCATION = { id: 'demo-location-duinzicht', name: 'Parc Duinzicht', timeZone: 'Europe/Amsterdam' };
export const DEMO_RESERVATION_ID = 'demo-reservation-zeezicht-12';
/** The demo park's bike station: the `rental-partner.stationCoordinates` permission of the demo location. */
export const DEMO_BIKE_STATION = { lat: 52.2431, lng: 4.4335, radiusMeters: 25 };

export interface DemoLogin {
  email: string;
  role: KnownRole;
  password: string;
}

interface DemoStaff {
  id: string;
  erpUid: string;
  email: string;
  role: Exclude<KnownRole, 'GUEST'>;
  firstname: string;
  surname: string;
  workgroup: string;
  cellphone: string;
}

export const DEMO_STAFF_MEMBERS: readonly DemoStaff[] = [
  { id: 'demo-employee-guide', erpUid: '1001', email: 'guide@demo.stay', role: 'GUIDE', firstname: 'Sanne', surname: 'de Vries', workgroup: 'Guides', cellphone: '+31 6 1234 5001' },
  { id: 'demo-employee-cuber', erpUid: '1002', email: 'cuber@demo.stay', role: 'CUBER', firstname: 'Daan', surname: 'Bakker', workgroup: 'Housekeeping', cellphone: '+31 6 1234 5002' },
  { id: 'demo-employee-backoffice', erpUid: '1003', email: 'backoffice@demo.stay', role: 'BACKOFFICE', firstname: 'Fleur', surname: 'Jansen', workgroup: 'Backoffice', cellphone: '+31 6 1234 5003' },
  { id: 'demo-employee-management', erpUid: '1004', email: 'management@demo.stay', role: 'MANAGEMENT', firstname: 'Thomas', surname: 'Visser', workgroup: 'Management', cellphone: '+31 6 1234 5004' },
];

export const DEMO_GUEST = {
  id: 'demo-person-guest',
  erpUid: '5001',
  email: 'guest@demo.stay',
  firstname: 'Emma',
  surname: 'Smit',
  cellphone: '+31 6 9876 5432',
};

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { email: DEMO_GUEST.email, role: 'GUEST', password: DEMO_PASSWORD },
  ...DEMO_STAFF_MEMBERS.map(({ email, role }) => ({ email, role, password: DEMO_PASSWORD })),
];

/** The guest's current stay: arrived yesterday at check-in, leaves in four days at checkout (relative to `now`). */
export function demoReservation(now: Date) {
  const today = calendarDayIn(now, DEMO_LOCATION.timeZone);
  const at = (days: number, time: string) => instantAt(addCalendarDays(today, days), time, DEMO_LOCATION.timeZone).toISOString();
  return {
    id: DEMO_RESERVATION_ID,
    reservation_number: 'DZ-2025-000123',
    status: 30,
    start_date_time: at(-1, DEMO_STAY_TIMES.checkInTime),
    end_date_time: at(4, DEMO_STAY_TIMES.checkOutTime),
    location_id: DEMO_LOCATION.id,
    accommodation_name: 'Suite Zeezicht 12',
  };
}

const GUEST_MAIN_MENU: MenuItem[] = [
  { key: 'home', title: 'Home', url: '/guest/home', icon: 'home-outline' },
  { key: 'chat', title: 'Chat', url: '/guest/chat', icon: 'chatbubbles-outline' },
  { key: 'services', title: 'Services', url: '/guest/services', icon: 'basket-outline' },
];
const GUEST_SETTINGS_MENU: MenuItem[] = [
  { key: 'more', title: 'More', url: '/guest/more', icon: 'ellipsis-horizontal-outline' },
  { key: 'profile', title: 'Profile', url: '/guest/profile', icon: 'person-circle-outline' },
  { key: 'reservation', title: 'Reservation', url: '/guest/reservation', icon: 'bed-outline' },
];
/**
 * The staff side menu: every URL opens a screen of the staff member's own area. Support and management get the
 * dashboard (management's own, /management/dashboard, which /management opens too).
 */
const staffMainMenu = (base: 'guide' | 'support', withManagement: boolean): MenuItem[] => [
  { key: 'chats', title: 'Chats', url: `/${base}/chats`, icon: 'chatbubbles-outline' },
  { key: 'reservations', title: 'Reservations', url: `/${base}/reservations`, icon: 'bed-outline' },
  { key: 'complaints', title: 'Complaints', url: `/${base}/complaints`, icon: 'alert-circle-outline' },
  { key: 'deliveries', title: 'Deliveries', url: `/${base}/deliveries`, icon: 'cube-outline' },
  { key: 'housekeeping', title: 'Housekeeping', url: `/${base}/housekeeping`, icon: 'sparkles-outline' },
  { key: 'weblinks', title: 'Web links', url: `/${base}/weblinks`, icon: 'link-outline' },
  { key: 'ratings', title: 'Ratings', url: `/${base}/ratings`, icon: 'star-outline' },
  ...(base === 'support'
    ? [{ key: 'dashboard', title: 'Dashboard', url: withManagement ? '/management/dashboard' : '/support/dashboard', icon: 'stats-chart-outline' }]
    : []),
  ...(withManagement
    ? [
        { key: 'products', title: 'Products', url: '/management/products', icon: 'storefront-outline' },
        { key: 'announcements', title: 'Announcements', url: '/management/announcements', icon: 'megaphone-outline' },
        { key: 'devices', title: 'Devices', url: '/management/devices', icon: 'hardware-chip-outline' },
        { key: 'checkOut', title: 'Check-out', url: '/management/check-out', icon: 'exit-outline' },
        { key: 'climate', title: 'Climate', url: '/management/climate', icon: 'thermometer-outline' },
        { key: 'guides', title: 'Guides', url: '/management/guides', icon: 'people-outline' },
        { key: 'questionnaire', title: 'Guide questions', url: '/management/questionnaire', icon: 'list-outline' },
        { key: 'bugReports', title: 'Bug reports', url: '/management/bug-reports', icon: 'bug-outline' },
        { key: 'feeds', title: 'Booking feeds', url: '/management/feeds', icon: 'calendar-outline' },
        { key: 'pms', title: 'PMS connection', url: '/management/pms', icon: 'git-network-outline' },
      ]
    : []),
];
const staffSettingsMenu = (base: 'guide' | 'support'): MenuItem[] => [
  ...(base === 'guide' ? [{ key: 'guideProfile', title: 'My guide profile', url: '/guide/guide-profile', icon: 'id-card-outline' }] : []),
  { key: 'availability', title: 'Availability', url: `/${base}/availability`, icon: 'time-outline' },
  { key: 'savedReplies', title: 'Saved replies', url: `/${base}/saved-replies`, icon: 'chatbox-ellipses-outline' },
  { key: 'notifications', title: 'Notifications', url: `/${base}/settings/notifications`, icon: 'notifications-outline' },
  { key: 'profile', title: 'Profile', url: `/${base}/profile`, icon: 'person-circle-outline' },
  { key: 'bugReport', title: 'Report a problem', url: '/bug-report', icon: 'bug-outline' },
];

/** The chat actions staff see: loadingMessage shows while one runs; showCondition names the rule that shows it. */
const CHAT_ACTIONS: ChatAction[] = [
  { name: 'Join', icon: 'enter-outline', color: 'primary', showCondition: 'join', action: 'join', loadingMessage: 'join chat', afterAction: 'OPEN_CHAT' },
  { name: 'Leave', icon: 'exit-outline', color: 'medium', showCondition: 'leave', action: 'leave', loadingMessage: 'Leaving chat' },
  { name: 'Handle', icon: 'checkmark-done-outline', color: 'success', showCondition: 'handle', action: 'handle', loadingMessage: 'Handle chat', afterAction: 'OPEN_CHAT' },
  { name: 'Inactive', icon: 'pause-circle-outline', color: 'warning', showCondition: 'inactivate', action: 'inactivate', loadingMessage: 'Set chat inactive' },
  { name: 'Archive', icon: 'archive-outline', color: 'danger', showCondition: 'archive', action: 'archive', loadingMessage: 'Archiving chat' },
];

const EXTERNAL_CHAT_FLAGS = {
  joinExternal: true,
  leaveExternal: true,
  handleExternal: true,
  inactivateExternal: true,
  archiveExternal: true,
};
const INTERNAL_CHAT_FLAGS = {
  joinInternal: true,
  leaveInternal: true,
  handleInternal: true,
  inactivateInternal: true,
  archiveInternal: true,
};

/** Settings rows: scope → name → value. No emergencyPhone anywhere, so the built-in default applies. */
export const DEMO_SETTINGS: ReadonlyArray<{ scope: string; name: string; value: unknown }> = [
  {
    scope: 'global',
    name: 'permissions',
    value: {
      faqLink: 'https://stay.example/faq',
      faqLinks: [
        { title: 'House rules', title_nl: 'Huisregels', title_de: 'Hausordnung', title_fr: 'Règlement intérieur', href: 'https://www.duinpark.example/en/house-rules' },
      ],
      chat: {
        joinExternal: false,
        leaveExternal: false,
        handleExternal: false,
        inactivateExternal: false,
        archiveExternal: false,
        joinInternal: false,
        leaveInternal: false,
        handleInternal: false,
        inactivateInternal: false,
        archiveInternal: false,
      },
      complaint: {
        workgroupIcons: { Guides: 'compass-outline', Housekeeping: 'sparkles-outline', Backoffice: 'briefcase-outline', Management: 'ribbon-outline' },
      },
    },
  },
  { scope: 'role:GUEST', name: 'mainMenu', value: GUEST_MAIN_MENU },
  { scope: 'role:GUEST', name: 'settingsMenu', value: GUEST_SETTINGS_MENU },
  { scope: 'role:GUIDE', name: 'mainMenu', value: staffMainMenu('guide', false) },
  { scope: 'role:GUIDE', name: 'settingsMenu', value: staffSettingsMenu('guide') },
  { scope: 'role:GUIDE', name: 'permissions', value: { chat: EXTERNAL_CHAT_FLAGS, weblink: { edit: false } } },
  { scope: 'role:GUIDE', name: 'chatActions', value: CHAT_ACTIONS },
  ...(['CUBER', 'BACKOFFICE', 'MANAGEMENT'] as const).flatMap((role) => [
    { scope: `role:${role}`, name: 'mainMenu', value: staffMainMenu('support', role === 'MANAGEMENT') },
    { scope: `role:${role}`, name: 'settingsMenu', value: staffSettingsMenu('support') },
    { scope: `role:${role}`, name: 'permissions', value: { chat: { ...EXTERNAL_CHAT_FLAGS, ...INTERNAL_CHAT_FLAGS }, weblink: { edit: true } } },
    { scope: `role:${role}`, name: 'chatActions', value: CHAT_ACTIONS },
  ]),
  {
    scope: `location:${DEMO_LOCATION.id}`,
    name: 'permissions',
    value: {
      'rental-partner': { stationCoordinates: DEMO_BIKE_STATION },
      // The park's stay times; a reservation whose controls stay on until the late checkout time has a late checkout.
      reservation: {
        checkInTime: DEMO_STAY_TIMES.checkInTime,
        checkOutTime: DEMO_STAY_TIMES.checkOutTime,
        controlDeactivation: DEMO_STAY_TIMES.lateCheckoutTime,
      },
    },
  },
];
