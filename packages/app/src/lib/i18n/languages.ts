export const SUPPORTED_LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The app speaks Dutch to a browser that prefers Dutch (nl, nl-NL, nl-BE …) and English to every other browser. */
export function detectLanguage(preferred: readonly string[]): Language {
  const first = preferred[0]?.toLowerCase() ?? '';
  return first === 'nl' || first.startsWith('nl-') ? 'nl' : 'en';
}

/** The browser's preferred languages, most preferred first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
