import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    guideTags: typeof en;
  }
}

const namespace = defineNamespace('guideTags', { en, nl, de, fr });

type KnownTag = keyof typeof en;
const isKnownTag = (tag: string): tag is KnownTag => Object.hasOwn(en, tag);

/** A guide's interest tag in the person's language; a tag the app does not know shows as it is stored. */
export function useGuideTagLabel(): (tag: string) => string {
  const { t } = useNamespaceTranslation(namespace);
  return (tag) => (isKnownTag(tag) ? t(tag) : tag);
}
