import {
  calendarDayIn,
  estimatedEcoSavings,
  instantAt,
  type ClimateEnergyReport,
  type ClimateRules,
  type SuiteWeekEnergy,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { listClimateActions } from './actions-repository';
import { listEnergyDays } from './energy-repository';
import { findClimateSuites } from './stays-repository';
import { addDays, mondayOf } from './week-days';

const round = (value: number, decimals = 2) => Number(value.toFixed(decimals));

/**
 * Each suite's energy per week of the location's calendar over the last `weeks` weeks (this one included), with the
 * savings of the eco setpoints estimated from the logged setpoints up to `now`.
 */
export async function energyReportOf(db: Db, locationId: string, timeZone: string, rules: ClimateRules, weeks: number, now: Date): Promise<ClimateEnergyReport> {
  const thisWeek = mondayOf(calendarDayIn(now, timeZone));
  const weekStarts = Array.from({ length: weeks }, (_, index) => addDays(thisWeek, -7 * (weeks - 1 - index)));
  const firstDay = weekStarts[0] as string;
  const endDay = addDays(thisWeek, 7);
  const [suites, days, actions] = await Promise.all([
    findClimateSuites(db, locationId),
    listEnergyDays(db, locationId, firstDay, endDay),
    // The setpoint in force when the first week began was logged before it.
    listClimateActions(db, { locationId, from: instantAt(addDays(firstDay, -14), '00:00', timeZone), to: now }),
  ]);
  const rows: SuiteWeekEnergy[] = [];
  for (const weekStart of weekStarts) {
    const from = instantAt(weekStart, '00:00', timeZone);
    const to = new Date(Math.min(instantAt(addDays(weekStart, 7), '00:00', timeZone).getTime(), now.getTime()));
    for (const suite of suites) {
      const inWeek = days.filter((day) => day.accommodation_id === suite.id && mondayOf(day.day) === weekStart);
      const metered = inWeek.filter((day) => day.is_metered === 1);
      const log = actions
        .filter((action) => action.accommodation_id === suite.id)
        .map((action) => ({ at: new Date(action.at), setpoint: Number(action.setpoint) }))
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      rows.push({
        weekStart,
        suiteId: suite.id,
        suiteName: suite.name,
        kwh: metered.length > 0 ? round(metered.reduce((sum, day) => sum + day.kwh, 0)) : null,
        heatingMinutes: Math.round(inWeek.reduce((sum, day) => sum + day.heating_minutes, 0)),
        estimatedSavingsKwh: from.getTime() < to.getTime() ? estimatedEcoSavings(log, rules.comfortSetpoint, from, to) : 0,
      });
    }
  }
  return { timeZone, weeks: rows };
}
