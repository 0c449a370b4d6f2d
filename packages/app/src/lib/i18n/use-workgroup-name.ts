import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from './locales/en';

type KnownWorkgroup = keyof typeof en.workgroups;
const isKnownWorkgroup = (key: string): key is KnownWorkgroup => Object.hasOwn(en.workgroups, key);

/**
 * A workgroup's name as people read it: the park's workgroups (stored in the ERP's spelling, such as `Housekeeping`
 * or `BACKOFFICE`) in the reader's language; any other workgroup as it is stored.
 */
export function workgroupNameOf(t: (key: `workgroups.${KnownWorkgroup}`) => string, name: string): string {
  const key = name.trim().toLowerCase();
  return isKnownWorkgroup(key) ? t(`workgroups.${key}`) : name;
}

/** {@link workgroupNameOf} with the shared texts of the app's language. */
export function useWorkgroupName(): (name: string) => string {
  const { t } = useTranslation('shared');
  return useCallback((name: string) => workgroupNameOf((key) => t(key), name), [t]);
}
