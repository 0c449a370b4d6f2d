import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  title: 'Guide-Fragen',
  intro: 'Gäste beantworten diese Fragen, bevor sie einen Guide wählen; Guides mit den Interessen einer Antwort werden zuerst angeboten. Schreibe jeden Text in jeder Sprache, die Gäste lesen.',
  loading: 'Die Fragen werden geladen',
  error: {
    title: 'Die Fragen konnten nicht geladen werden',
    body: 'Prüfe die Verbindung und versuche es erneut.',
  },
  retry: 'Erneut versuchen',
  heading: 'Überschrift',
  question: 'Frage',
  questionNumber: 'Frage {{number}}',
  multiple: 'Gäste können mehrere Antworten wählen',
  single: 'Gäste wählen eine Antwort',
  answers: 'Antworten',
  answer: 'Antwort {{number}}',
  interests: 'Passt zu Guides mit Interesse an',
  addAnswer: 'Antwort hinzufügen',
  moveUp: 'Antwort {{number}} nach oben',
  moveDown: 'Antwort {{number}} nach unten',
  remove: 'Antwort {{number}} entfernen',
  confirmRemove: {
    header: 'Diese Antwort entfernen?',
    message: 'Gäste sehen „{{text}}“ nicht mehr. Frühere Antworten von Gästen bleiben bei ihren Buchungen.',
    confirm: 'Entfernen',
    cancel: 'Abbrechen',
  },
  problems: {
    required: 'Bitte ausfüllen (auf Englisch).',
    noAnswers: 'Gib Gästen mindestens eine Antwort.',
    summary: 'Einige Texte fehlen auf Englisch. Fülle die markierten Felder aus.',
  },
  save: 'Speichern',
  saving: 'Wird gespeichert…',
  saved: 'Fragen gespeichert',
  failed: 'Die Fragen konnten nicht gespeichert werden. Versuche es erneut.',
} satisfies LocaleTexts<typeof en>;
