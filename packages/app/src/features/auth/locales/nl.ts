import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  login: {
    title: 'Inloggen',
    heading: 'Welkom bij je verblijf',
    intro: 'Log in om je suite te openen, de verwarming in te stellen en met je gids te chatten.',
    email: 'E-mail',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    submitting: 'Bezig met inloggen…',
    emailRequired: 'Vul je e-mailadres in.',
    emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
    sessionEnded: {
      title: 'Je login is verlopen',
      body: 'Log opnieuw in om verder te gaan.',
    },
    appUnavailable: 'De app kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
    passwordRequired: 'Vul je wachtwoord in.',
    forgotPassword: 'Wachtwoord vergeten?',
    reportProblem: 'Een probleem met de app melden',
    firstVisit: {
      heading: 'Nieuw hier?',
      body: 'Activeer je reservering met het reserveringsnummer uit je boekingsbevestiging. Je maakt onderweg je account aan.',
      action: 'Reservering activeren',
    },
    passwordReset: {
      title: 'Je wachtwoord is gewijzigd',
      body: 'Log in met je nieuwe wachtwoord. Op je andere apparaten ben je uitgelogd.',
    },
  },
} satisfies LocaleTexts<typeof en>;
