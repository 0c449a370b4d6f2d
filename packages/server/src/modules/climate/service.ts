import {
  CLIMATE_REASONS,
  DEFAULT_CLIMATE_RULES,
  DEFAULT_TIME_ZONE,
  type ClimateAction,
  type ClimateEnergyReport,
  type ClimateReason,
  type ClimateRules,
  type StayEnergy,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller, StaffCaller } from '../../http/caller';
import { findLocation } from '../locations';
import { listClimateActions } from './actions-repository';
import { energyReportOf } from './energy-report';
import { findClimateRules, saveClimateRules } from './rules-repository';
import { stayEnergyOf } from './stay-energy';

/** The newest actions a list shows. */
const ACTION_LIST_LIMIT = 200;
const DEFAULT_REPORT_WEEKS = 4;

const asReason = (reason: string): ClimateReason => (CLIMATE_REASONS as readonly string[]).includes(reason) ? (reason as ClimateReason) : 'EMPTY';

/** Management keeps the rules; backoffice reads them, the log and the energy. */
export function createClimateService({ db }: { db: Db }) {
  function locationOf(staff: StaffCaller, roles: readonly StaffCaller['role'][]): string {
    if (!roles.includes(staff.role)) throw new AppError('UNAUTHORIZED', 'Only management keeps the climate rules');
    if (staff.locationId === null) throw new AppError('LOCATION_NOT_FOUND');
    return staff.locationId;
  }
  const reader = (staff: StaffCaller) => locationOf(staff, ['MANAGEMENT', 'BACKOFFICE']);

  const rulesAt = async (locationId: string): Promise<ClimateRules> => (await findClimateRules(db, locationId)) ?? DEFAULT_CLIMATE_RULES;

  return {
    rules: (staff: StaffCaller): Promise<ClimateRules> => rulesAt(reader(staff)),

    async saveRules(staff: StaffCaller, now: Date, rules: ClimateRules): Promise<ClimateRules> {
      const locationId = locationOf(staff, ['MANAGEMENT']);
      await saveClimateRules(db, locationId, rules, now);
      return rulesAt(locationId);
    },

    async actions(staff: StaffCaller, suiteId: string | undefined): Promise<ClimateAction[]> {
      const rows = await listClimateActions(db, { locationId: reader(staff), suiteId, limit: ACTION_LIST_LIMIT });
      return rows.map((row) => ({
        suiteId: row.accommodation_id,
        suiteName: row.suite_name,
        at: row.at,
        setpoint: Number(row.setpoint),
        reason: asReason(row.reason),
        isDone: row.is_done === 1,
      }));
    },

    async energy(staff: StaffCaller, now: Date, weeks = DEFAULT_REPORT_WEEKS): Promise<ClimateEnergyReport> {
      const locationId = reader(staff);
      const [location, rules] = await Promise.all([findLocation(db, locationId), rulesAt(locationId)]);
      return energyReportOf(db, locationId, location?.time_zone ?? DEFAULT_TIME_ZONE, rules, weeks, now);
    },

    async stayEnergy(guest: GuestCaller, now: Date): Promise<StayEnergy> {
      if (guest.reservationId === null || guest.locationId === null) throw new AppError('RESERVATION_NOT_FOUND');
      return stayEnergyOf(db, guest.locationId, guest.reservationId, now);
    },
  };
}

export type ClimateService = ReturnType<typeof createClimateService>;
