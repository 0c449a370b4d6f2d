import type { ClimateRules } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import type { ClimateRulesTable } from '../../db/tables/climate';

const toRules = (row: Omit<ClimateRulesTable, 'location_id' | 'updated_at'>): ClimateRules => ({
  ecoSetpoint: Number(row.eco_setpoint),
  comfortSetpoint: Number(row.comfort_setpoint),
  guestMin: Number(row.guest_min),
  guestMax: Number(row.guest_max),
  isPreHeatOn: row.is_pre_heat_on === 1,
  isEcoAfterCheckOn: row.is_eco_after_check_on === 1,
  vacantEcoAfterMinutes: row.vacant_eco_after_minutes === null ? null : Number(row.vacant_eco_after_minutes),
});

/** The location's saved rules; undefined while it has saved none (the rules then do nothing). */
export async function findClimateRules(db: DbOrTrx, locationId: string): Promise<ClimateRules | undefined> {
  const row = await db.selectFrom('climate_rules').selectAll().where('location_id', '=', locationId).executeTakeFirst();
  return row ? toRules(row) : undefined;
}

/** Every location with saved rules: the ones the climate job looks after. */
export async function listClimateRules(db: DbOrTrx): Promise<Array<{ locationId: string; rules: ClimateRules }>> {
  const rows = await db.selectFrom('climate_rules').selectAll().orderBy('location_id').execute();
  return rows.map((row) => ({ locationId: row.location_id, rules: toRules(row) }));
}

const rowOf = (rules: ClimateRules, at: Date): Omit<ClimateRulesTable, 'location_id'> => ({
  eco_setpoint: rules.ecoSetpoint,
  comfort_setpoint: rules.comfortSetpoint,
  guest_min: rules.guestMin,
  guest_max: rules.guestMax,
  is_pre_heat_on: rules.isPreHeatOn ? 1 : 0,
  is_eco_after_check_on: rules.isEcoAfterCheckOn ? 1 : 0,
  vacant_eco_after_minutes: rules.vacantEcoAfterMinutes,
  updated_at: at.toISOString(),
});

export async function saveClimateRules(db: DbOrTrx, locationId: string, rules: ClimateRules, at: Date): Promise<void> {
  const values = rowOf(rules, at);
  await db
    .insertInto('climate_rules')
    .values({ location_id: locationId, ...values })
    .onConflict((conflict) => conflict.column('location_id').doUpdateSet(values))
    .execute();
}

/** Saves the rules unless the location has its own already (the demo's seed). */
export async function insertClimateRulesIfMissing(db: DbOrTrx, locationId: string, rules: ClimateRules, at: Date): Promise<void> {
  await db
    .insertInto('climate_rules')
    .values({ location_id: locationId, ...rowOf(rules, at) })
    .onConflict((conflict) => conflict.column('location_id').doNothing())
    .execute();
}
