import { describe, expect, it } from 'vitest';

/**
 * The German and French texts of the booking, availability, web links, guest home, staff ratings, announcements,
 * activation, staff reservations and suite controls namespaces: the same keys as English, every placeholder kept,
 * nothing left in English. The locale files are globbed rather than imported: lib never imports features.
 */
const NAMESPACES = [
  'booking',
  'availability',
  'weblinks-admin',
  'guest-home',
  'staff-ratings',
  'announcements-admin',
  'reservation-activation',
  'staff-reservations',
  'suite-controls',
] as const;

const TRANSLATIONS = ['de', 'fr'] as const;

const localeModules = import.meta.glob<Record<string, unknown>>(
  '../../features/{booking,availability,weblinks-admin,guest-home,staff-ratings,announcements-admin,reservation-activation,staff-reservations,suite-controls}/locales/{en,de,fr}.ts',
  { eager: true },
);

/** Texts that read the same in English and in the translation: names, loanwords and codes the languages share. */
const SAME_AS_ENGLISH: Record<(typeof TRANSLATIONS)[number], ReadonlySet<string>> = {
  de: new Set(['App', 'Chat', 'Demo', 'Guide', 'Guide {{name}}', 'Link', 'Name', 'Offline', 'Services', 'Team {{value}}', 'Text', 'Version {{version}}', '{{value}} °C']),
  fr: new Set(['Chat', 'Description', 'Exception', 'Guide', 'Page', 'Services', 'Version {{version}}', '{{value}} °C']),
};

type Texts = { [key: string]: string | Texts };

function textsOf(namespace: string, language: string): Texts {
  const module = localeModules[`../../features/${namespace}/locales/${language}.ts`];
  const texts = module?.[language];
  if (!texts) throw new Error(`features/${namespace}/locales/${language}.ts does not export \`${language}\``);
  return texts as Texts;
}

/** Every text of a namespace by its dotted key. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [innerKey, text] of flatten(value, path)) flat.set(innerKey, text);
  }
  return flat;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]);
/** A text with no letters outside its placeholders ("{{from}}–{{till}}", "–") has nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

/** What is wrong with a translation: keys it misses or adds, English placeholders it lost, texts left in English. */
function problemsOf(english: Texts, translation: Texts, sameAsEnglish: ReadonlySet<string>) {
  const source = flatten(english);
  const translated = flatten(translation);
  return {
    missingKeys: [...source.keys()].filter((key) => !translated.has(key)),
    extraKeys: [...translated.keys()].filter((key) => !source.has(key)),
    lostPlaceholders: [...source]
      .filter(([key, text]) => translated.has(key) && placeholdersOf(text).some((name) => !placeholdersOf(translated.get(key) ?? '').includes(name)))
      .map(([key]) => key),
    untranslated: [...source]
      .filter(([key, text]) => translated.get(key) === text && hasWords(text) && !sameAsEnglish.has(text))
      .map(([key, text]) => `${key}: ${text}`),
  };
}

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  const english = textsOf(namespace, 'en');

  it('has English texts to compare with', () => {
    expect(flatten(english).size).toBeGreaterThan(10);
  });

  it.each(TRANSLATIONS)('in %s has every English key and placeholder, and no text left in English', (language) => {
    expect(problemsOf(english, textsOf(namespace, language), SAME_AS_ENGLISH[language])).toEqual({
      missingKeys: [],
      extraKeys: [],
      lostPlaceholders: [],
      untranslated: [],
    });
  });
});

describe('a translation check', () => {
  const english = { title: 'Rooms', nested: { greeting: 'Hello {{name}}', range: '{{from}}–{{till}}', chat: 'Chat', save: 'Save' } };

  it('finds a missing key, an extra key and a lost placeholder', () => {
    const broken = { title: 'Zimmer', extra: 'Mehr', nested: { greeting: 'Hallo', range: '{{from}}–{{till}}', chat: 'Chat' } };
    expect(problemsOf(english, broken, new Set(['Chat']))).toEqual({
      missingKeys: ['nested.save'],
      extraKeys: ['extra'],
      lostPlaceholders: ['nested.greeting'],
      untranslated: [],
    });
  });

  it('finds texts left in English, but not shared words nor texts without words', () => {
    const leftInEnglish = { title: 'Zimmer', nested: { greeting: 'Hello {{name}}', range: '{{from}}–{{till}}', chat: 'Chat', save: 'Save' } };
    expect(problemsOf(english, leftInEnglish, new Set(['Chat'])).untranslated).toEqual(['nested.greeting: Hello {{name}}', 'nested.save: Save']);
  });
});
