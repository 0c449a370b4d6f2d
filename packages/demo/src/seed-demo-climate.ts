import { calendarDayIn, DEFAULT_CLIMATE_RULES, wallClockTime, type ClimateReason } from '@stay/contract';
import { claimClimateAction, type Db, findSuiteIdsOf, insertClimateRulesIfMissing, insertEnergyIfMissing } from '@stay/server/seeding';
import { DEMO_LOCATION, DEMO_RESERVATION_ID } from './demo-data';
import { DEMO_STAY_TIMES } from './demo-stay-times';
import { demoInstant } from './seed-demo-stays';
import { DEMO_STAYS, demoReservationIdOf } from './seed-demo-stays-data';

const WEEK_DAYS = 7;
/** Stays' energy is written this far back (the management screen shows four weeks). */
const HISTORY_DAYS = 28;
/** The German and French guests' thermostats meter nothing: their card shows heating time. */
const UNMETERED_STAYS: ReadonlySet<string> = new Set(['lukas', 'camille']);

interface DemoClimateStay {
  reservationId: string;
  start: number;
  end: number;
  isMetered: boolean;
}

const STAYS: readonly DemoClimateStay[] = [
  { reservationId: DEMO_RESERVATION_ID, start: -1, end: 4, isMetered: true },
  ...DEMO_STAYS.filter((stay) => stay.status === 30).map((stay) => ({
    reservationId: demoReservationIdOf(stay.key),
    start: stay.start.days,
    end: stay.end.days,
    isMetered: !UNMETERED_STAYS.has(stay.key),
  })),
];

/** The part of today (park clock) that has gone by. */
function dayElapsed(now: Date): number {
  const [hours = 0, minutes = 0] = wallClockTime(now, DEMO_LOCATION.timeZone).split(':').map(Number);
  return (hours * 60 + minutes) / (24 * 60);
}

/** A steady figure per suite and day, so a reseed writes the same numbers. */
function wobble(seed: string, spread: number): number {
  let hash = 0;
  for (const character of seed) hash = (hash * 31 + character.charCodeAt(0)) % 1000;
  return (hash / 1000) * spread;
}

/**
 * The demo park's climate: the default rules, and the last week of the demo suites as the climate job would have
 * left it: the setpoints it gave (eco when empty, a pre-heat before each arrival, eco after each departure) and each
 * day's energy per stay (the last four weeks). Idempotent: existing rules, actions and days are left as they are.
 */
export async function seedDemoClimate(db: Db, options: { now?: Date; log?: (line: string) => void } = {}): Promise<void> {
  const now = options.now ?? new Date();
  await insertClimateRulesIfMissing(db, DEMO_LOCATION.id, DEFAULT_CLIMATE_RULES, now);
  let actions = 0;
  let days = 0;
  for (const stay of STAYS) {
    const [suiteId] = await findSuiteIdsOf(db, [stay.reservationId]);
    if (!suiteId) continue;
    const action = async (key: string, at: string, setpoint: number, reason: ClimateReason) => {
      if (Date.parse(at) > now.getTime() || Date.parse(at) < now.getTime() - WEEK_DAYS * 86_400_000) return;
      const id = await claimClimateAction(db, { suiteId, locationId: DEMO_LOCATION.id, key, at: new Date(at), setpoint, reason, fromTemperature: 16 });
      if (id) actions += 1;
    };
    await action(`COMFORT:${stay.reservationId}`, demoInstant(now, stay.start, '12:00'), DEFAULT_CLIMATE_RULES.comfortSetpoint, 'PRE_HEAT');
    await action(`LEFT:${stay.reservationId}`, demoInstant(now, stay.end, DEMO_STAY_TIMES.checkOutTime), DEFAULT_CLIMATE_RULES.ecoSetpoint, 'DEPARTURE');
    for (let offset = Math.max(stay.start, -HISTORY_DAYS); offset <= Math.min(stay.end, 0); offset += 1) {
      const day = calendarDayIn(demoInstant(now, offset, '12:00'), DEMO_LOCATION.timeZone);
      // A whole day in house heats longer than the day of the arrival or the departure; today only so far.
      const share = offset === 0 ? Math.min(dayElapsed(now), stay.start === 0 || stay.end === 0 ? 0.5 : 1) : offset === stay.start || offset === stay.end ? 0.5 : 1;
      const kwh = Math.round((9 + wobble(`${suiteId}${day}`, 5)) * share * 10) / 10;
      const isAdded = await insertEnergyIfMissing(db, {
        suiteId,
        locationId: DEMO_LOCATION.id,
        day,
        reservationId: stay.reservationId,
        kwh: stay.isMetered ? kwh : 0,
        heatingMinutes: Math.round((600 + wobble(`${day}${suiteId}`, 200)) * share),
        isMetered: stay.isMetered,
      });
      if (isAdded) days += 1;
    }
  }
  (options.log ?? console.log)(`Demo climate: the rules, ${actions} setpoints and ${days} stay days of energy added`);
}
