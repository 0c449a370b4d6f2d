import { describe, expect, it } from 'vitest';

/**
 * Every namespace's German and French texts against its English ones: the same keys, every `{{placeholder}}` and
 * `<tag>` carried over, nothing left in English. The locale files are globbed (lib never imports domains or features),
 * so a new namespace is checked from the day it is written.
 */
const localeModules = import.meta.glob<Record<string, Texts>>(
  ['../../{features,domains,components}/*/locales/{en,de,fr}.ts', '../*/locales/{en,de,fr}.ts', './locales/{en,de,fr}.ts'],
  { eager: true },
);

type Translation = 'de' | 'fr';
type Texts = { [key: string]: string | Texts };

/**
 * The texts that are the same words in English: names, loanwords, abbreviations and units. Any other German or French
 * text equal to its English source is a text left untranslated.
 */
const SAME_AS_ENGLISH: Record<Translation, ReadonlySet<string>> = {
  de: new Set([
    'Stay Companion', 'Admin', 'App', 'Bio', 'Guides', 'Browser', 'Chat', 'Chats', 'Dashboard', 'Demo', 'Details',
    'Extras', 'FAQ', 'Guide', 'Airbnb', 'Booking.com', 'Vrbo / Abritel', 'FeWo-direkt', 'Status', 'Guide {{name}}',
    'Link', 'Management', 'Name', 'Newsletter', 'Normal', 'Offline', 'Park', 'Screenshot', 'Service', 'Services',
    'Suite', 'Support', 'Team', 'Team {{value}}', 'Text', 'Version {{version}}', '{{value}} °C', 'https://…',
    'Zigbee2MQTT', 'Simulator', '21 °C', 'Thermostat', 'Webhooks', 'kWh', '{{value}} kWh',
  ]),
  fr: new Set([
    'Stay Companion', 'Actions', 'Bio', 'Chat', 'Guides', 'Photo', 'Question', 'Question {{number}}', 'Maintenance',
    'Culture', 'Description', 'Exception', 'Excursion', 'FAQ', 'Guide', 'Image', 'Airbnb', 'Booking.com',
    'Vrbo / Abritel', 'FeWo-direkt', 'Options', 'Inactive', 'Message', 'Messages', 'Nature', 'Newsletter', 'Notes',
    'Notifications', 'Page', 'Service', 'Services', 'Suggestions', 'Suite', 'Total', 'Version {{version}}', 'min',
    'note', 'notes', 'suggestion', 'suggestions', '{{value}} °C', 'https://…', '{{count}} note', '{{count}} notes',
    '{{count}} suite', '{{count}} suites', 'Guide {{name}}', 'Image {{name}}', '{{count}} suggestion',
    '{{count}} suggestions', 'Zigbee2MQTT', 'Webhooks', 'Thermostat', '21 °C', 'kWh', '{{value}} kWh', '{{value}} h',
  ]),
};

/** Every text of a namespace by its dotted key. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** The `{{placeholders}}` and `<tags>` a text must carry over to its translations, sorted. */
function markersOf(text: string): string[] {
  const placeholders = [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<\/?[a-zA-Z][\w-]*\s*\/?>/g)].map((match) => match[0]);
  return [...placeholders, ...tags].sort();
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A text with no letters outside its placeholders ("{{subject}}, {{when}}") has nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

/** What is wrong with a translation of `english`: keys missing or extra, empty texts, markers lost, texts left in English. */
export function translationProblems(english: Texts, translated: Texts, sameAsEnglish: ReadonlySet<string>) {
  const source = flatten(english);
  const target = flatten(translated);
  return {
    missingKeys: [...source.keys()].filter((key) => !target.has(key)),
    extraKeys: [...target.keys()].filter((key) => !source.has(key)),
    empty: [...target].filter(([, text]) => text.trim() === '').map(([key]) => key),
    lostMarkers: [...source]
      .filter(([key, text]) => target.has(key) && markersOf(target.get(key) ?? '').join() !== markersOf(text).join())
      .map(([key]) => key),
    untranslated: [...source]
      .filter(([key, text]) => normalised(target.get(key) ?? '') === normalised(text) && hasWords(text) && !sameAsEnglish.has(normalised(text)))
      .map(([key, text]) => `${key}: ${text}`),
  };
}

const NO_PROBLEMS = { missingKeys: [], extraKeys: [], empty: [], lostMarkers: [], untranslated: [] };

function textsIn(file: string, language: string): Texts {
  const texts = localeModules[file]?.[language];
  if (!texts) throw new Error(`${file} does not export \`${language}\``);
  return texts;
}

const NAMESPACE_FOLDERS = Object.keys(localeModules)
  .filter((file) => file.endsWith('/locales/en.ts'))
  .map((file) => file.replace(/\/locales\/en\.ts$/, ''));

describe('German and French texts', () => {
  it('cover every namespace of the app', () => {
    expect(NAMESPACE_FOLDERS.length).toBeGreaterThan(40);
  });

  describe.each(NAMESPACE_FOLDERS)('%s', (folder) => {
    it.each(['de', 'fr'] as const)('%s: every key and marker of English, nothing left in English', (language) => {
      const english = textsIn(`${folder}/locales/en.ts`, 'en');
      const translated = textsIn(`${folder}/locales/${language}.ts`, language);
      expect(translationProblems(english, translated, SAME_AS_ENGLISH[language])).toEqual(NO_PROBLEMS);
    });
  });
});

describe('the translation check', () => {
  const english = { title: 'Rooms', nested: { greeting: 'Hello {{name}}', range: '{{from}}–{{till}}', chat: 'Chat', save: 'Save', bold: 'Read <b>this</b>' } };

  it('finds a missing, an extra and an empty key, and a lost placeholder or tag', () => {
    const broken = { title: '', extra: 'x', nested: { greeting: 'Hallo', range: '{{from}}–{{till}}', chat: 'Chat', bold: 'Lies das' } };
    expect(translationProblems(english, broken, new Set(['Chat']))).toEqual({
      ...NO_PROBLEMS,
      missingKeys: ['nested.save'],
      extraKeys: ['extra'],
      empty: ['title'],
      lostMarkers: ['nested.greeting', 'nested.bold'],
    });
  });

  it('finds texts left in English, but not shared words nor texts without words', () => {
    const leftInEnglish = { title: 'Zimmer', nested: { greeting: 'Hello {{name}}', range: '{{from}}–{{till}}', chat: 'Chat', save: 'Save', bold: 'Lies <b>das</b>' } };
    expect(translationProblems(english, leftInEnglish, new Set(['Chat'])).untranslated).toEqual(['nested.greeting: Hello {{name}}', 'nested.save: Save']);
  });
});
