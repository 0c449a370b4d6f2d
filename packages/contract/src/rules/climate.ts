import { DEFAULT_ECO_SETPOINT } from './self-check-out';

/** The thermostat setpoint (°C) a suite reaches by the arrival unless the location sets its own. */
export const DEFAULT_COMFORT_SETPOINT = 20.5;
/** The range a guest may set the thermostats to unless the location sets its own. */
export const DEFAULT_GUEST_TEMPERATURE_RANGE = { min: 16, max: 23 } as const;
/** °C per hour a suite warms up until it has been measured. */
export const DEFAULT_WARM_UP_RATE = 1.5;
/** A pre-heat never starts earlier than this before the arrival, however cold the suite or slow its heating. */
export const MAX_PRE_HEAT_HOURS = 12;
/** The slowest warm-up rate a measurement may set: slower ones are measurement noise (a window left open). */
export const MIN_WARM_UP_RATE = 0.25;
export const MAX_VACANT_ECO_MINUTES = 24 * 60;

/** A location's climate rules (management keeps them). */
export interface ClimateRules {
  /** °C of an empty suite. */
  ecoSetpoint: number;
  /** °C the suite has reached by the arrival. */
  comfortSetpoint: number;
  /** The range a guest may set (controls and presets are held to it). */
  guestMin: number;
  guestMax: number;
  /** Starts heating early enough to reach the comfort setpoint by the arrival. */
  isPreHeatOn: boolean;
  /** Back to eco at the departure (or the check-out). */
  isEcoAfterCheckOn: boolean;
  /** Back to eco during a stay after this many minutes with every door locked and no unlock; null: never. */
  vacantEcoAfterMinutes: number | null;
}

export const DEFAULT_CLIMATE_RULES: ClimateRules = {
  ecoSetpoint: DEFAULT_ECO_SETPOINT,
  comfortSetpoint: DEFAULT_COMFORT_SETPOINT,
  guestMin: DEFAULT_GUEST_TEMPERATURE_RANGE.min,
  guestMax: DEFAULT_GUEST_TEMPERATURE_RANGE.max,
  isPreHeatOn: true,
  isEcoAfterCheckOn: true,
  vacantEcoAfterMinutes: null,
};

/** Why the climate rules set a suite's thermostats. */
export const CLIMATE_REASONS = ['PRE_HEAT', 'ARRIVAL', 'CHECK_OUT', 'DEPARTURE', 'VACANT', 'RETURN', 'EMPTY'] as const;
export type ClimateReason = (typeof CLIMATE_REASONS)[number];

export interface TemperatureRange {
  min: number;
  max: number;
}

export const isInTemperatureRange = (value: number, range: TemperatureRange): boolean => value >= range.min && value <= range.max;

export const clampToTemperatureRange = (value: number, range: TemperatureRange): number => Math.min(range.max, Math.max(range.min, value));

/**
 * When heating must start to reach `comfortSetpoint` by `arrival` from `currentTemperature` at `ratePerHour`: an
 * instant (UTC), so a day with a DST change in between gets the same hours of heating as any other. An unknown
 * temperature counts as the eco setpoint; a suite already warm enough starts at the arrival.
 */
export function preHeatStartOf(arrival: Date, rules: Pick<ClimateRules, 'comfortSetpoint' | 'ecoSetpoint'>, currentTemperature: number | null, ratePerHour: number): Date {
  const from = currentTemperature ?? rules.ecoSetpoint;
  const rate = Math.max(ratePerHour, MIN_WARM_UP_RATE);
  const hours = Math.min(MAX_PRE_HEAT_HOURS, Math.max(0, (rules.comfortSetpoint - from) / rate));
  return new Date(arrival.getTime() - Math.round(hours * 3_600_000));
}

/** A stay of a suite as the climate rules see it. */
export interface ClimateStay {
  reservationId: string;
  arrival: Date;
  /** The departure, or the end of the controls after a check-out. */
  departure: Date;
  isCheckedOut: boolean;
}

/** What the climate rules know of a suite at `now`. */
export interface SuiteClimateFacts {
  now: Date;
  rules: ClimateRules;
  /** The stay whose arrival has come and whose departure has not (null: none). */
  currentStay: ClimateStay | null;
  /** The next stay to arrive (null: none known). */
  nextStay: ClimateStay | null;
  /** The last stay that has departed (null: none known). */
  previousStay: ClimateStay | null;
  currentTemperature: number | null;
  /** °C per hour, measured or the default. */
  warmUpRate: number;
  /** Every lock of the suite reports locked (false when the suite has no lock or a lock's state is not known). */
  areAllLocksLocked: boolean;
  /** The current stay's last unlock through the app; null when none. */
  lastUnlockAt: Date | null;
  /** When the rules last set the current stay's suite to eco for a quiet spell; null when never. */
  lastVacantAt: Date | null;
}

/** A setpoint the rules want, once per `key`: the job claims the key, so each decision is carried out once. */
export interface ClimateDecision {
  setpoint: number;
  reason: ClimateReason;
  key: string;
}

/** The key of the eco setpoint after a stay: the check-out and the departure share it, so it is given once. */
export const leftKeyOf = (reservationId: string): string => `LEFT:${reservationId}`;

const comfortKeyOf = (stay: ClimateStay) => `COMFORT:${stay.reservationId}`;

const minutesBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;

function duringStay(stay: ClimateStay, facts: SuiteClimateFacts): ClimateDecision | null {
  const { rules, now } = facts;
  const { vacantEcoAfterMinutes } = rules;
  const quietSince = facts.lastUnlockAt ?? stay.arrival;
  if (vacantEcoAfterMinutes !== null && facts.areAllLocksLocked && minutesBetween(quietSince, now) >= vacantEcoAfterMinutes) {
    return { setpoint: rules.ecoSetpoint, reason: 'VACANT', key: `VACANT:${stay.reservationId}:${quietSince.toISOString()}` };
  }
  if (facts.lastUnlockAt !== null && facts.lastVacantAt !== null && facts.lastUnlockAt.getTime() > facts.lastVacantAt.getTime()) {
    // Back from a quiet spell: the comfort setpoint again (claimed once per unlock, so a guest's own setting stays).
    return { setpoint: rules.comfortSetpoint, reason: 'RETURN', key: `RETURN:${stay.reservationId}:${facts.lastUnlockAt.toISOString()}` };
  }
  // Shares the pre-heat's key: the comfort setpoint is given once per stay, so a guest's own setting stands.
  return rules.isPreHeatOn ? { setpoint: rules.comfortSetpoint, reason: 'ARRIVAL', key: comfortKeyOf(stay) } : null;
}

/**
 * The setpoint a suite should have now under the location's climate rules, or null when the rules leave it alone. In
 * a stay: the comfort setpoint from the arrival, eco after the quiet minutes with every door locked; between stays:
 * comfort from the pre-heat start, eco after a departure or check-out. The guest's own settings between two
 * decisions stand: each decision's key is carried out once.
 */
export function climateDecisionOf(facts: SuiteClimateFacts): ClimateDecision | null {
  const { rules, now, currentStay, nextStay, previousStay } = facts;
  if (currentStay && !currentStay.isCheckedOut) return duringStay(currentStay, facts);
  if (nextStay && rules.isPreHeatOn) {
    const start = preHeatStartOf(nextStay.arrival, rules, facts.currentTemperature, facts.warmUpRate);
    if (now.getTime() >= start.getTime()) return { setpoint: rules.comfortSetpoint, reason: 'PRE_HEAT', key: comfortKeyOf(nextStay) };
  }
  const left = currentStay ?? previousStay;
  if (left && rules.isEcoAfterCheckOn) {
    return { setpoint: rules.ecoSetpoint, reason: left.isCheckedOut ? 'CHECK_OUT' : 'DEPARTURE', key: leftKeyOf(left.reservationId) };
  }
  if (!left && !currentStay) return { setpoint: rules.ecoSetpoint, reason: 'EMPTY', key: 'EMPTY' };
  return null;
}

/** kWh one °C less inside saves per hour in a suite: a stated estimate (a heat loss of 100 W per kelvin). */
export const KWH_PER_DEGREE_HOUR = 0.1;

/** A logged setpoint and when it was set, in time order. */
export interface LoggedSetpoint {
  at: Date;
  setpoint: number;
}

/**
 * The kWh the eco setpoints saved between `from` and `to`, estimated from the logged setpoints: every hour a suite was
 * held below the comfort setpoint saves KWH_PER_DEGREE_HOUR per degree. An estimate, not a measurement.
 */
export function estimatedEcoSavings(log: readonly LoggedSetpoint[], comfortSetpoint: number, from: Date, to: Date): number {
  let saved = 0;
  log.forEach((entry, index) => {
    const start = Math.max(entry.at.getTime(), from.getTime());
    const end = Math.min(log[index + 1]?.at.getTime() ?? to.getTime(), to.getTime());
    if (end <= start) return;
    saved += (Math.max(0, comfortSetpoint - entry.setpoint) * (end - start) * KWH_PER_DEGREE_HOUR) / 3_600_000;
  });
  return Math.round(saved * 100) / 100;
}
