import { z } from 'zod';
import { deviceSchema, deviceStateSchema, deviceTypeSchema } from '../entities/suite';
import { messageReplySchema } from './auth';
import { deviceControlBodySchema } from './suite';
import { managedLocationQuerySchema } from './location';
import { defineEndpoint } from './endpoint';

export const DEVICE_NAME_MAX_LENGTH = 60;

/** The connectors a device can be reached through: the built-in simulator, or Zigbee2MQTT over MQTT. */
export const deviceConnectorSchema = z.enum(['simulator', 'mqtt']);
export type DeviceConnectorName = z.infer<typeof deviceConnectorSchema>;

const id = z.string().min(1).max(100);
const translation = z
  .string()
  .trim()
  .max(DEVICE_NAME_MAX_LENGTH)
  .nullable()
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/** A device's name in every language; English is required, a missing translation is null. */
export const deviceNamesSchema = z.object({
  en: z.string().trim().min(1).max(DEVICE_NAME_MAX_LENGTH),
  nl: translation,
  de: translation,
  fr: translation,
});
export type DeviceNames = z.output<typeof deviceNamesSchema>;

/** A device as management keeps it: where it is reached, its names, and its state as last stored. */
export const managedDeviceSchema = z.object({
  _id: z.string(),
  type: deviceTypeSchema,
  name: z.object({ en: z.string(), nl: z.string().nullable(), de: z.string().nullable(), fr: z.string().nullable() }),
  connector: deviceConnectorSchema,
  externalId: z.string(),
  /** The gang of a multi-gang device (`l1`, `l2`); null for a single device. */
  endpoint: z.string().nullable(),
  state: deviceStateSchema,
});
export type ManagedDevice = z.infer<typeof managedDeviceSchema>;

export const managedSuiteDevicesSchema = z.object({
  _id: z.string(),
  name: z.string(),
  domoticas: z.array(managedDeviceSchema),
});
export type ManagedSuiteDevices = z.infer<typeof managedSuiteDevicesSchema>;

/** A device a connector reports (Zigbee2MQTT's `bridge/devices`; the simulator's own list), one per lock, thermostat and gang. */
export const discoveredDeviceSchema = z.object({
  connector: deviceConnectorSchema,
  externalId: z.string(),
  endpoint: z.string().nullable(),
  type: deviceTypeSchema,
  model: z.string().nullable(),
  vendor: z.string().nullable(),
  description: z.string().nullable(),
  /** The suite of this location it is already in; null when it is free here. */
  suite: z.string().nullable(),
});
export type DiscoveredDevice = z.infer<typeof discoveredDeviceSchema>;

export const discoveredDevicesSchema = z.object({
  devices: z.array(discoveredDeviceSchema),
  /** Connectors that could not be asked (the MQTT broker or Zigbee2MQTT is down); their devices are missing. */
  unreachable: z.array(deviceConnectorSchema),
});
export type DiscoveredDevices = z.infer<typeof discoveredDevicesSchema>;

export const deviceCreateBodySchema = z.object({
  suite: id,
  type: deviceTypeSchema,
  connector: deviceConnectorSchema,
  externalId: z.string().trim().min(1).max(200),
  endpoint: z.string().trim().min(1).max(20).nullable().default(null),
  name: deviceNamesSchema,
});
export type DeviceCreateBody = z.output<typeof deviceCreateBodySchema>;
export type DeviceCreateBodyInput = z.input<typeof deviceCreateBodySchema>;

const params = z.object({ _id: id });
const PATH = '/api/employee/domotica';

/**
 * The devices of the location's suites, kept by management (role MANAGEMENT only; other staff roles 403
 * UNAUTHORIZED). Staff with a location keep their own (naming another answers 404 LOCATION_NOT_FOUND); a device or
 * suite of another location answers 404 DOMOTICA_NOT_FOUND / SUITE_NOT_FOUND.
 */
export const managementDeviceApi = {
  list: defineEndpoint({
    method: 'GET',
    path: PATH,
    auth: 'staff',
    summary: "Every suite of the location with its devices, by suite name",
    query: managedLocationQuerySchema,
    response: z.array(managedSuiteDevicesSchema),
  }),
  discovered: defineEndpoint({
    method: 'GET',
    path: `${PATH}/discovered`,
    auth: 'staff',
    summary: 'The devices the connectors report (Zigbee2MQTT bridge/devices, the simulator), each with the suite it is in',
    query: managedLocationQuerySchema,
    response: discoveredDevicesSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${PATH}/create`,
    auth: 'staff',
    summary: 'Add a device to a suite of the location; a device already in a suite answers 409 DEVICE_ALREADY_ADDED',
    query: managedLocationQuerySchema,
    body: deviceCreateBodySchema,
    response: managedDeviceSchema,
  }),
  test: defineEndpoint({
    method: 'POST',
    path: `${PATH}/{_id}/test`,
    auth: 'staff',
    summary:
      'Send a command to the device (as a guest would) and answer its state: unknown when sent but not confirmed in time; ' +
      'a command that could not be sent or that the device refused fails with its catalogue code',
    query: managedLocationQuerySchema,
    params,
    body: deviceControlBodySchema,
    response: deviceSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${PATH}/{_id}`,
    auth: 'staff',
    summary: 'Remove a device from its suite',
    query: managedLocationQuerySchema,
    params,
    response: messageReplySchema,
  }),
} as const;
