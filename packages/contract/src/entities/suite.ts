import { z } from 'zod';

/**
 * Suite: the guest's suite and its devices (locks, climate, lighting), each with an honest state.
 * A state is only "current" while the device's last report is fresh; the app never shows a stale value as current.
 */

export const DEVICE_TYPES = ['LOCK', 'CLIMATE', 'LIGHT'] as const;
export const deviceTypeSchema = z.enum(DEVICE_TYPES);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** The demo smart-control groups, one per type. */
export const DEVICE_GROUP_BY_TYPE = { LOCK: 'lock', CLIMATE: 'climate', LIGHT: 'lighting' } as const satisfies Record<
  DeviceType,
  string
>;
export type DeviceGroup = (typeof DEVICE_GROUP_BY_TYPE)[DeviceType];

/**
 * - `ok`: the device answered recently; `value` is its current state.
 * - `jammed`: a lock reported it could not complete its motion; its position is unknown.
 * - `unknown`: no fresh report (it did not answer in time, or the last report is older than the freshness limit).
 * - `unavailable`: the device or its connector is known to be offline.
 */
export const DEVICE_STATUSES = ['ok', 'jammed', 'unknown', 'unavailable'] as const;
export const deviceStatusSchema = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

/** A report older than this no longer counts as current: its status becomes `unknown`. */
export const DEVICE_STATE_MAX_AGE_MS = 10 * 60 * 1000;

export const TEMPERATURE_RANGE = { min: 5, max: 30, step: 0.5 } as const;
export const BRIGHTNESS_RANGE = { min: 0, max: 100 } as const;

export const lockValueSchema = z.enum(['LOCKED', 'UNLOCKED']);
export type LockValue = z.infer<typeof lockValueSchema>;

export const climateValueSchema = z.object({
  targetTemperature: z.number(),
  /** Measured by the device; null when it has no sensor reading. */
  currentTemperature: z.number().nullable(),
  on: z.boolean(),
  /** kWh the thermostat has metered in all (it only grows); absent when it does not report energy. */
  energy: z.number().nonnegative().optional(),
});
export type ClimateValue = z.infer<typeof climateValueSchema>;

export const lightValueSchema = z.object({
  on: z.boolean(),
  /** Percent, 0–100. */
  brightness: z.number().int().min(BRIGHTNESS_RANGE.min).max(BRIGHTNESS_RANGE.max),
});
export type LightValue = z.infer<typeof lightValueSchema>;

export interface DeviceValueByType {
  LOCK: LockValue;
  CLIMATE: ClimateValue;
  LIGHT: LightValue;
}
export type DeviceValue = DeviceValueByType[DeviceType];

const stateSchemaOf = <V extends z.ZodType>(value: V) =>
  z.object({
    status: deviceStatusSchema,
    /** Present only when status is `ok`. */
    value: value.nullable(),
    /** When the device last reported (UTC ISO); null if it never has. */
    updatedAt: z.string().nullable(),
  });

export const deviceStateSchema = stateSchemaOf(z.union([lockValueSchema, climateValueSchema, lightValueSchema]));
export type DeviceState<V extends DeviceValue = DeviceValue> = {
  status: DeviceStatus;
  value: V | null;
  updatedAt: string | null;
};

const deviceOf = <T extends DeviceType, V extends z.ZodType>(type: T, value: V) =>
  z.object({
    _id: z.string(),
    type: z.literal(type),
    name: z.string(),
    group: z.literal(DEVICE_GROUP_BY_TYPE[type]),
    /** Null outside the guest's controls window: the suite's devices are not theirs to watch then. */
    state: stateSchemaOf(value).nullable(),
  });

export const lockDeviceSchema = deviceOf('LOCK', lockValueSchema);
export const climateDeviceSchema = deviceOf('CLIMATE', climateValueSchema);
export const lightDeviceSchema = deviceOf('LIGHT', lightValueSchema);
export const deviceSchema = z.discriminatedUnion('type', [lockDeviceSchema, climateDeviceSchema, lightDeviceSchema]);
export type Device = z.infer<typeof deviceSchema>;

/**
 * The honest view of a state at `now`: a value is shown only for a fresh `ok` report; an `ok` or `jammed` report
 * older than the freshness limit becomes `unknown`. The server applies it to every reply; the app may re-apply it
 * while a screen stays open.
 */
export function presentDeviceState<V extends DeviceValue>(
  state: DeviceState<V>,
  now: Date,
  maxAgeMs: number = DEVICE_STATE_MAX_AGE_MS,
): DeviceState<V> {
  const reportedAt = state.updatedAt === null ? Number.NaN : new Date(state.updatedAt).getTime();
  const isFresh = now.getTime() - reportedAt <= maxAgeMs;
  if ((state.status === 'ok' || state.status === 'jammed') && !isFresh) {
    return { status: 'unknown', value: null, updatedAt: state.updatedAt };
  }
  return { status: state.status, value: state.status === 'ok' ? state.value : null, updatedAt: state.updatedAt };
}

/**
 * The first instant (ms) after `now` at which presentDeviceState shows this state otherwise, only by time passing: when
 * a fresh `ok` or `jammed` report becomes `unknown`. Infinity when time alone changes nothing.
 */
export function presentedStateChangesAt(state: Pick<DeviceState, 'status' | 'updatedAt'>, now: Date, maxAgeMs: number = DEVICE_STATE_MAX_AGE_MS): number {
  if (state.status !== 'ok' && state.status !== 'jammed') return Infinity;
  const staleFrom = (state.updatedAt === null ? Number.NaN : new Date(state.updatedAt).getTime()) + maxAgeMs + 1;
  return staleFrom > now.getTime() ? staleFrom : Infinity;
}

// Commands ------------------------------------------------------------------------------------------------------

export const lockCommandSchema = z.object({ command: z.enum(['LOCK', 'UNLOCK']) });
export const setTemperatureCommandSchema = z.object({
  command: z.literal('SET_TEMPERATURE'),
  /** °C, in steps of 0.5. */
  value: z.number().min(TEMPERATURE_RANGE.min).max(TEMPERATURE_RANGE.max).multipleOf(TEMPERATURE_RANGE.step),
});
/** Switches a thermostat or a light on or off, keeping its other settings. */
export const setPowerCommandSchema = z.object({ command: z.literal('SET_POWER'), on: z.boolean() });
export const setLightCommandSchema = z.object({
  command: z.literal('SET_LIGHT'),
  on: z.boolean(),
  /** Percent; absent keeps the current brightness. */
  brightness: z.number().int().min(BRIGHTNESS_RANGE.min).max(BRIGHTNESS_RANGE.max).optional(),
});

export const deviceCommandSchema = z.union([
  lockCommandSchema,
  setTemperatureCommandSchema,
  setPowerCommandSchema,
  setLightCommandSchema,
]);
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;
export type DeviceCommandName = DeviceCommand['command'];

export const COMMANDS_BY_TYPE = {
  LOCK: ['LOCK', 'UNLOCK'],
  CLIMATE: ['SET_TEMPERATURE', 'SET_POWER'],
  LIGHT: ['SET_LIGHT', 'SET_POWER'],
} as const satisfies Record<DeviceType, readonly DeviceCommandName[]>;

/** The command if `input` is a well-formed command that a device of `type` accepts; otherwise undefined. */
export function parseDeviceCommand(type: DeviceType, input: unknown): DeviceCommand | undefined {
  const parsed = deviceCommandSchema.safeParse(input);
  if (!parsed.success) return undefined;
  const accepted: readonly DeviceCommandName[] = COMMANDS_BY_TYPE[type];
  return accepted.includes(parsed.data.command) ? parsed.data : undefined;
}

// Suite ---------------------------------------------------------------------------------------------------------

export const controlsWindowSchema = z.enum(['not-started', 'open', 'ended']);

/** The guest's current suite with the controls facts of their reservation. */
export const suiteSchema = z.object({
  _id: z.string(),
  name: z.string(),
  domoticas: z.array(deviceSchema),
  controlsActivationDateTime: z.string(),
  controlsDeactivationDateTime: z.string(),
  /** True only while the controls window is open. */
  controlsAreActive: z.boolean(),
  /** Why controls are (in)active: before activation, open, or after deactivation. */
  controlsWindow: controlsWindowSchema,
  /** The °C range the location lets guests set (the climate rules); absent where the server does not say. */
  guestTemperatureRange: z.object({ min: z.number(), max: z.number() }).optional(),
});
export type Suite = z.infer<typeof suiteSchema>;

// Scene presets -------------------------------------------------------------------------------------------------

export const SCENE_PRESET_KEYS = ['good-morning', 'good-evening', 'good-night'] as const;
export const scenePresetKeySchema = z.enum(SCENE_PRESET_KEYS);
export type ScenePresetKey = z.infer<typeof scenePresetKeySchema>;

/** One step of a preset: the command is sent to every device of the suite with this type. */
export interface ScenePresetAction {
  type: DeviceType;
  command: DeviceCommand;
}

export interface ScenePreset {
  key: ScenePresetKey;
  name: string;
  /** An Ionicons name. */
  icon: string;
  text: string;
  actions: readonly ScenePresetAction[];
}

/** Presets. Good morning never unlocks a door: opening the suite stays a deliberate act of the guest. */
export const SCENE_PRESETS: readonly ScenePreset[] = [
  {
    key: 'good-morning',
    name: 'Good morning',
    icon: 'sunny-outline',
    text: 'Lights on bright and the heating to 20.5 °C.',
    actions: [
      { type: 'LIGHT', command: { command: 'SET_LIGHT', on: true, brightness: 80 } },
      { type: 'CLIMATE', command: { command: 'SET_TEMPERATURE', value: 20.5 } },
    ],
  },
  {
    key: 'good-evening',
    name: 'Good evening',
    icon: 'cloudy-night-outline',
    text: 'Lights dimmed to 40% and the heating to 21 °C.',
    actions: [
      { type: 'LIGHT', command: { command: 'SET_LIGHT', on: true, brightness: 40 } },
      { type: 'CLIMATE', command: { command: 'SET_TEMPERATURE', value: 21 } },
    ],
  },
  {
    key: 'good-night',
    name: 'Good night',
    icon: 'moon-outline',
    text: 'Doors locked, lights off and the heating down to 17 °C.',
    actions: [
      { type: 'LOCK', command: { command: 'LOCK' } },
      { type: 'LIGHT', command: { command: 'SET_LIGHT', on: false } },
      { type: 'CLIMATE', command: { command: 'SET_TEMPERATURE', value: 17 } },
    ],
  },
];

export function findScenePreset(key: string): ScenePreset | undefined {
  return SCENE_PRESETS.find((preset) => preset.key === key);
}
