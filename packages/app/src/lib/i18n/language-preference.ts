import type { i18n as I18n } from 'i18next';
import { linkManifest } from '@/lib/pwa/manifest-link';
import { SUPPORTED_LANGUAGES, browserLanguages, detectLanguage, type Language } from './languages';

/** Kept apart from the session, so signing out keeps the person's language. */
export const LANGUAGE_STORAGE_KEY = 'stay.language';

const isLanguage = (value: unknown): value is Language => (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);

/** The language the person chose in the app, if any. */
export function storedLanguage(storage: Pick<Storage, 'getItem'>): Language | undefined {
  try {
    const value = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A choice made in the app wins over the browser's preference. */
export function initialLanguage(storage: Pick<Storage, 'getItem'>, preferred: readonly string[] = browserLanguages()): Language {
  return storedLanguage(storage) ?? detectLanguage(preferred);
}

/** Switches the app's texts, remembers the choice and tells the document (screen readers, hyphenation). */
export async function chooseLanguage(i18n: I18n, language: Language, storage: Pick<Storage, 'setItem'>): Promise<void> {
  rememberLanguage(language, storage);
  await i18n.changeLanguage(language);
}

/** Remembers the choice on this device and tells the document; the texts are the caller's to switch. */
export function rememberLanguage(language: Language, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or blocked: the choice still holds until the page reloads.
  }
  applyDocumentLanguage(language);
}

/**
 * Tells the document its language: screen readers and hyphenation follow `lang`, and the linked web app manifest
 * (the installed app's name and description) is the one in that language.
 */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  linkManifest(language, document);
}
