import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

/** The namespaces whose German and French texts this file checks: folder under src → namespace name. */
const NAMESPACES = {
  'features/bike-rentals': 'bikeRentals',
  'features/complaints': 'complaints',
  'features/staff-dashboard': 'staffDashboard',
  'domains/complaint': 'complaint',
  'features/announcement-modal': 'announcementModal',
  'domains/weblink': 'weblink',
  'features/staff-shell': 'staffShell',
  'features/guide-selection': 'guideSelection',
  'features/demo-area': 'demoArea',
  'features/bug-reports-admin': 'bugReportsAdmin',
  'features/wait-screen': 'waitScreen',
  'features/staff-deliveries': 'staffDeliveries',
  'features/file-complaint': 'fileComplaint',
  'features/auth': 'auth',
  'features/guest-faq': 'guestFaq',
  'features/chat-detail': 'chatContext',
  'domains/push': 'push',
  'components/rich-text-editor': 'richTextEditor',
  'features/notification-settings': 'notificationSettings',
  'features/guest-shell': 'guestShell',
  'features/bug-report': 'bugReport',
  'features/stay-rating': 'stayRating',
  'features/status-pages': 'statusPages',
  'domains/order': 'order',
  'domains/staff-reservation': 'staffReservation',
} as const;

type Folder = keyof typeof NAMESPACES;
type Translation = 'de' | 'fr';
type Texts = { [key: string]: string | Texts };

/**
 * The texts that are the same word in English: names, loanwords and abbreviations. Any other German or French text
 * equal to its English source is a text left untranslated.
 */
const SAME_AS_ENGLISH: Record<Translation, readonly string[]> = {
  de: ['Browser', 'Chat', 'Chats', 'Dashboard', 'Demo', 'FAQ', 'Guide', 'Link', 'Management', 'Normal', 'Screenshot', 'Service', 'Suite', 'Support', 'https://…'],
  fr: [
    'Culture',
    'Description',
    'Excursion',
    'FAQ',
    'Guide',
    'Message',
    'Nature',
    'Notifications',
    'Service',
    'Services',
    'Suite',
    'min',
    'https://…',
    '{{count}} note',
    '{{count}} notes',
    '{{count}} suite',
    '{{count}} suites',
  ],
};

const localeModules = import.meta.glob<Record<string, Texts>>('../../{features,domains,components}/*/locales/{en,de,fr}.ts');
const i18nModules = import.meta.glob<Record<string, unknown>>('../../{features,domains,components}/*/*i18n.ts');

async function textsOf(folder: Folder, language: 'en' | Translation): Promise<Texts> {
  const load = localeModules[`../../${folder}/locales/${language}.ts`];
  if (!load) throw new Error(`${folder} has no locales/${language}.ts`);
  const texts = (await load())[language];
  if (!texts) throw new Error(`${folder}/locales/${language}.ts does not export \`${language}\``);
  return texts;
}

/** Every text of a namespace by its dotted key. */
function flatten(texts: Texts, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
    else flat.set(path, value);
  }
  return flat;
}

/** The `{{placeholders}}` and `<tags>` a text must carry over to its translations, sorted. */
function markersOf(text: string): string[] {
  const placeholders = [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<\/?[a-zA-Z][\w-]*\s*\/?>/g)].map((match) => match[0]);
  return [...placeholders, ...tags].sort();
}

/** Whether a translation equal to the English text is fine: allow-listed, or no words besides its markers. */
function mayEqualEnglish(text: string, language: Translation): boolean {
  return SAME_AS_ENGLISH[language].includes(text) || !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

const FOLDERS = Object.keys(NAMESPACES) as Folder[];
const CASES = FOLDERS.flatMap((folder) => (['de', 'fr'] as const).map((language) => ({ folder, language })));

describe('German and French texts (translator t3)', () => {
  it.each(CASES)('$folder: $language has exactly the keys of en', async ({ folder, language }) => {
    const english = flatten(await textsOf(folder, 'en'));
    const translated = flatten(await textsOf(folder, language));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(typeof text === 'string' && text.trim() !== '', `${folder} ${language} ${key} is empty`).toBe(true);
    }
  });

  it.each(CASES)('$folder: $language keeps every {{placeholder}} and <tag> of en', async ({ folder, language }) => {
    const english = flatten(await textsOf(folder, 'en'));
    const translated = flatten(await textsOf(folder, language));
    for (const [key, source] of english) {
      const text = translated.get(key);
      if (typeof source !== 'string' || typeof text !== 'string') continue;
      expect(markersOf(text), `${folder} ${language} ${key}: "${text}"`).toEqual(markersOf(source));
    }
  });

  it.each(CASES)('$folder: $language leaves no text in English', async ({ folder, language }) => {
    const english = flatten(await textsOf(folder, 'en'));
    const translated = flatten(await textsOf(folder, language));
    const untranslated = [...english].filter(([key, source]) => {
      const text = translated.get(key);
      return typeof source === 'string' && typeof text === 'string' && normalised(text) === normalised(source) && !mayEqualEnglish(normalised(text), language);
    });
    expect(untranslated.map(([key, source]) => `${key}: "${source}"`)).toEqual([]);
  });

  it.each(FOLDERS)('%s: the namespace hook adds the German and French texts', async (folder) => {
    const path = Object.keys(i18nModules).find((file) => file.startsWith(`../../${folder}/`) && !file.includes('/locales/'));
    if (!path) throw new Error(`${folder} has no i18n module`);
    const module = await i18nModules[path]!();
    const hooks = Object.entries(module).filter(([name, value]) => /^use\w+Translation$/.test(name) && typeof value === 'function');
    expect(hooks.map(([name]) => name)).toHaveLength(1);
    const useNamespace = hooks[0]![1] as () => unknown;
    const i18n = createI18n('de');
    renderHook(() => useNamespace(), { wrapper: ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children) });
    const name = NAMESPACES[folder];
    expect(i18n.getResourceBundle('de', name)).toEqual(await textsOf(folder, 'de'));
    expect(i18n.getResourceBundle('fr', name)).toEqual(await textsOf(folder, 'fr'));
  });
});
