import { APP_LANGUAGES, missingLanguages, type AppLanguage, type TextInLanguages } from '@stay/contract';

/** The language a reader of `language` sees a text in (the rule of `textInLanguage`: theirs, the fallback, English). */
export function shownLanguage(text: TextInLanguages, language: AppLanguage, fallback: AppLanguage): AppLanguage {
  const missing = missingLanguages(text, APP_LANGUAGES);
  if (!missing.includes(language)) return language;
  return missing.includes(fallback) ? 'en' : fallback;
}

/** The languages missing in any of the texts (an editor's form with several fields), in the app's order. */
export function missingInAny(texts: readonly TextInLanguages[]): AppLanguage[] {
  const missing = new Set(texts.flatMap((text) => missingLanguages(text, APP_LANGUAGES)));
  return APP_LANGUAGES.filter((language) => missing.has(language));
}

const SUFFIXES = { nl: 'Nl', de: 'De', fr: 'Fr' } as const satisfies Record<Exclude<AppLanguage, 'en'>, string>;
type Suffix = (typeof SUFFIXES)[keyof typeof SUFFIXES];

/** A text field's key in a language, as the wire and the forms name them: `name` (English), `nameNl`, `nameDe`, `nameFr`. */
export function fieldInLanguage<Field extends string>(field: Field, language: AppLanguage): Field | `${Field}${Suffix}` {
  return language === 'en' ? field : `${field}${SUFFIXES[language]}`;
}

/** A form's or a wire object's texts of one field in every language (null, undefined or blank: missing). */
export function textsOfField<Field extends string>(
  source: { [K in Field]: string } & Partial<Record<`${Field}${Suffix}`, string | null>>,
  field: Field,
): TextInLanguages {
  const texts = source as Record<string, string | null | undefined>;
  return { en: source[field], nl: texts[`${field}Nl`], de: texts[`${field}De`], fr: texts[`${field}Fr`] };
}
