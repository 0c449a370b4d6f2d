import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  title: 'Questionnaire des guides',
  intro: 'Les clients répondent à ces questions avant de choisir un guide ; les guides qui partagent les centres d’intérêt d’une réponse sont proposés en premier. Rédigez chaque texte dans chaque langue lue par les clients.',
  loading: 'Chargement des questions',
  error: {
    title: 'Les questions n’ont pas pu être chargées',
    body: 'Vérifiez la connexion et réessayez.',
  },
  retry: 'Réessayer',
  heading: 'Titre',
  question: 'Question',
  questionNumber: 'Question {{number}}',
  multiple: 'Les clients peuvent choisir plusieurs réponses',
  single: 'Les clients choisissent une réponse',
  answers: 'Réponses',
  answer: 'Réponse {{number}}',
  interests: 'Correspond aux guides intéressés par',
  addAnswer: 'Ajouter une réponse',
  moveUp: 'Monter la réponse {{number}}',
  moveDown: 'Descendre la réponse {{number}}',
  remove: 'Supprimer la réponse {{number}}',
  confirmRemove: {
    header: 'Supprimer cette réponse ?',
    message: 'Les clients ne voient plus « {{text}} ». Les réponses données auparavant restent sur leurs réservations.',
    confirm: 'Supprimer',
    cancel: 'Annuler',
  },
  problems: {
    required: 'À remplir (en anglais).',
    noAnswers: 'Proposez au moins une réponse aux clients.',
    summary: 'Certains textes manquent en anglais. Remplissez les champs indiqués.',
  },
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Questions enregistrées',
  failed: 'Les questions n’ont pas pu être enregistrées. Réessayez.',
} satisfies LocaleTexts<typeof en>;
