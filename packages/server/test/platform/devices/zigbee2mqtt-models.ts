/**
 * For tests: the `bridge/devices` definitions of six devices parks buy, as Zigbee2MQTT describes them on its device
 * pages (model, vendor, description and the exposes we drive, with their access bits: 1 published, 2 settable, 4
 * readable). Written by us from those pages; other exposes (battery, linkquality, calibration…) are left out.
 */

type Feature = Record<string, unknown>;

const binary = (name: string, property: string, on: string, off: string, access = 7): Feature => ({
  type: 'binary',
  name,
  property,
  access,
  value_on: on,
  value_off: off,
});
const numeric = (name: string, property: string, extra: Feature = {}, access = 7): Feature => ({ type: 'numeric', name, property, access, ...extra });
const enumOf = (name: string, property: string, values: string[], access = 7): Feature => ({ type: 'enum', name, property, access, values });

const lightFeatures = (suffix: string): Feature[] => [
  binary('state', `state${suffix}`, 'ON', 'OFF'),
  numeric('brightness', `brightness${suffix}`, { value_min: 0, value_max: 254 }),
];

export const ZIGBEE2MQTT_MODELS = {
  /** Yale YRD226HA2619 (Assure Lock): `state` LOCK/UNLOCK, `lock_state` reported by the lock's motor. */
  yaleLock: {
    model: 'YRD226HA2619',
    vendor: 'Yale',
    description: 'Assure lock',
    exposes: [
      { type: 'lock', features: [binary('state', 'state', 'LOCK', 'UNLOCK'), enumOf('lock_state', 'lock_state', ['not_fully_locked', 'locked', 'unlocked'], 1)] },
      numeric('battery', 'battery', { unit: '%', value_min: 0, value_max: 100 }, 5),
    ],
  },
  /** Danfoss Ally 014G2461: `occupied_heating_setpoint`, and `system_mode` only `heat`. */
  danfossAlly: {
    model: '014G2461',
    vendor: 'Danfoss',
    description: 'Ally thermostat',
    exposes: [
      {
        type: 'climate',
        features: [
          numeric('occupied_heating_setpoint', 'occupied_heating_setpoint', { unit: '°C', value_min: 5, value_max: 35, value_step: 0.5 }),
          numeric('local_temperature', 'local_temperature', { unit: '°C' }, 5),
          numeric('pi_heating_demand', 'pi_heating_demand', { unit: '%', value_min: 0, value_max: 100 }, 5),
          enumOf('system_mode', 'system_mode', ['heat']),
          enumOf('running_state', 'running_state', ['idle', 'heat'], 5),
        ],
      },
    ],
  },
  /** TuYa TS0601 radiator valve: `current_heating_setpoint`, `system_mode` auto/heat/off and a `preset`. */
  tuyaValve: {
    model: 'TS0601_thermostat',
    vendor: 'TuYa',
    description: 'Radiator valve with thermostat',
    exposes: [
      {
        type: 'climate',
        features: [
          numeric('current_heating_setpoint', 'current_heating_setpoint', { unit: '°C', value_min: 5, value_max: 35, value_step: 0.5 }),
          numeric('local_temperature', 'local_temperature', { unit: '°C' }, 1),
          enumOf('system_mode', 'system_mode', ['auto', 'heat', 'off']),
          enumOf('preset', 'preset', ['schedule', 'manual', 'boost', 'complex', 'comfort', 'eco', 'away']),
          enumOf('running_state', 'running_state', ['idle', 'heat'], 1),
        ],
      },
    ],
  },
  /** Namron 4512737 (Zigbee thermostat for electric floor heating): a climate expose and its own `energy` and `power` meter. */
  namronThermostat: {
    model: '4512737',
    vendor: 'Namron',
    description: 'Touch thermostat',
    exposes: [
      {
        type: 'climate',
        features: [
          numeric('occupied_heating_setpoint', 'occupied_heating_setpoint', { unit: '°C', value_min: 5, value_max: 35, value_step: 0.5 }),
          numeric('local_temperature', 'local_temperature', { unit: '°C' }, 5),
          enumOf('system_mode', 'system_mode', ['off', 'heat']),
          enumOf('running_state', 'running_state', ['idle', 'heat'], 5),
        ],
      },
      numeric('energy', 'energy', { unit: 'kWh' }, 5),
      numeric('power', 'power', { unit: 'W' }, 5),
    ],
  },
  /** IKEA LED1836G9 (TRADFRI bulb E27 WW 806 lumen): `state` and `brightness` 0–254. */
  ikeaBulb: {
    model: 'LED1836G9',
    vendor: 'IKEA',
    description: 'TRADFRI bulb E27 WW, globe, opal, 806 lm',
    exposes: [{ type: 'light', features: lightFeatures('') }],
  },
  /** A TuYa 2-gang dimmer (TS110E_2gang_1): one light per gang, keys suffixed `_l1`, `_l2`. */
  twoGangDimmer: {
    model: 'TS110E_2gang_1',
    vendor: 'TuYa',
    description: '2 channel dimmer',
    exposes: [
      { type: 'light', endpoint: 'l1', features: lightFeatures('_l1') },
      { type: 'light', endpoint: 'l2', features: lightFeatures('_l2') },
    ],
  },
} as const;

export type Zigbee2MqttModel = keyof typeof ZIGBEE2MQTT_MODELS;

/** The settable features of a model, by property. */
export function settableFeatures(model: Zigbee2MqttModel): Map<string, Feature> {
  const features = new Map<string, Feature>();
  const visit = (feature: Feature) => {
    if (Array.isArray(feature.features)) (feature.features as Feature[]).forEach(visit);
    else if (typeof feature.property === 'string' && typeof feature.access === 'number' && (feature.access & 2) !== 0) {
      features.set(feature.property, feature);
    }
  };
  (ZIGBEE2MQTT_MODELS[model].exposes as readonly Feature[]).forEach(visit);
  return features;
}
