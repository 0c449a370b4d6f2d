import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  checkOutSettings: {
    title: 'Départ',
    heading: 'Départ en autonomie',
    intro: 'Ce que les clients cochent avant leur départ, et ce qui arrive ensuite à la suite.',
    checklist: 'Liste de contrôle',
    item: 'Point {{number}}',
    language: { en: 'Anglais', nl: 'Néerlandais', de: 'Allemand', fr: 'Français' },
    addItem: 'Ajouter un point',
    removeItem: 'Supprimer le point {{number}}',
    ecoSetpoint: 'Température éco après le départ (°C)',
    graceMinutes: 'Porte et commandes actives après le départ (minutes)',
    save: 'Enregistrer',
    saved: 'Réglages du départ enregistrés',
    errorTitle: "Les réglages du départ n'ont pas pu être chargés",
    retry: 'Réessayer',
    loading: 'Chargement des réglages du départ',
  },
} satisfies LocaleTexts<typeof en>;
