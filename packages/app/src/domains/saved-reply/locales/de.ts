import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Die deutschen Texte der gespeicherten Antworten (Namespace 'savedReply'). */
export const de = {
  picker: {
    label: 'Gespeicherte Antworten',
    open: 'Gespeicherte Antwort einfügen',
    empty: 'Keine gespeicherte Antwort passt zu „{{query}}“.',
    none: 'Noch keine gespeicherten Antworten.',
    hint: 'Tippe /, um eine gespeicherte Antwort zu suchen',
  },
  notice: {
    missing: 'Diese Antwort gibt es noch nicht auf {{language}}, deshalb wurde sie auf {{fallback}} eingefügt.',
    inserted: 'Auf {{language}} eingefügt.',
  },
  scope: { shared: 'Geteilt', own: 'Meine' },
  languages: { en: 'Englisch', nl: 'Niederländisch', de: 'Deutsch', fr: 'Französisch' },
} satisfies LocaleTexts<typeof en>;
