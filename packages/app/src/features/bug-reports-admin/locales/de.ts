import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Management's bug reports in German (namespace 'bugReportsAdmin'). */
export const de = {
  title: 'Fehlermeldungen',
  loading: 'Fehlermeldungen werden geladen',
  loadingMore: 'Weitere Meldungen werden geladen',
  empty: 'Noch keine Fehlermeldungen',
  emptyBody: 'Meldungen, die Gäste und Mitarbeitende aus der App senden, erscheinen hier.',
  failed: 'Die Fehlermeldungen konnten nicht geladen werden',
  retry: 'Erneut versuchen',
  signedOut: 'Nicht angemeldet',
  withScreenshot: 'Mit Screenshot',
  select: { title: 'Wähle eine Meldung', body: 'Wähle links eine Meldung, um sie zu lesen.' },
  detail: {
    title: 'Fehlermeldung',
    back: 'Zurück zu den Meldungen',
    loading: 'Meldung wird geladen',
    notFound: 'Diese Meldung wurde nicht gefunden',
    sent: 'Gesendet',
    reporter: 'Gesendet von',
    role: 'Rolle',
    route: 'Ansicht',
    appVersion: 'App-Version',
    userAgent: 'Browser',
    description: 'Was passiert ist',
    screenshot: 'Screenshot',
    screenshotAlt: 'Der mit der Meldung gesendete Screenshot',
    screenshotFailed: 'Der Screenshot konnte nicht geladen werden',
    unknown: 'Unbekannt',
    removedAccount: 'Ein gelöschtes Konto',
  },
  roles: {
    GUEST: 'Gast',
    GUIDE: 'Guide',
    CUBER: 'Support',
    BACKOFFICE: 'Backoffice',
    MANAGEMENT: 'Management',
    UNKOWN: 'Unbekannte Rolle',
  },
} satisfies LocaleTexts<typeof en>;
