import type { LocaleTexts } from '../locale-texts';
import type { en } from './en';

export const fr = {
  common: {
    appName: 'Stay Companion',
    ok: 'OK',
    logout: 'Se déconnecter',
    loading: 'Chargement',
    pleaseWait: 'Veuillez patienter...',
    cancel: 'Annuler',
    close: 'Fermer',
  },
  roles: {
    GUEST: 'Client',
    GUIDE: 'Guide',
    CUBER: 'Assistance',
    BACKOFFICE: 'Back-office',
    MANAGEMENT: 'Direction',
    UNKOWN: 'Rôle inconnu',
  },
  language: {
    label: 'Langue',
  },
  workgroups: {
    guides: 'Guides',
    housekeeping: 'Ménage',
    backoffice: 'Back-office',
    management: 'Direction',
    cuber: 'Assistance',
    support: 'Assistance',
    reception: 'Réception',
    maintenance: 'Maintenance',
  },
  emergencyPhone: {
    prompt: 'Besoin d’aide ? Appelez-nous',
  },
  offline: {
    title: 'Vous êtes hors ligne',
    body: 'Ce contenu ne peut pas se charger sans connexion. Vérifiez votre connexion Internet et réessayez.',
  },
} satisfies LocaleTexts<typeof en>;
