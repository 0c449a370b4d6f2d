import type { ClimateValue } from '@stay/contract';

/** °C outside: where an unheated room cools towards. */
export const OUTDOOR_TEMPERATURE = 8;
/** °C per hour a room warms while its radiator runs at full power. */
export const HEATING_RATE = 2;
/** kW of a radiator at full power. */
export const HEATER_POWER_KW = 2;
/** Fraction of the gap to the outdoor temperature an unheated room loses per hour. */
const COOLING_PER_HOUR = 0.08;
/** kWh per hour per °C above outdoors that holding a temperature costs (the heat loss of the suite). */
export const HOLDING_KWH_PER_DEGREE_HOUR = 0.1;

/** A simulated thermostat reports energy when its id says so (`simulated/valve-energy`, `…-energy-…`). */
export const isMeteredThermostat = (externalId: string): boolean => externalId.includes('energy');

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** The value as the thermostat reports it: a tenth of a degree, a watt-hour (the model keeps the exact figures). */
export function reportedClimate(value: ClimateValue): ClimateValue {
  const temperature = value.currentTemperature === null ? null : round(value.currentTemperature, 1);
  return value.energy === undefined ? { ...value, currentTemperature: temperature } : { ...value, currentTemperature: temperature, energy: round(value.energy, 3) };
}

/**
 * The simulated rooms: a thermostat's room warms at HEATING_RATE towards a higher setpoint, holds a reached setpoint
 * (metering what the losses cost), and cools towards the outdoors when the setpoint is lower or the thermostat off.
 * Time is the platform clock's, so a test that moves the clock moves the rooms: deterministic.
 */
export function createThermalModel(clock: () => Date) {
  const lastAt = new Map<string, number>();

  function advance(key: string, value: ClimateValue): ClimateValue {
    const now = clock().getTime();
    const since = lastAt.get(key) ?? now;
    lastAt.set(key, now);
    const hours = Math.max(0, now - since) / 3_600_000;
    if (hours === 0 || value.currentTemperature === null) return value;
    let temperature = value.currentTemperature;
    let kwh = 0;
    const target = value.on ? value.targetTemperature : -Infinity;
    if (temperature < target) {
      const heatingHours = Math.min(hours, (target - temperature) / HEATING_RATE);
      temperature += heatingHours * HEATING_RATE;
      kwh += heatingHours * HEATER_POWER_KW;
      kwh += (hours - heatingHours) * Math.max(0, target - OUTDOOR_TEMPERATURE) * HOLDING_KWH_PER_DEGREE_HOUR;
    } else {
      const cooled = OUTDOOR_TEMPERATURE + (temperature - OUTDOOR_TEMPERATURE) * Math.exp(-COOLING_PER_HOUR * hours);
      temperature = Math.max(cooled, target);
      if (temperature === target) {
        // Cooled down to the setpoint partway: held there for the rest of the time.
        const coolingHours = Math.log((value.currentTemperature - OUTDOOR_TEMPERATURE) / (target - OUTDOOR_TEMPERATURE)) / COOLING_PER_HOUR;
        kwh += Math.max(0, hours - coolingHours) * Math.max(0, target - OUTDOOR_TEMPERATURE) * HOLDING_KWH_PER_DEGREE_HOUR;
      }
    }
    const next: ClimateValue = { ...value, currentTemperature: temperature };
    return value.energy === undefined ? next : { ...next, energy: value.energy + kwh };
  }

  return { advance, reset: () => lastAt.clear() };
}
