import { z } from 'zod';
import { TEMPERATURE_RANGE } from '../entities/suite';
import { CLIMATE_REASONS, MAX_VACANT_ECO_MINUTES } from '../rules/climate';
import { MAX_ECO_SETPOINT, MIN_ECO_SETPOINT } from '../rules/self-check-out';
import { defineEndpoint } from './endpoint';

/**
 * The climate rules of a location (management keeps them, backoffice reads them), what they did per suite, and the
 * energy of the suites per week and of the guest's stay. Instants are UTC ISO strings, weeks start on the Monday of
 * the location's calendar.
 */

const setpoint = z.number().min(TEMPERATURE_RANGE.min).max(TEMPERATURE_RANGE.max).multipleOf(TEMPERATURE_RANGE.step);

const climateRulesFields = {
  ecoSetpoint: z.number().min(MIN_ECO_SETPOINT).max(MAX_ECO_SETPOINT).multipleOf(TEMPERATURE_RANGE.step),
  comfortSetpoint: setpoint,
  guestMin: setpoint,
  guestMax: setpoint,
  isPreHeatOn: z.boolean(),
  isEcoAfterCheckOn: z.boolean(),
  vacantEcoAfterMinutes: z.number().int().min(15).max(MAX_VACANT_ECO_MINUTES).nullable(),
};

export const climateRulesSchema = z.object(climateRulesFields);

/** The rules as management saves them: the guest range holds the comfort setpoint (INVALID_INPUT naming the field). */
export const climateRulesBodySchema = z
  .strictObject(climateRulesFields)
  .refine((rules) => rules.guestMin <= rules.guestMax, { path: ['guestMax'], message: 'guestMax must not be below guestMin' })
  .refine((rules) => rules.comfortSetpoint >= rules.guestMin && rules.comfortSetpoint <= rules.guestMax, {
    path: ['comfortSetpoint'],
    message: 'comfortSetpoint must lie within the guest range',
  });

export const climateReasonSchema = z.enum(CLIMATE_REASONS);

/** One setting of a suite's thermostats by the rules. */
export const climateActionSchema = z.object({
  suiteId: z.string(),
  suiteName: z.string(),
  at: z.string(),
  setpoint: z.number(),
  reason: climateReasonSchema,
  /** Every thermostat answered with the setpoint. */
  isDone: z.boolean(),
});
export type ClimateAction = z.infer<typeof climateActionSchema>;

export const energySourceSchema = z.enum(['meter', 'heating-time']);
export type EnergySource = z.infer<typeof energySourceSchema>;

/** A suite's energy in one week: measured kWh where a thermostat reports it, heating minutes always. */
export const suiteWeekEnergySchema = z.object({
  weekStart: z.iso.date(),
  suiteId: z.string(),
  suiteName: z.string(),
  /** Null: no thermostat of the suite reports energy; heating minutes are what is known. */
  kwh: z.number().nullable(),
  heatingMinutes: z.number().int().nonnegative(),
  /** kWh the eco setpoints saved, estimated from the logged setpoints. */
  estimatedSavingsKwh: z.number(),
});
export type SuiteWeekEnergy = z.infer<typeof suiteWeekEnergySchema>;

export const climateEnergyReportSchema = z.object({ timeZone: z.string(), weeks: z.array(suiteWeekEnergySchema) });
export type ClimateEnergyReport = z.infer<typeof climateEnergyReportSchema>;

/** The guest's stay's energy beside the park's average stay, both per night. */
export const stayEnergySchema = z.object({
  nights: z.number().int().nonnegative(),
  source: energySourceSchema.nullable(),
  /** Per night; null when nothing was measured in that unit. */
  kwhPerNight: z.number().nullable(),
  heatingMinutesPerNight: z.number().nullable(),
  parkKwhPerNight: z.number().nullable(),
  parkHeatingMinutesPerNight: z.number().nullable(),
});
export type StayEnergy = z.infer<typeof stayEnergySchema>;

const PATH = '/api/employee/climate';

/** Role MANAGEMENT keeps the rules; BACKOFFICE reads rules, log and energy; other roles 403 UNAUTHORIZED. */
export const managementClimateApi = {
  rules: defineEndpoint({
    method: 'GET',
    path: `${PATH}/rules`,
    auth: 'staff',
    summary: "The location's climate rules (defaults until saved)",
    response: climateRulesSchema,
  }),
  saveRules: defineEndpoint({
    method: 'POST',
    path: `${PATH}/rules`,
    auth: 'staff',
    summary: "Management: replace the location's climate rules",
    body: climateRulesBodySchema,
    response: climateRulesSchema,
  }),
  actions: defineEndpoint({
    method: 'GET',
    path: `${PATH}/actions`,
    auth: 'staff',
    summary: "What the climate rules did to the location's suites, newest first (one suite with `suite`)",
    query: z.strictObject({ suite: z.string().trim().min(1).max(64).optional() }),
    response: z.array(climateActionSchema),
  }),
  energy: defineEndpoint({
    method: 'GET',
    path: `${PATH}/energy`,
    auth: 'staff',
    summary: "Energy per suite per week over the last `weeks` weeks (default 4), with the eco rules' estimated savings",
    query: z.strictObject({ weeks: z.coerce.number().int().min(1).max(52).optional() }),
    response: climateEnergyReportSchema,
  }),
} as const;

export const guestClimateApi = {
  energy: defineEndpoint({
    method: 'GET',
    path: '/api/guest/climate/energy',
    auth: 'guest',
    summary: "The current stay's energy per night beside the park's average stay",
    response: stayEnergySchema,
  }),
} as const;
