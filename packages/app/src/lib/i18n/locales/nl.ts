import type { LocaleTexts } from '../locale-texts';
import type { en } from './en';

export const nl = {
  common: {
    appName: 'Stay Companion',
    ok: 'Ok',
    logout: 'Uitloggen',
    loading: 'Laden',
    pleaseWait: 'Even geduld...',
    cancel: 'Annuleren',
    close: 'Sluiten',
  },
  roles: {
    GUEST: 'Gast',
    GUIDE: 'Gids',
    CUBER: 'Ondersteuning',
    BACKOFFICE: 'Backoffice',
    MANAGEMENT: 'Management',
    UNKOWN: 'Onbekende rol',
  },
  workgroups: {
    guides: 'Gidsen',
    housekeeping: 'Schoonmaak',
    backoffice: 'Backoffice',
    management: 'Management',
    cuber: 'Ondersteuning',
    support: 'Ondersteuning',
    reception: 'Receptie',
    maintenance: 'Technische dienst',
  },
  language: {
    label: 'Taal',
  },
  emergencyPhone: {
    prompt: 'Hulp nodig? Bel ons',
  },
  offline: {
    title: 'Je bent offline',
    body: 'Dit kan niet laden zonder verbinding. Controleer je internetverbinding en probeer het opnieuw.',
  },
} satisfies LocaleTexts<typeof en>;
