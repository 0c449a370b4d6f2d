import type { StayEnergy } from '@stay/contract';
import type { Db } from '../../db/database';
import { listStayEnergy, type StayEnergyTotal } from './energy-repository';
import { findStayTimes } from './stays-repository';

const DAY_MS = 86_400_000;
const round = (value: number, decimals = 1) => Number(value.toFixed(decimals));

/** Nights from the arrival to the departure (or `now`, when that comes first); at least one. */
function nightsOf(arrival: string, departure: string, now: Date): number {
  const end = Math.min(Date.parse(departure), now.getTime());
  return Math.max(1, Math.round((end - Date.parse(arrival)) / DAY_MS));
}

const mean = (values: readonly number[]) => (values.length === 0 ? null : round(values.reduce((sum, value) => sum + value, 0) / values.length));

/**
 * The stay's energy per night beside the park's average per night over the stays that have departed (the same
 * unit: metered kWh from metered stays, heating minutes from all).
 */
export async function stayEnergyOf(db: Db, locationId: string, reservationId: string, now: Date): Promise<StayEnergy> {
  const totals = await listStayEnergy(db, locationId);
  const times = new Map((await findStayTimes(db, [...new Set([reservationId, ...totals.map((total) => total.reservationId)])])).map((row) => [row.id, row]));
  const nightsFor = (id: string) => {
    const row = times.get(id);
    return row ? nightsOf(row.start_date_time, row.controls_deactivation_date_time ?? row.end_date_time, now) : 1;
  };
  const isDeparted = (total: StayEnergyTotal) => {
    const row = times.get(total.reservationId);
    return row !== undefined && Date.parse(row.controls_deactivation_date_time ?? row.end_date_time) <= now.getTime();
  };
  const own = totals.find((total) => total.reservationId === reservationId);
  const others = totals.filter((total) => total.reservationId !== reservationId && isDeparted(total));
  const nights = nightsFor(reservationId);
  return {
    nights,
    source: own ? (own.isMetered ? 'meter' : 'heating-time') : null,
    kwhPerNight: own?.isMetered ? round(own.kwh / nights) : null,
    heatingMinutesPerNight: own ? Math.round(own.heatingMinutes / nights) : null,
    parkKwhPerNight: mean(others.filter((total) => total.isMetered).map((total) => total.kwh / nightsFor(total.reservationId))),
    parkHeatingMinutesPerNight: (() => {
      const average = mean(others.map((total) => total.heatingMinutes / nightsFor(total.reservationId)));
      return average === null ? null : Math.round(average);
    })(),
  };
}
