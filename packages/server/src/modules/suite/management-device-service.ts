import { randomUUID } from 'node:crypto';
import {
  presentDeviceState,
  type Device,
  type DeviceConnectorName,
  type DeviceCreateBody,
  type DiscoveredDevices,
  type ManagedDevice,
  type ManagedSuiteDevices,
} from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import { locationContentLanguage, locationExists } from '../locations';
import { CONNECTOR_NAMES, isDeviceFailure, type Devices } from '../../platform/devices/port';
import { commandAnswer, createDeviceCalls } from './device-calls';
import {
  deleteDevice,
  findDeviceAt,
  findPlacementsAt,
  insertDeviceIfFree,
  isSuiteAt,
  nextDevicePosition,
  placementKey,
} from './management-device-repository';
import type { DeviceRow } from './repository';
import { findDevicesOf, findSuitesAt } from './staff-repository';
import { storedState, toWireDevice } from './to-wire';

/**
 * The location whose devices management keeps: their own (another named: LOCATION_NOT_FOUND); staff without a
 * location name one. Only MANAGEMENT keeps devices.
 */
async function managedLocation(db: DbOrTrx, staff: StaffCaller, location: string | undefined): Promise<string> {
  if (staff.role !== 'MANAGEMENT') throw new AppError('UNAUTHORIZED');
  if (staff.locationId !== null) {
    if (location !== undefined && location !== staff.locationId) throw new AppError('LOCATION_NOT_FOUND');
    return staff.locationId;
  }
  if (location === undefined) throw new AppError('INVALID_INPUT', 'query.location: name the location whose devices to keep');
  if (!(await locationExists(db, location))) throw new AppError('LOCATION_NOT_FOUND');
  return location;
}

function toManagedDevice(row: DeviceRow, now: Date): ManagedDevice {
  return {
    _id: row.id,
    type: row.type as ManagedDevice['type'],
    name: { en: row.name, nl: row.name_nl, de: row.name_de, fr: row.name_fr },
    connector: row.connector as DeviceConnectorName,
    externalId: row.external_id,
    endpoint: row.endpoint === '' ? null : row.endpoint,
    state: presentDeviceState(storedState(row), now),
  };
}

/** Management's devices admin: each suite's devices, the devices the connectors report, add, test and remove. */
export function createManagementDeviceService({ db, devices }: { db: Db; devices: Devices }) {
  const calls = createDeviceCalls(db, devices);

  async function deviceAt(locationId: string, deviceId: string): Promise<DeviceRow> {
    const row = await findDeviceAt(db, locationId, deviceId);
    if (!row) throw new AppError('DOMOTICA_NOT_FOUND');
    return row;
  }

  return {
    async list(staff: StaffCaller, location: string | undefined, now: Date): Promise<ManagedSuiteDevices[]> {
      const locationId = await managedLocation(db, staff, location);
      const suites = await findSuitesAt(db, locationId);
      const rows = await findDevicesOf(db, suites.map((suite) => suite.id));
      return suites.map((suite) => ({
        _id: suite.id,
        name: suite.name,
        domoticas: rows.filter((row) => row.accommodation_id === suite.id).map((row) => toManagedDevice(row, now)),
      }));
    },

    /** Every configured connector's devices; a connector that cannot be asked is named, not an error. */
    async discovered(staff: StaffCaller, location: string | undefined): Promise<DiscoveredDevices> {
      const locationId = await managedLocation(db, staff, location);
      const placements = await findPlacementsAt(db, locationId);
      const result: DiscoveredDevices = { devices: [], unreachable: [] };
      for (const name of CONNECTOR_NAMES) {
        const connector = devices.connector(name);
        if (!connector) continue;
        try {
          const found = await connector.discover();
          for (const device of found) {
            const suite = placements.get(placementKey(name, device.externalId, device.endpoint)) ?? null;
            result.devices.push({ connector: name, ...device, suite });
          }
        } catch (error) {
          if (!isDeviceFailure(error)) throw error;
          result.unreachable.push(name);
        }
      }
      return result;
    },

    async create(staff: StaffCaller, location: string | undefined, body: DeviceCreateBody, now: Date): Promise<ManagedDevice> {
      const locationId = await managedLocation(db, staff, location);
      if (!(await isSuiteAt(db, locationId, body.suite))) throw new AppError('SUITE_NOT_FOUND');
      if (!devices.connector(body.connector)) throw new AppError('APICONNECTOR_NOT_FOUND');
      const id = randomUUID();
      const isAdded = await insertDeviceIfFree(db, {
        id,
        accommodation_id: body.suite,
        type: body.type,
        name: body.name.en,
        name_nl: body.name.nl,
        name_de: body.name.de,
        name_fr: body.name.fr,
        position: await nextDevicePosition(db, body.suite),
        connector: body.connector,
        external_id: body.externalId,
        endpoint: body.endpoint ?? '',
      });
      if (!isAdded) throw new AppError('DEVICE_ALREADY_ADDED');
      return toManagedDevice(await deviceAt(locationId, id), now);
    },

    /** Sends a command as a guest would; the answer names the device in the staff member's language. */
    async test(staff: StaffCaller, location: string | undefined, deviceId: string, body: unknown, now: Date): Promise<Device> {
      const locationId = await managedLocation(db, staff, location);
      const row = await deviceAt(locationId, deviceId);
      const commanded = commandAnswer(await calls.send(row, now, body));
      const fallback = await locationContentLanguage(db, locationId);
      return toWireDevice(commanded, now, true, { language: staff.language, fallback });
    },

    async remove(staff: StaffCaller, location: string | undefined, deviceId: string): Promise<{ message: string }> {
      const locationId = await managedLocation(db, staff, location);
      const row = await deviceAt(locationId, deviceId);
      await deleteDevice(db, row.id);
      return { message: 'Device removed' };
    },
  };
}

export type ManagementDeviceService = ReturnType<typeof createManagementDeviceService>;
