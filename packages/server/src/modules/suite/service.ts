import {
  clampToTemperatureRange,
  controlsWindow,
  isInTemperatureRange,
  parseDeviceCommand,
  DEVICE_STATE_MAX_AGE_MS,
  findScenePreset,
  type Device,
  type AppLanguage,
  type PresetResult,
  type DeviceCommand,
  type DeviceType,
  type ScenePresetKey,
  type Suite,
  type TemperatureRange,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import { locationContentLanguage } from '../locations';
import { DeviceUnconfirmedError, type Devices } from '../../platform/devices/port';
import { findStay, findDevice, listDevices, type CurrentStay, type DeviceRow } from './repository';
import { addressOf, commandAnswer, commandFailureCode, createDeviceCalls, type Exchange } from './device-calls';
import { toWireDevice, type DeviceReading } from './to-wire';
import { onFirstUnlock, type DoorAccess, type DoorAccessDeps } from '../door-access';
import type { GuestTemperatureRanges } from '../../platform/guest-temperature-ranges';

export interface SuiteServiceDeps {
  db: Db;
  devices: Devices;
  /**
   * How long opening the suite waits for the devices it asks for a fresh state. A device still silent then is shown as
   * it was (unknown when its last report is old) and its answer is stored when it comes: one silent device never holds
   * the screen for the whole device timeout.
   */
  refreshWaitMs?: number;
  doorAccess: DoorAccess;
  /** What `onFirstUnlock` tells staff through. */
  notices: DoorAccessDeps;
  /** The °C range the location lets guests set: commands outside it are refused, presets held to it. */
  guestTemperatureRanges: GuestTemperatureRanges;
}

export const SUITE_REFRESH_WAIT_MS = 800;

type StayWithSuite = CurrentStay & { suite: NonNullable<CurrentStay['suite']> };

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The guest's suite and its devices. The server is the authority: every call re-reads the guest's current
 * reservation, checks the device belongs to its suite and that the controls window is open. Every call runs at the
 * request's `now`.
 */
/** A preset's temperature step held to the guest range; every other command as it is. */
function heldToRange(command: DeviceCommand, range: TemperatureRange | null): DeviceCommand {
  return command.command === 'SET_TEMPERATURE' && range ? { ...command, value: clampToTemperatureRange(command.value, range) } : command;
}

export function createSuiteService({ db, devices, doorAccess, notices, guestTemperatureRanges, refreshWaitMs = SUITE_REFRESH_WAIT_MS }: SuiteServiceDeps) {
  /** Refreshes that outlived the suite's wait; the module waits for them when the app closes. */
  const lateRefreshes = new Set<Promise<unknown>>();
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

  const calls = createDeviceCalls(db, devices);

  const refreshRow = calls.refresh;

  /** Devices nobody has asked for a while get asked now, so the suite opens with current states. */
  function isDueForCheck(row: DeviceRow, at: Date): boolean {
    return row.checked_at === null || at.getTime() - new Date(row.checked_at).getTime() > DEVICE_STATE_MAX_AGE_MS;
  }

  /** Each due device is asked on its own; whichever has not answered within the wait is shown as it was. */
  async function withDueChecks(rows: DeviceRow[], now: Date): Promise<DeviceRow[]> {
    return Promise.all(
      rows.map(async (row) => {
        if (!isDueForCheck(row, now) || !devices.connector(row.connector)) return row;
        const refreshed = refreshRow(row, now).then((result) => result.row);
        const late = waitFor(refreshWaitMs).then(() => undefined);
        const first = await Promise.race([refreshed, late]);
        if (first) return first;
        const pending = refreshed.catch(() => undefined).finally(() => lateRefreshes.delete(pending));
        lateRefreshes.add(pending);
        return row;
      }),
    );
  }

  const rangeOf = (guest: GuestCaller) => guestTemperatureRanges.rangeAt(db, guest.locationId);

  /** A guest's temperature outside the location's range is refused before anything is sent. */
  async function assertInGuestRange(guest: GuestCaller, row: DeviceRow, body: unknown): Promise<void> {
    const command = parseDeviceCommand(row.type as DeviceType, body);
    if (command?.command !== 'SET_TEMPERATURE') return;
    const range = await rangeOf(guest);
    if (range && !isInTemperatureRange(command.value, range)) throw new AppError('TEMPERATURE_OUTSIDE_GUEST_RANGE');
  }

  const keyOwner = (stay: StayWithSuite, guest: GuestCaller) => ({ reservationId: stay.reservationId, guestId: guest.id, suiteId: stay.suite.id });

  /** An unlock through the app is a use of the guest's key, or a failed attempt with the lock's state. */
  async function recordUnlock(stay: StayWithSuite, guest: GuestCaller, result: Exchange, now: Date): Promise<void> {
    const attempt = { ...keyOwner(stay, guest), guestName: `${guest.firstname} ${guest.surname}`.trim(), suiteName: stay.suite.name };
    // A command sent but not confirmed says nothing yet about the key: it may still open the door.
    if (result.failure instanceof DeviceUnconfirmedError) return;
    const status = result.row.state_status;
    if (!result.failure && status === 'ok') {
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
      const [reading, range] = await Promise.all([readingOf(guest, lang), rangeOf(guest)]);
      const at = now;
      return {
        _id: stay.suite.id,
        name: stay.suite.name,
        domoticas: rows.map((row) => toWireDevice(row, at, facts.areActive, reading)),
        controlsActivationDateTime: stay.times.controlsActivationDateTime ?? stay.times.startDateTime,
        controlsDeactivationDateTime: stay.times.controlsDeactivationDateTime ?? stay.times.endDateTime,
        controlsAreActive: facts.areActive,
        controlsWindow: facts.window,
        ...(range ? { guestTemperatureRange: range } : {}),
      };
    },

    /**
     * Sends a command. A command sent but not confirmed in time answers the device with state unknown (it may still be
     * carried out); one that could not be sent, or that the device refused, fails with its catalogue code.
     */
    async control(guest: GuestCaller, now: Date, deviceId: string, body: unknown, lang?: AppLanguage): Promise<Device> {
      const stay = await currentStay(guest);
      const row = await deviceOfSuite(stay, deviceId);
      assertControlsActive(stay, now);
      await assertInGuestRange(guest, row, body);
      const result = await calls.send(row, now, body);
      if (row.type === 'LOCK' && result.command.command === 'UNLOCK') await recordUnlock(stay, guest, result, now);
      return toWireDevice(commandAnswer(result), now, true, await readingOf(guest, lang));
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
      const [rows, reading, range] = await Promise.all([listDevices(db, stay.suite.id), readingOf(guest, lang), rangeOf(guest)]);
      const steps = rows.flatMap((row) =>
        preset.actions.filter((action) => action.type === row.type).map((action) => ({ row, command: heldToRange(action.command, range) })),
      );
      const results = await Promise.all(
        steps.map(async ({ row, command }) => {
          if (!devices.connector(row.connector)) {
            return { domotica: toWireDevice(row, now, true, reading), ok: false, code: 'APICONNECTOR_NOT_FOUND' };
          }
          const result = await calls.exchange(row, now, (connector) => connector.send(addressOf(row), command));
          return {
            domotica: toWireDevice(result.row, now, true, reading),
            ok: result.failure === undefined && result.row.state_status === 'ok',
            code: (result.failure && commandFailureCode(result.failure)) ?? null,
          };
        }),
      );
      return { key, results };
    },

    /** Waits for the refreshes that outlived a suite's wait, so none writes after the database is closed. */
    async settle(): Promise<void> {
      await Promise.all([...lateRefreshes]);
    },
  };
}

export type SuiteService = ReturnType<typeof createSuiteService>;
