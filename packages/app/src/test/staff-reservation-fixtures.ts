import type {
  StaffLeaderboard,
  StaffReservationDashboard,
  StaffReservationDetail,
  StaffReservationPage,
  StaffReservationStatus,
  StaffReservationSummary,
} from '@stay/contract';

/** The staff reservation screens' test data: Amsterdam, Friday 20 March 2026 unless told otherwise. */
export const STAFF_TIME_ZONE = 'Europe/Amsterdam';

export function statusWith(overrides: Partial<StaffReservationStatus> = {}): StaffReservationStatus {
  return { date: '2026-03-20', timeZone: STAFF_TIME_ZONE, checkIn: 3, checkOut: 2, onPremise: 7, upComing: 41, ...overrides };
}

/** An arrival in Suite Zeezicht 12 for Anna de Vries, two guests, guide Sanne, late checkout. */
export function summaryWith(overrides: Partial<StaffReservationSummary> = {}): StaffReservationSummary {
  return {
    _id: 'r1',
    nmbr: '1001',
    status: 30,
    isProvisional: false,
    startDateTime: '2026-03-20T14:00:00.000Z',
    endDateTime: '2026-03-25T10:00:00.000Z',
    controlsActivationDateTime: '2026-03-20T11:00:00.000Z',
    controlsDeactivationDateTime: '2026-03-25T13:00:00.000Z',
    lateCheckout: true,
    suite: { _id: 's12', name: 'Suite Zeezicht 12' },
    mainGuest: { firstname: 'Anna', surname: 'de Vries' },
    guestCount: 2,
    guide: { _id: 'e1', firstname: 'Sanne', surname: 'Bakker' },
    chatNmbr: 7,
    deviceAlert: false,
    guestLanguage: 'de',
    ...overrides,
  };
}

export const pageOf = (items: StaffReservationSummary[], nextCursor: string | null = null): StaffReservationPage => ({ items, nextCursor });

export function bookingWith(overrides: Partial<StaffReservationDetail> = {}): StaffReservationDetail {
  const { suite: _suite, mainGuest: _mainGuest, guide: _guide, ...summary } = summaryWith();
  return {
    ...summary,
    location: { _id: 'AMS', name: 'Park Amsterdam', timeZone: STAFF_TIME_ZONE },
    daysUntillAppUse: 0,
    controlsAreActive: true,
    controlsWindow: 'open',
    demoMode: false,
    relation: { erpUID: 'REL-1', name: 'De Vries Travel' },
    mainGuest: { _id: 'g1', firstname: 'Anna', surname: 'de Vries', email: 'anna@example.com', cellphone: '+31 6 1111 2222' },
    guests: [
      { _id: 'g1', firstname: 'Anna', surname: 'de Vries', isMainGuest: true, email: 'anna@example.com', cellphone: '+31 6 1111 2222', joinedAt: '2026-03-01T09:00:00.000Z', language: 'nl' },
      { _id: 'g2', firstname: 'Bram', surname: 'de Vries', isMainGuest: false, email: 'bram@example.com', cellphone: null, joinedAt: '2026-03-02T09:00:00.000Z', language: 'en' },
    ],
    invites: [
      { _id: 'i1', email: 'cor@example.com', status: 'PENDING', createdAt: '2026-03-10T09:00:00.000Z', expiresAt: '2026-03-24T09:00:00.000Z', acceptedAt: null },
      { _id: 'i2', email: 'bram@example.com', status: 'ACCEPTED', createdAt: '2026-03-01T09:00:00.000Z', expiresAt: '2026-03-15T09:00:00.000Z', acceptedAt: '2026-03-02T09:00:00.000Z' },
    ],
    accommodations: [{ _id: 's12', name: 'Suite Zeezicht 12' }],
    suite: {
      _id: 's12',
      name: 'Suite Zeezicht 12',
      deviceAlert: true,
      domoticas: [
        { _id: 'd1', type: 'LOCK', name: 'Front door', group: 'lock', state: { status: 'jammed', value: null, updatedAt: '2026-03-20T13:00:00.000Z' } },
        {
          _id: 'd2',
          type: 'CLIMATE',
          name: 'Living room',
          group: 'climate',
          state: { status: 'ok', value: { on: true, targetTemperature: 21, currentTemperature: 19.5 }, updatedAt: '2026-03-20T13:00:00.000Z' },
        },
        { _id: 'd3', type: 'LIGHT', name: 'Terrace', group: 'lighting', state: { status: 'unavailable', value: null, updatedAt: null } },
      ],
    },
    guide: { _id: 'e1', erpUID: 'EMP-1', firstname: 'Sanne', surname: 'Bakker', personimage: null },
    guideSelectionTimestamp: '2026-03-05T10:00:00.000Z',
    questionnaire: [
      { questionnaire: 'guide', label: 'interests', question: 'What do you enjoy?', answers: [{ awnser: 'hiking', text: 'Hiking' }, { awnser: 'food', text: 'Food' }] },
    ],
    ...overrides,
  };
}

export function dashboardWith(overrides: Partial<StaffReservationDashboard> = {}): StaffReservationDashboard {
  return {
    date: '2026-03-20',
    timeZone: STAFF_TIME_ZONE,
    arrivals: 4,
    departures: 3,
    inHouse: 9,
    totalSuites: 12,
    occupancy: [
      { date: '2026-03-20', occupied: 9, total: 12 },
      { date: '2026-03-21', occupied: 12, total: 12 },
      { date: '2026-03-22', occupied: 3, total: 12 },
    ],
    ...overrides,
  };
}

export function leaderboardWith(overrides: Partial<StaffLeaderboard> = {}): StaffLeaderboard {
  return {
    from: '2026-03-01',
    to: '2026-03-31',
    rows: [
      { employee: { _id: 'e1', firstname: 'Sanne', surname: 'Bakker', personimage: null }, matched: 12, served: 8, rank: 1 },
      { employee: { _id: 'e2', firstname: 'Daan', surname: 'Visser', personimage: null }, matched: 5, served: 5, rank: 2 },
    ],
    ...overrides,
  };
}
