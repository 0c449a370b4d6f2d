import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  login: {
    title: 'Anmelden',
    heading: 'Willkommen zu deinem Aufenthalt',
    intro: 'Melde dich an, um deine Suite zu öffnen, die Heizung einzustellen und mit deinem Guide zu chatten.',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    emailRequired: 'Gib deine E-Mail-Adresse ein.',
    emailInvalid: 'Gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    sessionEnded: {
      title: 'Deine Anmeldung ist abgelaufen',
      body: 'Melde dich erneut an, um fortzufahren.',
    },
    appUnavailable: 'Die App konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    passwordRequired: 'Gib dein Passwort ein.',
    forgotPassword: 'Passwort vergessen?',
    reportProblem: 'Ein Problem mit der App melden',
    firstVisit: {
      heading: 'Neu hier?',
      body: 'Aktiviere deine Reservierung mit der Reservierungsnummer aus deiner Buchungsbestätigung. Dabei legst du gleich dein Konto an.',
      action: 'Reservierung aktivieren',
    },
    passwordReset: {
      title: 'Dein Passwort wurde geändert',
      body: 'Melde dich mit deinem neuen Passwort an. Auf deinen anderen Geräten wurdest du abgemeldet.',
    },
  },
} satisfies LocaleTexts<typeof en>;
