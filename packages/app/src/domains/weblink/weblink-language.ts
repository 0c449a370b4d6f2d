import { WEBLINK_LANGUAGES, type WeblinkLanguage } from '@stay/contract';

/** The web link language of the app's language ('nl-NL' → 'nl'); English for anything else. */
export function weblinkLanguageOf(language: string): WeblinkLanguage {
  const base = language.toLowerCase().split('-')[0];
  return (WEBLINK_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as WeblinkLanguage) : 'en';
}

/** A category's name in the person's language: the Dutch name in Dutch when it has one, else the English one. */
export function categoryNameOf(category: { name: string; nameNl: string | null }, language: string): string {
  return weblinkLanguageOf(language) === 'nl' && category.nameNl ? category.nameNl : category.name;
}
