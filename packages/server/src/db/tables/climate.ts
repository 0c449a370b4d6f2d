/** A location's climate rules (°C; flags 0/1; the quiet minutes null when off). */
export interface ClimateRulesTable {
  location_id: string;
  eco_setpoint: number;
  comfort_setpoint: number;
  guest_min: number;
  guest_max: number;
  is_pre_heat_on: number;
  is_eco_after_check_on: number;
  vacant_eco_after_minutes: number | null;
  updated_at: string;
}

/**
 * A setpoint the climate rules gave a suite: one row per decision (`decision_key`, unique per suite: inserting it is
 * the claim). `from_temperature` and `reached_at` measure a pre-heat's warm-up.
 */
export interface ClimateActionsTable {
  id: string;
  accommodation_id: string;
  location_id: string;
  decision_key: string;
  at: string;
  setpoint: number;
  /** A ClimateReason. */
  reason: string;
  /** 1 when every thermostat answered with the setpoint. */
  is_done: number;
  from_temperature: number | null;
  reached_at: string | null;
}

/** A suite's warm-up rate (°C per hour), measured on its last pre-heat. */
export interface SuiteWarmUpTable {
  accommodation_id: string;
  rate: number;
  measured_at: string;
}

/** A suite's energy on a calendar day (the location's), per stay (`reservation_id` '' between stays). */
export interface ClimateEnergyTable {
  accommodation_id: string;
  day: string;
  reservation_id: string;
  location_id: string;
  /** Metered kWh (only from thermostats that report energy). */
  kwh: number;
  heating_minutes: number;
  /** 1 when a thermostat with a meter counted towards this row. */
  is_metered: number;
}

/** A thermostat's last meter reading (null: it meters nothing) and when the climate job last looked at it. */
export interface ClimateMetersTable {
  domotica_id: string;
  energy: number | null;
  looked_at: string;
}
