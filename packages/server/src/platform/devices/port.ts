import type { DeviceCommand, DeviceType, DeviceValue } from '@stay/contract';

/** How a device is reached: the connector that speaks to it and its id there. */
export const CONNECTOR_NAMES = ['simulator', 'mqtt'] as const;
export type ConnectorName = (typeof CONNECTOR_NAMES)[number];

export interface DeviceAddress {
  /** The device's id on its connector: the simulator's key, or the Zigbee2MQTT friendly name under the topic prefix. */
  externalId: string;
  type: DeviceType;
  /** The gang of a multi-gang device (Zigbee2MQTT's `l1`, `l2`); absent for a single device. */
  endpoint?: string | null;
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

/**
 * The device or the connector is known to be offline (availability report, broker unreachable, bridge offline). A
 * command failing so was never sent.
 */
export class DeviceUnavailableError extends Error {
  readonly status = 'unavailable';
  constructor(
    externalId: string,
    reason: string,
    /** `bridge`: Zigbee2MQTT itself reports offline (the hub, not the device). */
    readonly source: 'device' | 'bridge' = 'device',
  ) {
    super(`Device '${externalId}' is unavailable: ${reason}`);
    this.name = 'DeviceUnavailableError';
  }
}

/** The command went out, but the device did not report the commanded value in time: it may still carry it out. */
export class DeviceUnconfirmedError extends Error {
  readonly status = 'unknown';
  constructor(externalId: string, timeoutMs: number) {
    super(`Device '${externalId}' did not confirm the command within ${timeoutMs} ms`);
    this.name = 'DeviceUnconfirmedError';
  }
}

/** The device (or its bridge) refused the command: it is reachable, but will not do this. Its state is unchanged. */
export class DeviceRefusedError extends Error {
  readonly status = 'unknown';
  constructor(externalId: string, reason: string) {
    super(`Device '${externalId}' refused the command: ${reason}`);
    this.name = 'DeviceRefusedError';
  }
}

export type DeviceFailure = DeviceNotAnsweringError | DeviceUnavailableError | DeviceUnconfirmedError | DeviceRefusedError;

export function isDeviceFailure(error: unknown): error is DeviceFailure {
  return (
    error instanceof DeviceNotAnsweringError ||
    error instanceof DeviceUnavailableError ||
    error instanceof DeviceUnconfirmedError ||
    error instanceof DeviceRefusedError
  );
}

/** A device the connector can offer for a suite (Zigbee2MQTT's `bridge/devices`; the simulator's own list). */
export interface DiscoveredDevice {
  externalId: string;
  endpoint: string | null;
  type: DeviceType;
  model: string | null;
  vendor: string | null;
  description: string | null;
}

/**
 * One way of talking to devices. Both calls wait at most the connector's timeout and then reject with a
 * DeviceFailure; they never resolve with a value the device did not report.
 */
export interface DeviceConnector {
  readonly name: ConnectorName;
  /**
   * Sends the command and resolves with the state the device reports carrying it out. Rejects with
   * DeviceUnconfirmedError when it was sent but not confirmed in time, never with a failure that says it was not sent.
   */
  send(device: DeviceAddress, command: DeviceCommand): Promise<DeviceReport>;
  /** Asks the device for a fresh report. */
  refresh(device: DeviceAddress): Promise<DeviceReport>;
  /** The devices this connector can reach, to add to a suite. */
  discover(): Promise<DiscoveredDevice[]>;
  close(): Promise<void>;
}

/** The connectors this instance can use: the simulator always, MQTT when configured. */
export interface Devices {
  connector(name: string): DeviceConnector | undefined;
  close(): Promise<void>;
}
