import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    notificationSettings: typeof en;
  }
}

const namespace = defineNamespace('notificationSettings', { en, nl, de, fr });

/** `useTranslation` with the notification settings page's texts and the shared ones. */
export function useNotificationSettingsTranslation() {
  return useNamespaceTranslation(namespace);
}
