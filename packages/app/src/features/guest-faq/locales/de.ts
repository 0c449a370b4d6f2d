import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  title: 'FAQ & Tipps',
  loading: 'FAQ und Tipps werden geladen',
  back: 'Zurück',
  faq: {
    title: 'Häufige Fragen',
    intro: 'Antworten rund um deinen Aufenthalt im Park.',
  },
  tips: {
    title: 'Tipps in der Nähe',
    intro: 'Unsere Lieblingsorte rund um den Park.',
  },
  more: {
    title: 'Weitere Antworten',
    faqLink: 'Alle Fragen und Antworten',
  },
  opensInNewTab: '(öffnet sich in einem neuen Tab)',
  readMore: 'Weiterlesen',
  empty: {
    title: 'Hier gibt es noch keine Fragen und Tipps',
    body: 'Frag uns im Chat einfach alles: Unser Team hilft dir gern.',
    chat: 'Chat öffnen',
  },
  error: {
    title: 'FAQ und Tipps konnten nicht geladen werden',
    body: 'Prüfe die Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
  },
} satisfies LocaleTexts<typeof en>;
