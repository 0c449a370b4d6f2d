import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  housekeeping: {
    title: 'Ménage',
    dayLabel: 'Jour',
    days: { today: "Aujourd'hui", tomorrow: 'Demain' },
    listLabel: 'Suites à préparer',
    state: { occupied: 'Occupée', 'to-clean': 'À nettoyer', ready: 'Prête' },
    leaving: 'Départ {{time}} (n° {{number}})',
    checkedOut: 'Départ enregistré {{time}}',
    arriving: '{{name}} arrive {{time}} (n° {{number}})',
    noArrival: "Personne n'arrive",
    expected: 'Prête vers {{time}}',
    markReady: 'Marquer prête',
    undoReady: 'Finalement pas prête',
    expectedAction: 'Heure prévue',
    expectedTitle: 'Quand {{suite}} sera-t-elle prête ?',
    expectedField: 'Prête à',
    save: 'Enregistrer',
    saved: 'Enregistré',
    empty: "Personne ne part ni n'arrive ce jour-là.",
    emptyTitle: 'Rien à préparer',
    errorTitle: "La liste de ménage n'a pas pu être chargée",
    errorBody: 'Vérifiez la connexion et réessayez.',
    retry: 'Réessayer',
    loading: 'Chargement de la liste de ménage',
  },
} satisfies LocaleTexts<typeof en>;
