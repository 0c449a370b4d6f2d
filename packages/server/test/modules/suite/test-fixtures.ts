import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/db/database';
import type { AccessTokens } from '../../../src/security/access-tokens';
import { insertDevices, type NewDevice } from '../../../src/modules/suite/repository';

const HOUR = 60 * 60 * 1000;

export interface GuestStay {
  accountId: string;
  suiteId: string;
  /** A valid GUEST access token for the account. */
  token: string;
}

export interface GuestStayOptions {
  /** Controls window relative to now, in hours. */
  activationInHours: number;
  deactivationInHours: number;
  isControlsEnabled?: boolean;
  devices: Array<Pick<NewDevice, 'type' | 'name'> & Partial<NewDevice>>;
}

/**
 * A guest with an active reservation whose suite holds the given devices (simulator devices unless told
 * otherwise). Device ids are `<label>-<index>`, simulator keys `<label>/<index>`.
 */
export async function createGuestStay(db: Db, accessTokens: AccessTokens, label: string, options: GuestStayOptions): Promise<GuestStay> {
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  const ids = { guest: `${label}-person`, account: `${label}-account`, reservation: `${label}-reservation`, suite: `${label}-suite` };
  await db.insertInto('accommodations').values({ id: ids.suite, name: `Suite ${label}`, location_id: null }).execute();
  await db
    .insertInto('reservations')
    .values({
      id: ids.reservation,
      reservation_number: `T-${label}`,
      status: 30,
      start_date_time: at(options.activationInHours),
      end_date_time: at(options.deactivationInHours),
      controls_activation_date_time: at(options.activationInHours),
      controls_deactivation_date_time: at(options.deactivationInHours),
      controls_are_active: options.isControlsEnabled === false ? 0 : 1,
      location_id: null,
      accommodation_name: null,
    })
    .execute();
  await db
    .insertInto('reservation_accommodations')
    .values({ reservation_id: ids.reservation, accommodation_id: ids.suite, position: 0 })
    .execute();
  await db
    .insertInto('persons')
    .values({
      id: ids.guest,
      erp_uid: `erp-${label}`,
      firstname: label,
      surname: 'Test',
      cellphone: null,
      subscribed_to_newsletter: 0,
      active_reservation_id: ids.reservation,
    })
    .execute();
  await db
    .insertInto('accounts')
    .values({
      id: ids.account,
      email: `${label}@accommodation.test`,
      password_hash: 'not-used',
      email_verified: 1,
      employee_id: null,
      person_id: ids.guest,
      reset_hash: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  await insertDevices(
    db,
    options.devices.map((device, index) => ({
      id: `${label}-${index}`,
      accommodation_id: ids.suite,
      position: index,
      connector: 'simulator',
      external_id: `${label}/${index}`,
      ...device,
    })),
  );
  const token = accessTokens.sign({ accountId: ids.account, sessionId: randomUUID(), role: 'GUEST' });
  return { accountId: ids.account, suiteId: ids.suite, token };
}

export const SUITE_DEVICES: GuestStayOptions['devices'] = [
  { type: 'LOCK', name: 'Front door' },
  { type: 'CLIMATE', name: 'Thermostat' },
  { type: 'LIGHT', name: 'Living room' },
  { type: 'LIGHT', name: 'Bedroom' },
];
