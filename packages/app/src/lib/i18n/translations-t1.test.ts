import { describe, expect, it } from 'vitest';

/**
 * The German and French texts of the chat, account, complaint detail, shop, products admin, app update, form
 * validator, shared and error namespaces: the same keys as English, every placeholder kept, no placeholder added,
 * nothing left in English. The locale files are globbed rather than imported: lib never imports domains or features.
 */
const localeModules = import.meta.glob<Record<string, unknown>>(
  [
    '../../domains/chat/locales/{en,de,fr}.ts',
    '../../features/{account,complaint-detail,shop,catalogue-admin}/locales/{en,de,fr}.ts',
    '../{pwa,forms,errors}/locales/{en,de,fr}.ts',
    './locales/{en,de,fr}.ts',
  ],
  { eager: true },
);

/** Each namespace's folder, as the glob above names it ('.' is the shared texts' own). */
const NAMESPACES = [
  '../../domains/chat',
  '../../features/account',
  '../../features/complaint-detail',
  '../../features/shop',
  '../../features/catalogue-admin',
  '../pwa',
  '../forms',
  '.',
  '../errors',
] as const;

const TRANSLATIONS = ['de', 'fr'] as const;
type Translation = (typeof TRANSLATIONS)[number];

/** Texts (placeholders and the spaces around them left out) that read the same in English and in the translation: names, loanwords, formats. */
const SAME_AS_ENGLISH: Record<Translation, ReadonlySet<string>> = {
  de: new Set(['Stay Companion', 'Chat', 'Chats', 'Guide', 'Team', 'Park', 'Support', 'Management', 'Admin', 'Name', 'Newsletter', 'Details', 'Extras', 'Normal']),
  fr: new Set(['Stay Companion', 'Guide', 'Message', 'Messages', 'Suggestions', 'suggestion', 'suggestions', 'Services', 'Newsletter', 'Actions', 'Notes', 'note', 'notes', 'Inactive', 'Description', 'Image', 'Total']),
};

type Texts = { [key: string]: string | Texts };

function textsOf(folder: string, language: string): Texts {
  const module = localeModules[`${folder}/locales/${language}.ts`];
  const texts = module?.[language];
  if (!texts) throw new Error(`${folder}/locales/${language}.ts does not export \`${language}\``);
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

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort().join();
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '').trim();
/** A text with no letters outside its placeholders ("{{subject}}, {{when}}", "+ {{price}}") has nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(withoutPlaceholders(text));

/** The keys one side has and the other lacks. */
function differingKeys(english: Map<string, string>, translated: Map<string, string>): string[] {
  return [...english.keys(), ...translated.keys()].filter((key) => !english.has(key) || !translated.has(key));
}

/** The texts whose placeholders are not exactly the English text's. */
function differingPlaceholders(english: Map<string, string>, translated: Map<string, string>): string[] {
  return [...english]
    .filter(([key, text]) => translated.has(key) && placeholdersOf(translated.get(key) ?? '') !== placeholdersOf(text))
    .map(([key, text]) => `${key}: ${text} → ${translated.get(key)}`);
}

/** The texts still written as in English, unless English and the translation share the word. */
function leftInEnglish(english: Map<string, string>, translated: Map<string, string>, language: Translation): string[] {
  return [...english]
    .filter(([key, text]) => translated.get(key) === text && hasWords(text) && !SAME_AS_ENGLISH[language].has(withoutPlaceholders(text)))
    .map(([key, text]) => `${key}: ${text}`);
}

describe.each(NAMESPACES)('the namespace in %s', (folder) => {
  const english = flatten(textsOf(folder, 'en'));

  it('has English texts to compare with', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  describe.each(TRANSLATIONS)('in %s', (language) => {
    const translated = flatten(textsOf(folder, language));

    it('has exactly the English keys', () => {
      expect(differingKeys(english, translated)).toEqual([]);
    });

    it('keeps every placeholder of the English text and adds none', () => {
      expect(differingPlaceholders(english, translated)).toEqual([]);
    });

    it('leaves no text in English', () => {
      expect(leftInEnglish(english, translated, language)).toEqual([]);
    });
  });
});

describe('the translation checks', () => {
  const english = flatten({ chat: { open: 'Open {{name}}', empty: 'No messages yet', title: 'Chat', when: '{{day}}, {{time}}' } });

  it('find a missing or an extra key', () => {
    expect(differingKeys(english, flatten({ chat: { open: 'Öffnen {{name}}', title: 'Chat', when: '{{day}}, {{time}}', extra: 'x' } }))).toEqual([
      'chat.empty',
      'chat.extra',
    ]);
  });

  it('find a lost or a renamed placeholder', () => {
    expect(differingPlaceholders(english, flatten({ chat: { open: 'Öffnen', when: '{{day}}, {{hour}}' } }))).toHaveLength(2);
  });

  it('find a text left in English, but not a shared word nor a text of placeholders only', () => {
    expect(leftInEnglish(english, english, 'de')).toEqual(['chat.open: Open {{name}}', 'chat.empty: No messages yet']);
  });
});
