import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Reporting a problem with the app, in French (namespace 'bugReport'). */
export const fr = {
  title: 'Signaler un problème',
  back: 'Retour',
  intro: 'Dites-nous ce qui n’a pas fonctionné. Nous lisons chaque signalement et nous en servons pour améliorer l’application.',
  description: 'Que s’est-il passé ?',
  descriptionPlaceholder: 'Qu’avez-vous fait, à quoi vous attendiez-vous et que s’est-il passé à la place ?',
  descriptionRequired: 'Décrivez ce qui s’est passé',
  screenshot: 'Capture d’écran',
  screenshotHint: 'Facultatif. Une capture d’écran nous aide à voir ce que vous avez vu.',
  addScreenshot: 'Ajouter une capture d’écran',
  changeScreenshot: 'En choisir une autre',
  removeScreenshot: 'Supprimer la capture d’écran',
  screenshotPreview: 'La capture d’écran choisie',
  send: 'Envoyer le signalement',
  sending: 'Envoi…',
  failed: 'Le signalement n’a pas pu être envoyé. Veuillez réessayer.',
  thanksTitle: 'Merci !',
  thanksBody: 'Votre signalement a bien été envoyé. Nous allons l’examiner.',
  another: 'Signaler autre chose',
} satisfies LocaleTexts<typeof en>;
