import type { LocaleTexts } from '../locale-texts';
import type { en } from './en';

export const de = {
  common: {
    appName: 'Stay Companion',
    ok: 'OK',
    logout: 'Abmelden',
    loading: 'Wird geladen',
    pleaseWait: 'Einen Moment bitte...',
    cancel: 'Abbrechen',
    close: 'Schließen',
  },
  roles: {
    GUEST: 'Gast',
    GUIDE: 'Guide',
    CUBER: 'Support',
    BACKOFFICE: 'Backoffice',
    MANAGEMENT: 'Management',
    UNKOWN: 'Unbekannte Rolle',
  },
  language: {
    label: 'Sprache',
  },
  workgroups: {
    guides: 'Guides',
    housekeeping: 'Hauswirtschaft',
    backoffice: 'Backoffice',
    management: 'Management',
    cuber: 'Support',
    support: 'Support',
    reception: 'Rezeption',
    maintenance: 'Technik',
  },
  emergencyPhone: {
    prompt: 'Brauchst du Hilfe? Ruf uns an',
  },
  offline: {
    title: 'Du bist offline',
    body: 'Ohne Verbindung kann dies nicht geladen werden. Prüfe deine Internetverbindung und versuche es erneut.',
  },
} satisfies LocaleTexts<typeof en>;
