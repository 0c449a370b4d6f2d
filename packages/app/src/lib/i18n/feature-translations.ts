import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from './i18n';

export type FeatureResources = Record<Language, Record<string, unknown>>;

/** Adds a feature's texts as their own namespace, once per i18n instance. */
export function ensureFeatureTranslations(i18n: I18n, namespace: string, resources: FeatureResources): void {
  if (i18n.hasResourceBundle('en', namespace)) return;
  for (const [language, bundle] of Object.entries(resources)) i18n.addResourceBundle(language, namespace, bundle, true, false);
}

/**
 * `useTranslation` for a lazily loaded feature whose texts travel with its own chunk (so none of them weigh on
 * /login): keys are looked up in the feature's namespace first, then in the app's shared texts (`common.*`).
 */
export function useFeatureTranslation(namespace: string, resources: FeatureResources) {
  const { i18n } = useTranslation();
  ensureFeatureTranslations(i18n, namespace, resources);
  return useTranslation([namespace, 'translation'], { nsMode: 'fallback' });
}
