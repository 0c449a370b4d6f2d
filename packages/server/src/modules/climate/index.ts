/**
 * The climate rules of a location and what they do: an eco setpoint while a suite is empty, the comfort setpoint by
 * the arrival (pre-heating from the suite's measured warm-up rate), the guest range the controls are held to, eco
 * again after the check-out or departure and after a quiet spell with every door locked. The climate job carries
 * them out and logs every setpoint per suite; it counts the thermostats' energy per suite, day and stay. Owns
 * `climate_rules`, `climate_actions`, `suite_warm_up`, `climate_energy`, `climate_meters`.
 */
import type { AppModule } from '../../http/app-module';
import { findClimateRules } from './rules-repository';
import { registerClimateRoutes } from './routes';
import { createClimateService } from './service';

export const climateModule: AppModule = {
  name: 'climate',
  register(app, { db, guestTemperatureRanges }) {
    registerClimateRoutes(app, createClimateService({ db }));
    guestTemperatureRanges.provide(async (reader, locationId) => {
      const rules = await findClimateRules(reader, locationId);
      return rules ? { min: rules.guestMin, max: rules.guestMax } : null;
    });
  },
};

export { secureSuiteAfterCheckOut } from './after-check-out';
export { startClimateJob } from './climate-job';
export { claimClimateAction } from './actions-repository';
export { insertEnergyIfMissing } from './energy-repository';
export { insertClimateRulesIfMissing } from './rules-repository';
