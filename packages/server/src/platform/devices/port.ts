import type { DeviceCommand, DeviceType, DeviceValue } from '@stay/contract';

/** How a device is reached: the connector that speaks to it and its id there. */
export const CONNECTOR_NAMES = ['simulator', 'mqtt'] as const;
export type ConnectorName = (typeof CONNECTOR_NAMES)[number];

export interface DeviceAddress {
  /** The device's id on its connector: the simulator's key, or the Zigbee2MQTT friendly name under the topic prefix. */
  externalId: string;
  type: DeviceType;
}

/** What a device said about itself. A jammed lock does not know its position, so it carries no value. */
export type DeviceReport = { status: 'ok'; value: DeviceValue } | { status: 'jammed'; value: null };

/** The device did not answer within the timeout: its state is unknown. */
export class DeviceNotAnsweringError extends Error {
  readonly status = 'unknown';
  constructor(externalId: string, timeoutMs: number) {
    super(`Device '${externalId}' did not answer within ${timeoutMs} ms`);
    this.name = 'DeviceNotAnsweringError';
  }
}

/** The device or the connector is known to be offline (availability report, broker unreachable). */
export class DeviceUnavailableError extends Error {
  readonly status = 'unavailable';
  constructor(externalId: string, reason: string) {
    super(`Device '${externalId}' is unavailable: ${reason}`);
    this.name = 'DeviceUnavailableError';
  }
}

export type DeviceFailure = DeviceNotAnsweringError | DeviceUnavailableError;

export function isDeviceFailure(error: unknown): error is DeviceFailure {
  return error instanceof DeviceNotAnsweringError || error instanceof DeviceUnavailableError;
}

/**
 * One way of talking to devices. Both calls wait at most the connector's timeout and then reject with a
 * DeviceFailure; they never resolve with a value the device did not report.
 */
export interface DeviceConnector {
  readonly name: ConnectorName;
  /** Sends the command and resolves with the state the device reports afterwards. */
  send(device: DeviceAddress, command: DeviceCommand): Promise<DeviceReport>;
  /** Asks the device for a fresh report. */
  refresh(device: DeviceAddress): Promise<DeviceReport>;
  close(): Promise<void>;
}

/** The connectors this instance can use: the simulator always, MQTT when configured. */
export interface Devices {
  connector(name: string): DeviceConnector | undefined;
  close(): Promise<void>;
}
