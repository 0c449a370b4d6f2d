import type { Db } from '../../db/database';
import type { SuiteClimateReading } from '../suite';
import { addEnergy, advanceMeter, findMeters } from './energy-repository';

/** A gap between two looks longer than this (the job stopped) counts only this much heating time. */
const MAX_COUNTED_MINUTES = 30;
/** A room within this much of its setpoint, or below it, is being heated (warmed up or held). */
const HEATING_WITHIN = 0.25;

export interface EnergyPlace {
  suiteId: string;
  locationId: string;
  day: string;
  /** The stay in the suite now; '' between stays. */
  reservationId: string;
  at: Date;
}

/**
 * Counts each answering thermostat's energy since the last look into the suite's day and stay: the metered kWh where
 * the thermostat reports energy (a meter that went back counts nothing), and the minutes it was heating. The first
 * look at a thermostat only starts its count.
 */
export async function countEnergy(db: Db, reading: SuiteClimateReading, place: EnergyPlace): Promise<void> {
  const answered = reading.thermostats.filter((thermostat) => thermostat.value !== null);
  const meters = await findMeters(db, answered.map((thermostat) => thermostat.deviceId));
  for (const { deviceId, value } of answered) {
    if (!value) continue;
    const previous = meters.get(deviceId);
    const energy = value.energy ?? null;
    if (!(await advanceMeter(db, deviceId, previous, energy, place.at)) || !previous) continue;
    const minutes = Math.min(MAX_COUNTED_MINUTES, Math.max(0, (place.at.getTime() - Date.parse(previous.looked_at)) / 60_000));
    const isHeating = value.on && value.currentTemperature !== null && value.currentTemperature <= value.targetTemperature + HEATING_WITHIN;
    const kwh = energy !== null && previous.energy !== null && energy >= previous.energy ? energy - previous.energy : 0;
    if (kwh === 0 && !isHeating) continue;
    await addEnergy(db, { ...place, kwh, heatingMinutes: isHeating ? minutes : 0, isMetered: energy !== null });
  }
}
