import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';
import { defineNamespace } from './namespace';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shared: typeof en;
  }
}

/** The texts every screen may use; loaded with the app, and the fallback for every other namespace. */
export const sharedNamespace = defineNamespace('shared', { en, nl, de, fr });
