import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  title: 'Mon profil de guide',
  titleManagement: 'Guides',
  intro: 'Les clients voient ceci lorsqu’ils choisissent un guide : votre photo, quelques mots sur vous, les langues que vous parlez et ce que vous aimez partager.',
  introManagement: 'Ce que les clients voient de chaque guide lorsqu’ils en choisissent un. Ouvrez un guide pour modifier sa photo, sa bio, ses langues et ses centres d’intérêt.',
  loading: 'Chargement des profils de guide',
  error: {
    title: 'Les profils de guide n’ont pas pu être chargés',
    body: 'Vérifiez la connexion et réessayez.',
  },
  retry: 'Réessayer',
  empty: {
    title: 'Pas encore de guides',
    body: 'Les guides de votre parc apparaissent ici dès qu’ils ont un compte.',
  },
  edit: 'Modifier le profil de {{name}}',
  editTitle: 'Profil de {{name}}',
  noBio: 'Pas encore de bio',
  photo: {
    legend: 'Photo',
    of: 'Photo de {{name}}',
    choose: 'Choisir une photo',
    hint: 'Une photo sympathique du visage (PNG, JPEG ou WebP). Elle est enregistrée aussitôt.',
    saving: 'Enregistrement de la photo…',
    saved: 'Photo enregistrée',
    notAnImage: 'Choisissez une image PNG, JPEG ou WebP.',
    failed: 'La photo n’a pas pu être enregistrée.',
  },
  bio: {
    legend: 'À propos',
    label: 'Bio',
  },
  languages: {
    legend: 'Langues parlées',
    hint: 'Les clients qui lisent l’une de ces langues se voient proposer ce guide en premier.',
    other: 'Aussi : {{languages}}',
  },
  tags: {
    legend: 'Centres d’intérêt',
    hint: 'Les clients dont les réponses partagent un centre d’intérêt voient ce guide plus haut.',
  },
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Profil de guide enregistré',
  failed: 'Le profil n’a pas pu être enregistré. Réessayez.',
} satisfies LocaleTexts<typeof en>;
