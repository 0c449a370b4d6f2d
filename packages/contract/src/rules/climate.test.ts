import { describe, expect, it } from 'vitest';
import { instantAt, wallClockTime } from '../time/zoned';
import {
  clampToTemperatureRange,
  climateDecisionOf,
  DEFAULT_CLIMATE_RULES,
  estimatedEcoSavings,
  MAX_PRE_HEAT_HOURS,
  preHeatStartOf,
  type ClimateStay,
  type SuiteClimateFacts,
} from './climate';

const TZ = 'Europe/Amsterdam';
/** Eco 16 °C, comfort 20.5 °C, 1.5 °C per hour: a cold suite needs three hours. */
const RULES = DEFAULT_CLIMATE_RULES;
const RATE = 1.5;
const local = (instant: Date) => wallClockTime(instant, TZ);
const ms = (instant: Date, delta: number) => new Date(instant.getTime() + delta);

const stay = (id: string, arrival: Date, departure: Date, isCheckedOut = false): ClimateStay => ({ reservationId: id, arrival, departure, isCheckedOut });

function factsAt(now: Date, facts: Partial<SuiteClimateFacts> = {}): SuiteClimateFacts {
  return {
    now,
    rules: RULES,
    currentStay: null,
    nextStay: null,
    previousStay: null,
    currentTemperature: 16,
    warmUpRate: RATE,
    areAllLocksLocked: true,
    lastUnlockAt: null,
    lastVacantAt: null,
    ...facts,
  };
}

describe('the pre-heat start', () => {
  it('is the warm-up time before the arrival: 12:00 local for a 15:00 arrival on the day the clocks go forward', () => {
    const arrival = instantAt('2026-03-29', '15:00', TZ);
    const start = preHeatStartOf(arrival, RULES, 16, RATE);
    expect(start).toEqual(new Date('2026-03-29T10:00:00.000Z'));
    expect(local(start)).toBe('12:00');
  });

  it('counts real hours across the spring gap: a 04:00 arrival starts at 00:00, the wall clock showing four hours', () => {
    const arrival = instantAt('2026-03-29', '04:00', TZ); // CEST, the clocks jumped from 02:00 to 03:00
    const start = preHeatStartOf(arrival, RULES, 16, RATE);
    expect(arrival.getTime() - start.getTime()).toBe(3 * 3_600_000);
    expect(start).toEqual(new Date('2026-03-28T23:00:00.000Z'));
    expect(local(start)).toBe('00:00');
  });

  it('counts real hours across the autumn repeat: a 04:00 arrival starts at the first 02:00', () => {
    const arrival = instantAt('2026-10-25', '04:00', TZ); // CET, 02:00–03:00 came twice
    const start = preHeatStartOf(arrival, RULES, 16, RATE);
    expect(start).toEqual(new Date('2026-10-25T00:00:00.000Z'));
    expect(local(start)).toBe('02:00');
    expect(local(ms(start, 3_600_000))).toBe('02:00');
  });

  it('starts at the arrival in a warm suite, takes the eco setpoint for an unknown temperature, and never starts more than the maximum early', () => {
    const arrival = instantAt('2026-10-25', '15:00', TZ);
    expect(preHeatStartOf(arrival, RULES, 21, RATE)).toEqual(arrival);
    expect(preHeatStartOf(arrival, RULES, null, RATE)).toEqual(preHeatStartOf(arrival, RULES, RULES.ecoSetpoint, RATE));
    expect(preHeatStartOf(arrival, RULES, 5, 0.01)).toEqual(ms(arrival, -MAX_PRE_HEAT_HOURS * 3_600_000));
  });
});

describe('the climate decision', () => {
  const arrival = instantAt('2026-03-29', '15:00', TZ);
  const next = stay('next', arrival, instantAt('2026-04-01', '10:00', TZ));

  it('pre-heats from 12:00 local on the DST day, not a millisecond before', () => {
    const start = instantAt('2026-03-29', '12:00', TZ);
    expect(climateDecisionOf(factsAt(ms(start, -1), { nextStay: next }))).toMatchObject({ reason: 'EMPTY', setpoint: 16 });
    expect(climateDecisionOf(factsAt(start, { nextStay: next }))).toEqual({ setpoint: 20.5, reason: 'PRE_HEAT', key: 'COMFORT:next' });
  });

  it('gives the comfort setpoint at the arrival under the same key, so a pre-heat and the arrival give it once', () => {
    const facts = factsAt(arrival, { currentStay: next });
    expect(climateDecisionOf(facts)).toEqual({ setpoint: 20.5, reason: 'ARRIVAL', key: 'COMFORT:next' });
  });

  it('goes to eco at the departure (10:00 local on the day the clocks go back), not before', () => {
    const departure = instantAt('2026-10-25', '10:00', TZ);
    expect(departure).toEqual(new Date('2026-10-25T09:00:00.000Z'));
    const leaving = stay('leaving', instantAt('2026-10-22', '15:00', TZ), departure);
    expect(climateDecisionOf(factsAt(ms(departure, -1), { currentStay: leaving }))?.reason).toBe('ARRIVAL');
    expect(climateDecisionOf(factsAt(departure, { previousStay: leaving }))).toEqual({ setpoint: 16, reason: 'DEPARTURE', key: 'LEFT:leaving' });
  });

  it('goes to eco at a check-out under the departure key, and pre-heats for the next guest first when that is due', () => {
    const checkedOut = stay('gone', instantAt('2026-03-26', '15:00', TZ), instantAt('2026-03-29', '09:00', TZ), true);
    const now = instantAt('2026-03-29', '09:30', TZ);
    expect(climateDecisionOf(factsAt(now, { currentStay: checkedOut, nextStay: next }))).toEqual({ setpoint: 16, reason: 'CHECK_OUT', key: 'LEFT:gone' });
    expect(climateDecisionOf(factsAt(instantAt('2026-03-29', '12:00', TZ), { previousStay: checkedOut, nextStay: next }))?.reason).toBe('PRE_HEAT');
  });

  it('leaves the suite alone when the rules say so', () => {
    const rules = { ...RULES, isPreHeatOn: false, isEcoAfterCheckOn: false };
    const leaving = stay('leaving', ms(arrival, -86_400_000), arrival);
    expect(climateDecisionOf(factsAt(arrival, { rules, currentStay: next }))).toBeNull();
    expect(climateDecisionOf(factsAt(ms(arrival, 1), { rules, previousStay: leaving }))).toBeNull();
  });

  it('goes to eco after the quiet minutes with every door locked, and back to comfort at the next unlock', () => {
    const rules = { ...RULES, vacantEcoAfterMinutes: 120 };
    const unlock = instantAt('2026-03-30', '09:00', TZ);
    const quiet = ms(unlock, 120 * 60_000);
    const inStay = { rules, currentStay: next, lastUnlockAt: unlock };
    expect(climateDecisionOf(factsAt(ms(quiet, -1), inStay))?.reason).toBe('ARRIVAL');
    expect(climateDecisionOf(factsAt(quiet, inStay))).toEqual({ setpoint: 16, reason: 'VACANT', key: `VACANT:next:${unlock.toISOString()}` });
    expect(climateDecisionOf(factsAt(quiet, { ...inStay, areAllLocksLocked: false }))?.reason).toBe('ARRIVAL');
    const back = ms(quiet, 60_000);
    expect(climateDecisionOf(factsAt(ms(back, 1), { ...inStay, lastUnlockAt: back, lastVacantAt: quiet }))).toEqual({
      setpoint: 20.5,
      reason: 'RETURN',
      key: `RETURN:next:${back.toISOString()}`,
    });
  });
});

describe('the guest range and the estimated savings', () => {
  it('clamps into the range', () => {
    expect(clampToTemperatureRange(25, { min: 16, max: 23 })).toBe(23);
    expect(clampToTemperatureRange(12, { min: 16, max: 23 })).toBe(16);
    expect(clampToTemperatureRange(20, { min: 16, max: 23 })).toBe(20);
  });

  it('counts the hours below comfort within the period, from the setpoint in force when it began', () => {
    const from = new Date('2026-03-23T00:00:00.000Z');
    const to = new Date('2026-03-24T00:00:00.000Z');
    const log = [
      { at: new Date('2026-03-22T12:00:00.000Z'), setpoint: 16 },
      { at: new Date('2026-03-23T10:00:00.000Z'), setpoint: 20.5 },
      { at: new Date('2026-03-23T20:00:00.000Z'), setpoint: 16 },
    ];
    // 10 h and 4 h at 4.5 °C below comfort, 0.1 kWh per degree-hour.
    expect(estimatedEcoSavings(log, 20.5, from, to)).toBe(6.3);
    expect(estimatedEcoSavings([], 20.5, from, to)).toBe(0);
  });
});
