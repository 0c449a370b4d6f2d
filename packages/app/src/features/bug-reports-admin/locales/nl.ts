import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Foutmeldingen voor het management (namespace 'bugReportsAdmin'). */
export const nl = {
  title: 'Foutmeldingen',
  loading: 'Foutmeldingen laden',
  loadingMore: 'Meer meldingen laden',
  empty: 'Nog geen foutmeldingen',
  emptyBody: 'Meldingen die gasten en medewerkers vanuit de app sturen, verschijnen hier.',
  failed: 'De foutmeldingen konden niet worden geladen',
  retry: 'Opnieuw proberen',
  signedOut: 'Niet ingelogd',
  withScreenshot: 'Schermafbeelding',
  select: { title: 'Kies een melding', body: 'Kies links een melding om die te lezen.' },
  detail: {
    title: 'Foutmelding',
    back: 'Terug naar de meldingen',
    loading: 'Melding laden',
    notFound: 'Deze melding is niet gevonden',
    sent: 'Verstuurd',
    reporter: 'Verstuurd door',
    role: 'Rol',
    route: 'Scherm',
    appVersion: 'App-versie',
    userAgent: 'Browser',
    description: 'Wat er gebeurde',
    screenshot: 'Schermafbeelding',
    screenshotAlt: 'De schermafbeelding bij de melding',
    screenshotFailed: 'De schermafbeelding kon niet worden geladen',
    unknown: 'Onbekend',
    removedAccount: 'Een verwijderd account',
  },
  roles: {
    GUEST: 'Gast',
    GUIDE: 'Gids',
    CUBER: 'Support',
    BACKOFFICE: 'Backoffice',
    MANAGEMENT: 'Management',
    UNKOWN: 'Onbekende rol',
  },
} satisfies LocaleTexts<typeof en>;
