import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** L’écran des réponses enregistrées (espace de noms 'savedRepliesAdmin'). */
export const fr = {
  title: 'Réponses enregistrées',
  intro: 'Tapez / dans une discussion pour insérer une réponse. Le client la reçoit dans sa langue, avec les variables remplies.',
  add: 'Nouvelle réponse',
  loading: 'Chargement des réponses enregistrées',
  shared: { title: 'Partagées avec l’équipe', hint: 'La direction les gère pour toute l’équipe du parc.' },
  own: { title: 'Mes réponses', hint: 'Vous seul les voyez.' },
  emptyShared: 'Aucune réponse partagée pour l’instant.',
  emptyOwn: 'Vous n’avez pas encore de réponses personnelles.',
  error: { title: 'Impossible de charger les réponses enregistrées', body: 'Vérifiez votre connexion et réessayez.' },
  retry: 'Réessayer',
  missing: '{{language}} manquant',
  present: '{{language}} rédigé',
  edit: 'Modifier {{title}}',
  remove: 'Supprimer {{title}}',
  confirmRemove: { header: 'Supprimer cette réponse ?', message: '« {{title}} » sera définitivement supprimée.', confirm: 'Supprimer' },
  toast: { created: 'Réponse enregistrée', saved: 'Modifications enregistrées', removed: 'Réponse supprimée' },
  form: {
    newTitle: 'Nouvelle réponse enregistrée',
    editTitle: 'Modifier la réponse enregistrée',
    title: 'Titre',
    shortcut: 'Raccourci',
    shortcutHint: 'Lettres, chiffres et tirets : tapez /raccourci dans une discussion pour la retrouver.',
    isShared: 'Partager avec toute l’équipe',
    text: 'Texte en {{language}}',
    required: 'obligatoire',
    missingHint: 'Les clients de cette langue recevront la langue du parc ou l’anglais.',
    variables: 'Vous pouvez utiliser {firstname}, {suite}, {checkout} et {guide}.',
    save: 'Enregistrer',
    failed: 'La réponse n’a pas pu être enregistrée. Veuillez réessayer.',
    problems: {
      titleRequired: 'Donnez un titre à la réponse.',
      englishRequired: 'Rédigez la réponse en anglais : c’est ce que reçoivent les clients dont la langue manque.',
      shortcutInvalid: 'Utilisez uniquement des lettres, des chiffres et des tirets.',
      unknownVariable: 'Variable inconnue {{name}}. Utilisez {firstname}, {suite}, {checkout} ou {guide}.',
    },
  },
} satisfies LocaleTexts<typeof en>;
