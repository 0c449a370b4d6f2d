import type { Device, GuideProfile, Questionnaire, Reservation, Suite } from '@stay/contract';

const DAY = 24 * 60 * 60 * 1000;

/** An instant `days` from now (fractions allowed), as the wire carries it. */
export const daysFromNow = (days: number, now = Date.now()): string => new Date(now + days * DAY).toISOString();
export const minutesAgo = (minutes: number, now = Date.now()): string => new Date(now - minutes * 60_000).toISOString();

export const guideSanne = {
  _id: 'guide-sanne',
  erpUID: '1001',
  firstname: 'Sanne',
  surname: 'de Vries',
  personimage: null,
};

/** A current reservation: started yesterday, ends in four days, guide chosen, controls open. */
export function reservationWith(overrides: Partial<Reservation> = {}): Reservation {
  return {
    _id: 'r1',
    nmbr: 'DZ-2025-000123',
    status: 30,
    startDateTime: daysFromNow(-1),
    endDateTime: daysFromNow(4),
    controlsActivationDateTime: daysFromNow(-1),
    controlsDeactivationDateTime: daysFromNow(4),
    controlsAreActive: true,
    daysUntillAppUse: null,
    accommodations: [
      { _id: 'suite-1', name: 'Suite Zeezicht 12' },
      { _id: 'parking-1', name: 'Parking place 12' },
    ],
    suiteAccess: { hasToken: true },
    rentals: [],
    guide: guideSanne,
    guideSelectionTimestamp: daysFromNow(-1),
    mainGuest: { _id: 'g1', firstname: 'Anna', surname: 'de Vries', questionnaire: [] },
    relation: null,
    location: { _id: 'loc-1', name: 'Parc Duinzicht', timeZone: 'Europe/Amsterdam' },
    lateCheckout: false,
    demoMode: false,
    guideRatingDisabled: false,
    isMainGuest: true,
    guests: [{ _id: 'g1', firstname: 'Anna', surname: 'de Vries', isMainGuest: true }],
    invites: [],
    ...overrides,
  };
}

/** Arrives in `days` days: in countdown while that is more than the default five. */
export const arrivingIn = (days: number): Reservation =>
  reservationWith({
    startDateTime: daysFromNow(days),
    endDateTime: daysFromNow(days + 7),
    controlsActivationDateTime: daysFromNow(days),
    controlsDeactivationDateTime: daysFromNow(days + 7),
    controlsAreActive: false,
    guide: null,
    guideSelectionTimestamp: null,
  });

export const lockDevice = (state: Device['state'] = { status: 'ok', value: 'LOCKED', updatedAt: minutesAgo(1) }): Device =>
  ({ _id: 'front-door', type: 'LOCK', name: 'Front door', group: 'lock', state }) as Device;

export const climateDevice = (
  state: Device['state'] = { status: 'ok', value: { targetTemperature: 20, currentTemperature: 19.5, on: true }, updatedAt: minutesAgo(2) },
): Device => ({ _id: 'thermostat', type: 'CLIMATE', name: 'Thermostat', group: 'climate', state }) as Device;

export const lightDevice = (
  state: Device['state'] = { status: 'ok', value: { on: true, brightness: 60 }, updatedAt: minutesAgo(3) },
  id = 'living-room-light',
  name = 'Living room',
): Device => ({ _id: id, type: 'LIGHT', name, group: 'lighting', state }) as Device;

export function suiteWith(overrides: Partial<Suite> = {}): Suite {
  return {
    _id: 'suite-1',
    name: 'Suite Zeezicht 12',
    domoticas: [lockDevice(), climateDevice(), lightDevice()],
    controlsActivationDateTime: daysFromNow(-1),
    controlsDeactivationDateTime: daysFromNow(4),
    controlsAreActive: true,
    controlsWindow: 'open',
    ...overrides,
  };
}

export const guideQuestionnaire: Questionnaire = {
  label: 'guide',
  title: 'Find the guide who fits your stay',
  questions: [
    {
      label: 'interests',
      question: 'What would you like to do during your stay?',
      multiple: true,
      options: [
        { value: 'hiking', text: 'Walking and hiking' },
        { value: 'biking', text: 'Cycling' },
      ],
    },
    {
      label: 'company',
      question: 'Who are you travelling with?',
      multiple: false,
      options: [
        { value: 'couple', text: 'My partner' },
        { value: 'family', text: 'Family with children' },
      ],
    },
  ],
};

export const guideProfiles: GuideProfile[] = [
  { _id: 'guide-anouk', erpUID: '1006', firstname: 'Anouk', surname: 'Smits', personimage: null, bio: 'Cyclist at heart.', languages: ['nl', 'en'], tags: ['biking', 'kids'] },
  { _id: 'guide-bram', erpUID: '1005', firstname: 'Bram', surname: 'Meijer', personimage: null, bio: 'Former chef.', languages: ['nl'], tags: ['food'] },
];

