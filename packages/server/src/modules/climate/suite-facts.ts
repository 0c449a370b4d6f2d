import { DEFAULT_WARM_UP_RATE, type ClimateRules, type ClimateStay, type SuiteClimateFacts } from '@stay/contract';
import type { DoorKeyWithGuest } from '../door-access';
import type { SuiteClimateReading } from '../suite';
import type { ClimateActionRow } from './actions-repository';
import type { SuiteStayRow } from './stays-repository';

export const toClimateStay = (row: SuiteStayRow): ClimateStay => ({
  reservationId: row.reservation_id,
  arrival: new Date(row.start_date_time),
  departure: new Date(row.controls_deactivation_date_time ?? row.end_date_time),
  isCheckedOut: row.checked_out_at !== null,
});

/** The rooms' temperature: the mean of the thermostats that answered with one. */
export function roomTemperatureOf(reading: SuiteClimateReading): number | null {
  const temperatures = reading.thermostats.flatMap((thermostat) => (thermostat.value?.currentTemperature == null ? [] : [thermostat.value.currentTemperature]));
  return temperatures.length === 0 ? null : temperatures.reduce((sum, value) => sum + value, 0) / temperatures.length;
}

const latestInstant = (instants: ReadonlyArray<string | null>): Date | null => {
  const times = instants.flatMap((instant) => (instant ? [Date.parse(instant)] : []));
  return times.length === 0 ? null : new Date(Math.max(...times));
};

export interface SuiteFactsInput {
  now: Date;
  rules: ClimateRules;
  /** The suite's stays around now, in arrival order. */
  stays: readonly SuiteStayRow[];
  reading: SuiteClimateReading;
  warmUpRate: number | undefined;
  keys: readonly DoorKeyWithGuest[];
  latestAction: ClimateActionRow | undefined;
}

/** What the rules need to decide for one suite, from its stays, devices, keys and last action. */
export function suiteFactsOf({ now, rules, stays, reading, warmUpRate, keys, latestAction }: SuiteFactsInput): SuiteClimateFacts {
  const climateStays = stays.map(toClimateStay);
  const at = now.getTime();
  const currentStay = climateStays.find((stay) => stay.arrival.getTime() <= at && at < stay.departure.getTime()) ?? null;
  const nextStay = climateStays.find((stay) => stay.arrival.getTime() > at) ?? null;
  const previousStay = climateStays.filter((stay) => stay.departure.getTime() <= at).at(-1) ?? null;
  const currentKeys = currentStay ? keys.filter((key) => key.reservation_id === currentStay.reservationId) : [];
  const isQuietSpell = currentStay !== null && latestAction?.reason === 'VACANT' && latestAction.decision_key.startsWith(`VACANT:${currentStay.reservationId}:`);
  return {
    now,
    rules,
    currentStay,
    nextStay,
    previousStay,
    currentTemperature: roomTemperatureOf(reading),
    warmUpRate: warmUpRate ?? DEFAULT_WARM_UP_RATE,
    areAllLocksLocked: reading.locks.length > 0 && reading.locks.every((lock) => lock === 'LOCKED'),
    lastUnlockAt: latestInstant(currentKeys.map((key) => key.last_used_at)),
    lastVacantAt: isQuietSpell && latestAction ? new Date(latestAction.at) : null,
  };
}
