import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  toolbar: 'Mise en forme',
  textStyle: 'Style de texte',
  paragraph: 'Paragraphe',
  heading: 'Titre {{level}}',
  bold: 'Gras',
  italic: 'Italique',
  bulletList: 'Liste à puces',
  orderedList: 'Liste numérotée',
  link: 'Lien',
  image: 'Insérer une image',
  undo: 'Annuler',
  redo: 'Rétablir',
  linkPrompt: {
    header: 'Adresse du lien',
    message: 'L’adresse vers laquelle mène le texte sélectionné. Laissez le champ vide pour supprimer le lien.',
    placeholder: 'https://…',
    save: 'Enregistrer',
    invalid: 'Ce n’est pas une adresse web',
  },
  imageFailed: 'Cette image n’a pas pu être lue. Essayez-en une autre.',
  loading: 'Chargement de l’éditeur',
} satisfies LocaleTexts<typeof en>;
