import {
  controlsWindow,
  DEVICE_STATE_MAX_AGE_MS,
  findScenePreset,
  parseDeviceCommand,
  type Device,
  type AppLanguage,
  type DeviceType,
  type PresetResult,
  type ScenePresetKey,
  type Suite,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import { locationContentLanguage } from '../locations';
import { isDeviceFailure, type DeviceAddress, type DeviceReport, type Devices, type DeviceConnector } from '../../platform/devices/port';
import {
  findStay,
  findDevice,
  listDevices,
  saveFailure,
  saveReport,
  type CurrentStay,
  type DeviceRow,
} from './repository';
import { toWireDevice, type DeviceReading } from './to-wire';
import { onFirstUnlock, type DoorAccess, type DoorAccessDeps } from '../door-access';

export interface SuiteServiceDeps {
  db: Db;
  devices: Devices;
  doorAccess: DoorAccess;
  /** What `onFirstUnlock` tells staff through. */
  notices: DoorAccessDeps;
}

type StayWithSuite = CurrentStay & { suite: NonNullable<CurrentStay['suite']> };

/** What talking to a device came to: the row as now stored, and whether the device answered. */
interface Exchange {
  row: DeviceRow;
  hasAnswered: boolean;
}

const addressOf = (row: DeviceRow): DeviceAddress => ({ externalId: row.external_id, type: row.type as DeviceType });

/**
 * The guest's suite and its devices. The server is the authority: every call re-reads the guest's current
 * reservation, checks the device belongs to its suite and that the controls window is open. Every call runs at the
 * request's `now`.
 */
export function createSuiteService({ db, devices, doorAccess, notices }: SuiteServiceDeps) {
  async function currentStay(guest: GuestCaller): Promise<StayWithSuite> {
    const stay = guest.reservationId ? await findStay(db, guest.reservationId) : undefined;
    if (!stay?.suite) throw new AppError('RESERVATION_NOT_FOUND');
    return stay as StayWithSuite;
  }

  /** Device names in `lang` (default: the account's language), else the location's content language, else English. */
  async function readingOf(guest: GuestCaller, lang: AppLanguage = guest.language): Promise<DeviceReading> {
    const fallback = guest.locationId === null ? 'en' : await locationContentLanguage(db, guest.locationId);
    return { language: lang, fallback };
  }

  function controlsFacts(stay: StayWithSuite, at: Date) {
    const window = controlsWindow(stay.times, at);
    return { window, areActive: stay.isControlsEnabled && window === 'open' };
  }

  function assertControlsActive(stay: StayWithSuite, now: Date): void {
    if (!controlsFacts(stay, now).areActive) throw new AppError('OUTSIDE_RESERVATION_TIME_WINDOW');
  }

  async function deviceOfSuite(stay: StayWithSuite, deviceId: string): Promise<DeviceRow> {
    const row = await findDevice(db, deviceId);
    if (!row) throw new AppError('DOMOTICA_NOT_FOUND');
    if (row.accommodation_id !== stay.suite.id) throw new AppError('DOMOTICA_NOT_IN_ACCOMMODATION');
    return row;
  }

  function connectorOf(row: DeviceRow): DeviceConnector {
    const connector = devices.connector(row.connector);
    if (!connector) throw new AppError('APICONNECTOR_NOT_FOUND');
    return connector;
  }

  /** Runs one device call and stores its outcome; a device that does not answer is a result, not an exception. */
  async function exchange(row: DeviceRow, now: Date, call: (connector: DeviceConnector) => Promise<DeviceReport>): Promise<Exchange> {
    const connector = connectorOf(row);
    try {
      const report = await call(connector);
      return { row: await saveReport(db, row, report, now), hasAnswered: true };
    } catch (error) {
      if (!isDeviceFailure(error)) throw error;
      return { row: await saveFailure(db, row, error.status, now), hasAnswered: false };
    }
  }

  const refreshRow = (row: DeviceRow, now: Date) => exchange(row, now, (connector) => connector.refresh(addressOf(row)));

  /** Devices nobody has asked for a while get asked now, so the suite opens with current states. */
  function isDueForCheck(row: DeviceRow, at: Date): boolean {
    return row.checked_at === null || at.getTime() - new Date(row.checked_at).getTime() > DEVICE_STATE_MAX_AGE_MS;
  }

  async function withDueChecks(rows: DeviceRow[], now: Date): Promise<DeviceRow[]> {
    return Promise.all(
      rows.map(async (row) => {
        if (!isDueForCheck(row, now) || !devices.connector(row.connector)) return row;
        return (await refreshRow(row, now)).row;
      }),
    );
  }

  const keyOwner = (stay: StayWithSuite, guest: GuestCaller) => ({ reservationId: stay.reservationId, guestId: guest.id, suiteId: stay.suite.id });

  /** An unlock through the app is a use of the guest's key, or a failed attempt with the lock's state. */
  async function recordUnlock(stay: StayWithSuite, guest: GuestCaller, result: Exchange, now: Date): Promise<void> {
    const attempt = { ...keyOwner(stay, guest), guestName: `${guest.firstname} ${guest.surname}`.trim(), suiteName: stay.suite.name };
    const status = result.row.state_status;
    if (result.hasAnswered && status === 'ok') {
      const firstUnlock = await doorAccess.unlocked(attempt, now);
      if (firstUnlock) await onFirstUnlock(notices, firstUnlock);
    } else await doorAccess.failed(attempt, status === 'jammed' || status === 'unavailable' ? status : 'unknown');
  }

  return {
    async currentSuite(guest: GuestCaller, now: Date, lang?: AppLanguage): Promise<Suite> {
      const stay = await currentStay(guest);
      const facts = controlsFacts(stay, now);
      if (facts.areActive) await doorAccess.activate(keyOwner(stay, guest), now);
      const listed = await listDevices(db, stay.suite.id);
      const rows = facts.areActive ? await withDueChecks(listed, now) : listed;
      const reading = await readingOf(guest, lang);
      const at = now;
      return {
        _id: stay.suite.id,
        name: stay.suite.name,
        domoticas: rows.map((row) => toWireDevice(row, at, facts.areActive, reading)),
        controlsActivationDateTime: stay.times.controlsActivationDateTime ?? stay.times.startDateTime,
        controlsDeactivationDateTime: stay.times.controlsDeactivationDateTime ?? stay.times.endDateTime,
        controlsAreActive: facts.areActive,
        controlsWindow: facts.window,
      };
    },

    /** Sends a command; a device that does not answer fails the call with APICONNECTOR_NOT_FOUND. */
    async control(guest: GuestCaller, now: Date, deviceId: string, body: unknown, lang?: AppLanguage): Promise<Device> {
      const stay = await currentStay(guest);
      const row = await deviceOfSuite(stay, deviceId);
      assertControlsActive(stay, now);
      const command = parseDeviceCommand(row.type as DeviceType, body);
      if (!command) throw new AppError('INVALID_API_COMMAND');
      const result = await exchange(row, now, (connector) => connector.send(addressOf(row), command));
      if (row.type === 'LOCK' && command.command === 'UNLOCK') await recordUnlock(stay, guest, result, now);
      if (!result.hasAnswered) throw new AppError('APICONNECTOR_NOT_FOUND');
      return toWireDevice(result.row, now, true, await readingOf(guest, lang));
    },

    /** Asks for a fresh state; a device that does not answer is shown as unknown or unavailable. */
    async refresh(guest: GuestCaller, now: Date, deviceId: string, lang?: AppLanguage): Promise<Device> {
      const stay = await currentStay(guest);
      const row = await deviceOfSuite(stay, deviceId);
      assertControlsActive(stay, now);
      const refreshed = (await refreshRow(row, now)).row;
      return toWireDevice(refreshed, now, true, await readingOf(guest, lang));
    },

    /** Sends each preset step to every device of its type, all at once, and reports every device's outcome. */
    async applyPreset(guest: GuestCaller, now: Date, key: ScenePresetKey, lang?: AppLanguage): Promise<PresetResult> {
      const stay = await currentStay(guest);
      assertControlsActive(stay, now);
      const preset = findScenePreset(key);
      if (!preset) throw new AppError('INVALID_API_COMMAND');
      const [rows, reading] = await Promise.all([listDevices(db, stay.suite.id), readingOf(guest, lang)]);
      const steps = rows.flatMap((row) =>
        preset.actions.filter((action) => action.type === row.type).map((action) => ({ row, command: action.command })),
      );
      const results = await Promise.all(
        steps.map(async ({ row, command }) => {
          if (!devices.connector(row.connector)) {
            return { domotica: toWireDevice(row, now, true, reading), ok: false, code: 'APICONNECTOR_NOT_FOUND' };
          }
          const result = await exchange(row, now, (connector) => connector.send(addressOf(row), command));
          return {
            domotica: toWireDevice(result.row, now, true, reading),
            ok: result.hasAnswered && result.row.state_status === 'ok',
            code: result.hasAnswered ? null : 'APICONNECTOR_NOT_FOUND',
          };
        }),
      );
      return { key, results };
    },
  };
}

export type SuiteService = ReturnType<typeof createSuiteService>;
