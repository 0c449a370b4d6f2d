import type { DeviceCommand, DeviceType } from '@stay/contract';
import type { Db } from '../../db/database';
import { isDeviceFailure, type Devices } from '../../platform/devices/port';
import { listDevices, saveFailure, saveReport, type DeviceRow } from './repository';

/** What leaving the suite did to each lock and thermostat: whether it answered as asked. */
export interface DepartureOutcome {
  deviceId: string;
  type: DeviceType;
  isDone: boolean;
}

const DEPARTURE_COMMANDS: Partial<Record<DeviceType, (ecoSetpoint: number) => DeviceCommand>> = {
  LOCK: () => ({ command: 'LOCK' }),
  CLIMATE: (ecoSetpoint) => ({ command: 'SET_TEMPERATURE', value: ecoSetpoint }),
};

async function secureDevice(db: Db, devices: Devices, row: DeviceRow, command: DeviceCommand, now: Date): Promise<DepartureOutcome> {
  const connector = devices.connector(row.connector);
  const outcome = { deviceId: row.id, type: row.type as DeviceType };
  if (!connector) return { ...outcome, isDone: false };
  try {
    const report = await connector.send({ externalId: row.external_id, type: row.type as DeviceType }, command);
    const saved = await saveReport(db, row, report, now);
    return { ...outcome, isDone: saved.state_status === 'ok' };
  } catch (error) {
    if (!isDeviceFailure(error)) throw error;
    await saveFailure(db, row, error.status, now);
    return { ...outcome, isDone: false };
  }
}

/**
 * Every thermostat of the suite to `setpoint`, through the devices port, all at once (the climate rules). A device
 * that does not answer is reported, not thrown.
 */
export async function setSuiteSetpoint(db: Db, devices: Devices, suiteId: string, setpoint: number, now: Date): Promise<DepartureOutcome[]> {
  const rows = await listDevices(db, suiteId);
  const command: DeviceCommand = { command: 'SET_TEMPERATURE', value: setpoint };
  return Promise.all(rows.filter((row) => row.type === 'CLIMATE').map((row) => secureDevice(db, devices, row, command, now)));
}

/**
 * The suite after its guests left: every lock locked and every thermostat at the eco setpoint (left alone when it is
 * null), through the devices port, all at once. A device that does not answer is reported, not thrown: the check-out
 * stands.
 */
export async function secureSuiteAfterDeparture(db: Db, devices: Devices, suiteId: string, ecoSetpoint: number | null, now: Date): Promise<DepartureOutcome[]> {
  const rows = await listDevices(db, suiteId);
  return Promise.all(
    rows.flatMap((row) => {
      const commandOf = DEPARTURE_COMMANDS[row.type as DeviceType];
      if (!commandOf || (row.type === 'CLIMATE' && ecoSetpoint === null)) return [];
      return [secureDevice(db, devices, row, commandOf(ecoSetpoint ?? 0), now)];
    }),
  );
}
