import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  title: 'Mein Guide-Profil',
  titleManagement: 'Guides',
  intro: 'Das sehen Gäste, wenn sie einen Guide wählen: dein Foto, ein paar Worte über dich, die Sprachen, die du sprichst, und was du gern teilst.',
  introManagement: 'Was Gäste von jedem Guide sehen, wenn sie einen wählen. Öffne einen Guide, um Foto, Bio, Sprachen und Interessen zu ändern.',
  loading: 'Die Guide-Profile werden geladen',
  error: {
    title: 'Die Guide-Profile konnten nicht geladen werden',
    body: 'Prüfe die Verbindung und versuche es erneut.',
  },
  retry: 'Erneut versuchen',
  empty: {
    title: 'Noch keine Guides',
    body: 'Die Guides deines Parks erscheinen hier, sobald sie ein Konto haben.',
  },
  edit: 'Profil von {{name}} bearbeiten',
  editTitle: 'Profil von {{name}}',
  noBio: 'Noch keine Bio',
  photo: {
    legend: 'Foto',
    of: 'Foto von {{name}}',
    choose: 'Foto auswählen',
    hint: 'Ein freundliches Foto des Gesichts (PNG, JPEG oder WebP). Es wird sofort gespeichert.',
    saving: 'Das Foto wird gespeichert…',
    saved: 'Foto gespeichert',
    notAnImage: 'Wähle ein PNG-, JPEG- oder WebP-Bild.',
    failed: 'Das Foto konnte nicht gespeichert werden.',
  },
  bio: {
    legend: 'Über mich',
    label: 'Bio',
  },
  languages: {
    legend: 'Gesprochene Sprachen',
    hint: 'Gästen, die eine dieser Sprachen lesen, wird dieser Guide zuerst angeboten.',
    other: 'Außerdem: {{languages}}',
  },
  tags: {
    legend: 'Interessen',
    hint: 'Gäste, deren Antworten ein Interesse teilen, sehen diesen Guide weiter oben.',
  },
  save: 'Speichern',
  saving: 'Wird gespeichert…',
  saved: 'Guide-Profil gespeichert',
  failed: 'Das Profil konnte nicht gespeichert werden. Versuche es erneut.',
} satisfies LocaleTexts<typeof en>;
