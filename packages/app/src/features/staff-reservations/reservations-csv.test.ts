import type { StaffReservationSummary } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { reservationsCsv } from './reservations-csv';

const reservation = (changes: Partial<StaffReservationSummary>): StaffReservationSummary => ({
  _id: 'r1',
  nmbr: 'ICS-0A1B2C3D4E',
  status: 30,
  isProvisional: false,
  guestLanguage: null,
  startDateTime: '2026-12-04T14:00:00.000Z',
  endDateTime: '2026-12-08T09:00:00.000Z',
  controlsActivationDateTime: null,
  controlsDeactivationDateTime: null,
  lateCheckout: false,
  suite: { _id: 's1', name: 'Duinroos 8' },
  mainGuest: { firstname: 'Jan', surname: 'de Vries' },
  guestCount: 2,
  guide: { _id: 'g1', firstname: 'Sanne', surname: 'Bakker' },
  chatNmbr: null,
  deviceAlert: false,
  ...changes,
});

describe('the reservations CSV', () => {
  it('writes one row per reservation as shown, on the location’s clock, with a guest’s formula neutralised', () => {
    const csv = reservationsCsv(
      [reservation({}), reservation({ _id: 'r2', nmbr: 'R-2', isProvisional: true, status: 10, suite: null, guide: null, lateCheckout: true, mainGuest: { firstname: '=HYPERLINK("x")', surname: '' } })],
      'Europe/Amsterdam',
      en.csv,
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFReservation number,Status,Arrival,Departure,Suite,First name,Surname,Guests in the app,Guide,Late checkout',
      'ICS-0A1B2C3D4E,Confirmed,2026-12-04 15:00,2026-12-08 10:00,Duinroos 8,Jan,de Vries,2,Sanne Bakker,no',
      `R-2,Provisional,2026-12-04 15:00,2026-12-08 10:00,,"'=HYPERLINK(""x"")",,2,,yes`,
      '',
    ]);
  });
});
