import { calendarDayIn, climateDecisionOf, DEFAULT_TIME_ZONE, MAX_PRE_HEAT_HOURS, MIN_WARM_UP_RATE, type ClimateRules } from '@stay/contract';
import type { Db } from '../../db/database';
import type { Devices } from '../../platform/devices/port';
import { findDoorKeys, type DoorKeyWithGuest } from '../door-access';
import { findLocation } from '../locations';
import { readSuiteClimate, setSuiteSetpoint, type SuiteClimateReading } from '../suite';
import { claimClimateAction, findLatestActions, findWarmUpRates, markClimateActionDone, markReached, saveWarmUpRate, type ClimateActionRow } from './actions-repository';
import { countEnergy } from './energy-count';
import { listClimateRules } from './rules-repository';
import { roomTemperatureOf, suiteFactsOf } from './suite-facts';
import { findClimateSuites, findSuiteStays, type ClimateSuiteRow, type SuiteStayRow } from './stays-repository';

export interface ClimateDeps {
  db: Db;
  devices: Devices;
}

const HOUR_MS = 3_600_000;
/** Stays that departed this long ago still tell what an empty suite should be. */
const LOOK_BEHIND_MS = 48 * HOUR_MS;
/** The next arrival is looked for this far ahead: the longest pre-heat and a day. */
const LOOK_AHEAD_MS = (MAX_PRE_HEAT_HOURS + 24) * HOUR_MS;
/** A pre-heat counts as reached within this many °C of its setpoint (thermostats report tenths and hover). */
const REACHED_WITHIN = 0.25;

interface LocationContext {
  locationId: string;
  rules: ClimateRules;
  timeZone: string;
  stays: readonly SuiteStayRow[];
  keys: readonly DoorKeyWithGuest[];
  latest: Map<string, ClimateActionRow>;
  rates: Map<string, number>;
}

/** A pre-heat that has reached its setpoint measures the suite's warm-up rate (once: the reached mark is claimed). */
async function measureWarmUp(db: Db, suiteId: string, action: ClimateActionRow | undefined, temperature: number | null, now: Date): Promise<void> {
  if (action?.reason !== 'PRE_HEAT' || action.reached_at !== null || action.from_temperature === null || temperature === null) return;
  if (temperature < Number(action.setpoint) - REACHED_WITHIN) return;
  if (!(await markReached(db, action.id, now))) return;
  const hours = (now.getTime() - Date.parse(action.at)) / HOUR_MS;
  const rise = Number(action.setpoint) - Number(action.from_temperature);
  // A suite already near its setpoint, or reached within one look, says nothing about its rate.
  if (hours <= 0 || rise < 1) return;
  await saveWarmUpRate(db, suiteId, Math.max(MIN_WARM_UP_RATE, Math.round((rise / hours) * 100) / 100), now);
}

/** Carries out the rules' decision for the suite, when this instance claims it. Answers whether it did. */
async function decideFor(deps: ClimateDeps, context: LocationContext, suite: ClimateSuiteRow, reading: SuiteClimateReading, now: Date): Promise<boolean> {
  const facts = suiteFactsOf({
    now,
    rules: context.rules,
    stays: context.stays.filter((stay) => stay.suite_id === suite.id),
    reading,
    warmUpRate: context.rates.get(suite.id),
    keys: context.keys,
    latestAction: context.latest.get(suite.id),
  });
  const decision = climateDecisionOf(facts);
  if (!decision) return false;
  const id = await claimClimateAction(deps.db, {
    suiteId: suite.id,
    locationId: context.locationId,
    key: decision.key,
    at: now,
    setpoint: decision.setpoint,
    reason: decision.reason,
    fromTemperature: facts.currentTemperature,
  });
  if (!id) return false;
  const outcomes = await setSuiteSetpoint(deps.db, deps.devices, suite.id, decision.setpoint, now);
  await markClimateActionDone(deps.db, id, outcomes.length > 0 && outcomes.every((outcome) => outcome.isDone));
  return true;
}

async function contextOf(db: Db, locationId: string, rules: ClimateRules, suites: readonly ClimateSuiteRow[], now: Date): Promise<LocationContext> {
  const ids = suites.map((suite) => suite.id);
  const [location, stays, latest, rates] = await Promise.all([
    findLocation(db, locationId),
    findSuiteStays(db, ids, new Date(now.getTime() - LOOK_BEHIND_MS), new Date(now.getTime() + LOOK_AHEAD_MS)),
    findLatestActions(db, ids),
    findWarmUpRates(db, ids),
  ]);
  const keys = await findDoorKeys(db, [...new Set(stays.map((stay) => stay.reservation_id))]);
  return { locationId, rules, timeZone: location?.time_zone ?? DEFAULT_TIME_ZONE, stays, keys, latest, rates };
}

/**
 * One look at every suite with a thermostat at every location with climate rules: read the thermostats, count their
 * energy, measure a reached pre-heat, and carry out what the rules decide. Safe with several instances: each decision
 * and each meter step is claimed by a conditional write. Answers how many setpoints this instance gave.
 */
export async function runClimatePass(deps: ClimateDeps, now: Date, isStopped: () => boolean = () => false): Promise<number> {
  let given = 0;
  for (const { locationId, rules } of await listClimateRules(deps.db)) {
    const suites = await findClimateSuites(deps.db, locationId);
    if (suites.length === 0) continue;
    const context = await contextOf(deps.db, locationId, rules, suites, now);
    for (const suite of suites) {
      if (isStopped()) return given;
      const reading = await readSuiteClimate(deps.db, deps.devices, suite.id, now);
      const stayNow = context.stays.find((stay) => stay.suite_id === suite.id && Date.parse(stay.start_date_time) <= now.getTime() && now.getTime() < Date.parse(stay.controls_deactivation_date_time ?? stay.end_date_time));
      await countEnergy(deps.db, reading, {
        suiteId: suite.id,
        locationId,
        day: calendarDayIn(now, context.timeZone),
        reservationId: stayNow?.reservation_id ?? '',
        at: now,
      });
      await measureWarmUp(deps.db, suite.id, context.latest.get(suite.id), roomTemperatureOf(reading), now);
      if (await decideFor(deps, context, suite, reading, now)) given += 1;
    }
  }
  return given;
}
