import {
  chatActionSchema,
  DEFAULT_EMERGENCY_PHONE,
  menuItemSchema,
  userSettingsSchema,
  type KnownRole,
  type UserSettings,
} from '@stay/contract';
import { z } from 'zod';
import type { SettingRecord } from './repository';

export const SETTING_NAMES = ['permissions', 'mainMenu', 'settingsMenu', 'chatActions'] as const;

/** The scopes that apply to a user, least specific first. */
export function settingScopesFor(role: KnownRole, locationId: string | null): string[] {
  return ['global', `role:${role}`, ...(locationId ? [`location:${locationId}`] : [])];
}

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Objects merge key by key (recursively); anything else in `override` replaces what `base` had. */
export function deepMerge(base: PlainObject, override: PlainObject): PlainObject {
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (UNSAFE_KEYS.has(key)) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

const listSchemas = {
  mainMenu: z.array(menuItemSchema),
  settingsMenu: z.array(menuItemSchema),
  chatActions: z.array(chatActionSchema),
};

/**
 * User settings from the scopes in order (global → role → location): permissions deep-merge, the more
 * specific scope winning per key; menus and chat actions come whole from the most specific scope that has
 * them. Without any emergencyPhone the default number applies. Throws when a stored value has the wrong shape.
 */
export function mergeSettings(records: readonly SettingRecord[], scopes: readonly string[]): UserSettings {
  const ordered = [...records]
    .filter((record) => scopes.includes(record.scope))
    .sort((a, b) => scopes.indexOf(a.scope) - scopes.indexOf(b.scope));

  let permissions: PlainObject = { emergencyPhone: DEFAULT_EMERGENCY_PHONE };
  const lists: Partial<Record<keyof typeof listSchemas, unknown>> = {};
  for (const record of ordered) {
    if (record.name === 'permissions' && isPlainObject(record.value)) permissions = deepMerge(permissions, record.value);
    if (record.name in listSchemas) lists[record.name as keyof typeof listSchemas] = record.value;
  }

  return userSettingsSchema.parse({
    permissions,
    mainMenu: listSchemas.mainMenu.parse(lists.mainMenu ?? []),
    settingsMenu: listSchemas.settingsMenu.parse(lists.settingsMenu ?? []),
    chatActions: listSchemas.chatActions.parse(lists.chatActions ?? []),
  });
}
