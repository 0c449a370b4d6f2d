import type { AppLanguage } from '../entities/language';

/**
 * A text of content (a product name, a chapter, a question) as written in each language. English is always there;
 * the other languages may be missing (null, undefined or empty).
 */
export type TextInLanguages = { en: string } & Partial<Record<Exclude<AppLanguage, 'en'>, string | null>>;

/**
 * What a reader of `language` sees: their language, else the location's default language, else English.
 * `fallback` is the location's default language.
 */
export function textInLanguage(text: TextInLanguages, language: AppLanguage, fallback: AppLanguage = 'en'): string {
  return present(text[language]) ?? present(text[fallback]) ?? text.en;
}

/** The languages a text is missing in (what an editor marks), English never. */
export function missingLanguages(text: TextInLanguages, languages: readonly AppLanguage[]): AppLanguage[] {
  return languages.filter((language) => language !== 'en' && present(text[language]) === undefined);
}

/**
 * A row's text in every language, from its columns `<field>` (English) and `<field>_nl`, `<field>_de`, `<field>_fr`:
 * the one shape content tables store translations in.
 */
export function rowTexts<Field extends string>(
  row: { [K in Field]: string } & Partial<Record<`${Field}_${Exclude<AppLanguage, 'en'>}`, string | null>>,
  field: Field,
): TextInLanguages {
  const columns = row as Record<string, string | null | undefined>;
  return { en: row[field], nl: columns[`${field}_nl`], de: columns[`${field}_de`], fr: columns[`${field}_fr`] };
}

const present = (value: string | null | undefined): string | undefined => (value === null || value === undefined || value.trim() === '' ? undefined : value);
