import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  title: 'Saisir une réclamation',
  back: 'Retour',
  backToChat: 'Retour à la discussion',
  intro: 'Notez l’objet de la réclamation du client pour que l’équipe puisse en assurer le suivi.',
  stay: {
    title: 'Le séjour concerné',
    search: 'Rechercher un séjour',
    searchPlaceholder: 'Client, suite ou numéro de réservation',
    loading: 'Recherche de séjours',
    errorTitle: 'Les séjours n’ont pas pu être chargés',
    retry: 'Réessayer',
    none: 'Aucun séjour ne correspond. Essayez un nom de client, une suite ou un numéro de réservation.',
    inHouse: 'Sur place',
    booking: 'Réservation {{nmbr}}',
    change: 'Modifier',
    required: 'Choisissez le séjour concerné par la réclamation',
    results: 'Séjours',
  },
  details: {
    title: 'La réclamation',
    subject: 'Objet',
    subjectPlaceholder: 'Ex. : la douche reste froide',
    subjectRequired: 'Donnez un objet à la réclamation',
    description: 'Description',
    descriptionHint: 'Ce qui s’est passé et ce que demande le client. Facultatif.',
    descriptionPlaceholder: 'Décrivez la réclamation…',
    priority: 'Priorité',
    kind: 'Type',
    workgroup: 'Groupe de travail',
    noWorkgroup: 'Aucun groupe de travail',
  },
  submit: 'Enregistrer la réclamation',
  submitting: 'Enregistrement…',
  tooLarge: 'La description est trop volumineuse. Retirez une ou deux images.',
} satisfies LocaleTexts<typeof en>;
