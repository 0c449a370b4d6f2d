import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  stayRating: {
    title: 'Comment s’est passé votre séjour ?',
    intro: 'Votre avis aide le parc à rendre le prochain séjour encore meilleur.',
    question: 'Votre note pour ce séjour',
    stars_one: '{{count}} étoile',
    stars_other: '{{count}} étoiles',
    scoreOf: 'Note de {{score}} sur 5',
    scoreRequired: 'Choisissez de 1 à 5 étoiles.',
    comment: 'Souhaitez-vous nous dire autre chose ? (facultatif)',
    submit: 'Envoyer ma note',
    thanks: 'Merci d’avoir évalué votre séjour !',
    rated: 'Votre note pour ce séjour',
    change: 'Modifier ma note',
    loading: 'Chargement de votre note',
    error: 'Votre note n’a pas pu être chargée.',
    retry: 'Réessayer',
  },
} satisfies LocaleTexts<typeof en>;
