import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Reporting a problem with the app, in German (namespace 'bugReport'). */
export const de = {
  title: 'Problem melden',
  back: 'Zurück',
  intro: 'Sag uns, was schiefgelaufen ist. Wir lesen jede Meldung und nutzen sie, um die App zu verbessern.',
  description: 'Was ist passiert?',
  descriptionPlaceholder: 'Was hast du gemacht, was hast du erwartet und was ist stattdessen passiert?',
  descriptionRequired: 'Beschreibe, was passiert ist',
  screenshot: 'Screenshot',
  screenshotHint: 'Optional. Mit einem Screenshot sehen wir, was du gesehen hast.',
  addScreenshot: 'Screenshot hinzufügen',
  changeScreenshot: 'Anderen wählen',
  removeScreenshot: 'Screenshot entfernen',
  screenshotPreview: 'Der gewählte Screenshot',
  send: 'Meldung senden',
  sending: 'Wird gesendet…',
  failed: 'Die Meldung konnte nicht gesendet werden. Bitte versuche es erneut.',
  thanksTitle: 'Danke!',
  thanksBody: 'Deine Meldung ist bei uns angekommen. Wir kümmern uns darum.',
  another: 'Noch etwas melden',
} satisfies LocaleTexts<typeof en>;
