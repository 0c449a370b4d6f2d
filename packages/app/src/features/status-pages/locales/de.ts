import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  notFound: {
    title: 'Seite nicht gefunden',
    heading: 'Wir konnten diese Seite nicht finden',
    body: 'Der Link ist vielleicht veraltet oder falsch geschrieben.',
    back: 'Zur Startseite',
  },
  offline: {
    title: 'Keine Verbindung',
    heading: 'Du bist offline',
    body: 'Wir können Stay Companion gerade nicht erreichen. Prüfe deine Internetverbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
    watching: 'Sobald die Verbindung wieder da ist, geht es automatisch weiter.',
  },
} satisfies LocaleTexts<typeof en>;
