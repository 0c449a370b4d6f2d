import { DEFAULT_CHECK_OUT_GRACE_MINUTES, DEFAULT_ECO_SETPOINT, checkOutChecklistItemSchema, type AppLanguage, type CheckOutChecklistItem, type CheckOutSettings } from '@stay/contract';
import { z } from 'zod';
import type { DbOrTrx } from '../../db/database';
import { DEFAULT_CHECK_OUT_CHECKLIST } from './default-checklist';

const storedChecklistSchema = z.array(checkOutChecklistItemSchema);

export const DEFAULT_CHECK_OUT_SETTINGS: CheckOutSettings = {
  checklist: [...DEFAULT_CHECK_OUT_CHECKLIST],
  ecoSetpoint: DEFAULT_ECO_SETPOINT,
  graceMinutes: DEFAULT_CHECK_OUT_GRACE_MINUTES,
};

/** The location's settings, or the defaults while it has saved none (and for reservations without a location). */
export async function loadCheckOutSettings(db: DbOrTrx, locationId: string | null): Promise<CheckOutSettings> {
  if (locationId === null) return DEFAULT_CHECK_OUT_SETTINGS;
  const row = await db.selectFrom('check_out_settings').selectAll().where('location_id', '=', locationId).executeTakeFirst();
  if (!row) return DEFAULT_CHECK_OUT_SETTINGS;
  return { checklist: storedChecklistSchema.parse(JSON.parse(row.checklist)), ecoSetpoint: Number(row.eco_setpoint), graceMinutes: row.grace_minutes };
}

export async function saveCheckOutSettings(db: DbOrTrx, locationId: string, settings: CheckOutSettings, at: Date): Promise<void> {
  const values = {
    checklist: JSON.stringify(settings.checklist),
    eco_setpoint: settings.ecoSetpoint,
    grace_minutes: settings.graceMinutes,
    updated_at: at.toISOString(),
  };
  await db
    .insertInto('check_out_settings')
    .values({ location_id: locationId, ...values })
    .onConflict((conflict) => conflict.column('location_id').doUpdateSet(values))
    .execute();
}

/** An item in the reader's language; a missing language reads English. */
export const checklistTextIn = (item: CheckOutChecklistItem, language: AppLanguage): string => (language === 'en' ? item.en : (item[language] ?? item.en));
