import { parseDeviceCommand, type DeviceCommand, type DeviceType } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import {
  DeviceRefusedError,
  DeviceUnavailableError,
  DeviceUnconfirmedError,
  isDeviceFailure,
  type DeviceAddress,
  type DeviceConnector,
  type DeviceFailure,
  type DeviceReport,
  type Devices,
} from '../../platform/devices/port';
import { saveFailure, saveReport, type DeviceRow } from './repository';

/** What talking to a device came to: the row as now stored, and the failure if the device did not answer. */
export interface Exchange {
  row: DeviceRow;
  failure: DeviceFailure | undefined;
}

export const addressOf = (row: DeviceRow): DeviceAddress => ({
  externalId: row.external_id,
  type: row.type as DeviceType,
  endpoint: row.endpoint === '' ? null : row.endpoint,
});

/** The catalogue code of a command that did not go through; undefined for one that was sent but not yet confirmed. */
export function commandFailureCode(failure: DeviceFailure) {
  if (failure instanceof DeviceUnconfirmedError) return undefined;
  if (failure instanceof DeviceRefusedError) return 'DEVICE_REFUSED_COMMAND' as const;
  if (failure instanceof DeviceUnavailableError && failure.source === 'bridge') return 'DEVICE_BRIDGE_OFFLINE' as const;
  return 'APICONNECTOR_NOT_FOUND' as const;
}

/** Calls to a device row's connector that store their outcome. */
export function createDeviceCalls(db: DbOrTrx, devices: Devices) {
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
      return { row: await saveReport(db, row, report, now), failure: undefined };
    } catch (error) {
      if (!isDeviceFailure(error)) throw error;
      return { row: await saveFailure(db, row, error.status, now), failure: error };
    }
  }

  return {
    exchange,
    refresh: (row: DeviceRow, now: Date) => exchange(row, now, (connector) => connector.refresh(addressOf(row))),
    /** Sends a guest's or staff member's command (as the API received it) and stores what came of it. */
    async send(row: DeviceRow, now: Date, body: unknown): Promise<Exchange & { command: DeviceCommand }> {
      const command = parseDeviceCommand(row.type as DeviceType, body);
      if (!command) throw new AppError('INVALID_API_COMMAND');
      return { ...(await exchange(row, now, (connector) => connector.send(addressOf(row), command))), command };
    },
  };
}

/**
 * The answer to a command: the row as now stored. A command sent but not confirmed in time answers with the state
 * unknown (it may still be carried out); one that could not be sent, or was refused, fails with its code.
 */
export function commandAnswer(result: Exchange): DeviceRow {
  const code = result.failure && commandFailureCode(result.failure);
  if (code) throw new AppError(code);
  return result.row;
}

export type DeviceCalls = ReturnType<typeof createDeviceCalls>;
