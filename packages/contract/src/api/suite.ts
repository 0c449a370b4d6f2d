import { z } from 'zod';
import { appLanguageSchema } from '../entities/language-schema';
import { deviceSchema, scenePresetKeySchema, suiteSchema } from '../entities/suite';
import { defineEndpoint } from './endpoint';

export const deviceParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * Deliberately loose on the wire: the server checks the command against the device's type (see
 * `parseDeviceCommand`), so an unknown, malformed or mismatched command answers INVALID_API_COMMAND
 * rather than a generic validation error. Clients build it as a `DeviceCommand`.
 */
export const deviceControlBodySchema = z
  .looseObject({ command: z.string().max(40) })
  .describe(
    'A DeviceCommand: LOCK: {command: LOCK|UNLOCK}; CLIMATE: {command: SET_TEMPERATURE, value: 5–30 step 0.5} or ' +
      '{command: SET_POWER, on}; LIGHT: {command: SET_LIGHT, on, brightness?: 0–100} or {command: SET_POWER, on}.',
  );

/** `lang` names the devices in that language (the account's language when absent; then the location's, then English). */
export const guestSuiteQuerySchema = z.strictObject({ lang: appLanguageSchema.optional() });

export const scenePresetParamsSchema = z.object({ key: scenePresetKeySchema });

/** One device's outcome within a preset: its state afterwards, and the catalogue code if it did not answer. */
export const presetDeviceResultSchema = z.object({
  domotica: deviceSchema,
  /** The device confirmed the command and reports status ok (a jammed lock answers, but is not ok). */
  ok: z.boolean(),
  /**
   * Why the command did not go through: APICONNECTOR_NOT_FOUND (not sent), DEVICE_BRIDGE_OFFLINE or
   * DEVICE_REFUSED_COMMAND; null when it went through or was sent but not confirmed in time (ok false, state unknown).
   */
  code: z.string().nullable(),
});

export const presetResultSchema = z.object({
  key: scenePresetKeySchema,
  results: z.array(presetDeviceResultSchema),
});
export type PresetResult = z.infer<typeof presetResultSchema>;

/**
 * The guest's suite calls. Every call refuses a device of another suite (403 DOMOTICA_NOT_IN_ACCOMMODATION) and an
 * unknown one (404 DOMOTICA_NOT_FOUND); control, refresh and presets refuse outside the reservation's controls window
 * (403 OUTSIDE_RESERVATION_TIME_WINDOW).
 */
export const guestSuiteApi = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/guest/accommodation/current',
    auth: 'guest',
    query: guestSuiteQuerySchema,
    summary:
      "The guest's current suite: its domoticas with honest states (null outside the controls window) and the controls window facts",
    response: suiteSchema,
  }),
  control: defineEndpoint({
    method: 'POST',
    path: '/api/guest/accommodation/current/domotica/{id}/control',
    auth: 'guest',
    query: guestSuiteQuerySchema,
    summary:
      'Send a command to a device of the current suite and answer the state it reports carrying it out. A command sent but ' +
      'not confirmed in time answers with the state unknown (it may still be carried out). A command that could not be sent ' +
      'fails with APICONNECTOR_NOT_FOUND (DEVICE_BRIDGE_OFFLINE when the Zigbee2MQTT bridge is offline), one the device ' +
      'refused with DEVICE_REFUSED_COMMAND, one the device type does not accept with INVALID_API_COMMAND.',
    params: deviceParamsSchema,
    body: deviceControlBodySchema,
    response: deviceSchema,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/api/guest/accommodation/current/domotica/{id}/refresh',
    auth: 'guest',
    query: guestSuiteQuerySchema,
    summary:
      'Ask a device of the current suite for its state. A device that does not answer is reported with status unknown (or ' +
      'unavailable when known to be offline), not as an error.',
    params: deviceParamsSchema,
    response: deviceSchema,
  }),
  applyPreset: defineEndpoint({
    method: 'POST',
    path: '/api/guest/accommodation/current/preset/{key}',
    auth: 'guest',
    query: guestSuiteQuerySchema,
    summary:
      'Apply a scene preset (good-morning, good-evening, good-night; see SCENE_PRESETS) to every matching ' +
      'device of the current suite, and report each device’s outcome.',
    params: scenePresetParamsSchema,
    response: presetResultSchema,
  }),
} as const;
