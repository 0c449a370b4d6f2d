import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Der Bildschirm mit gespeicherten Antworten (Namespace 'savedRepliesAdmin'). */
export const de = {
  title: 'Gespeicherte Antworten',
  intro: 'Tippe / in einem Chat, um eine Antwort einzufügen. Der Gast bekommt sie in seiner Sprache, mit ausgefüllten Variablen.',
  add: 'Neue Antwort',
  loading: 'Gespeicherte Antworten werden geladen',
  shared: { title: 'Mit dem Team geteilt', hint: 'Das Management pflegt diese für alle im Park.' },
  own: { title: 'Meine Antworten', hint: 'Nur du siehst diese.' },
  emptyShared: 'Noch keine geteilten Antworten.',
  emptyOwn: 'Du hast noch keine eigenen Antworten.',
  error: { title: 'Gespeicherte Antworten konnten nicht geladen werden', body: 'Prüfe deine Verbindung und versuche es noch einmal.' },
  retry: 'Erneut versuchen',
  missing: '{{language}} fehlt',
  present: '{{language}} vorhanden',
  edit: '{{title}} bearbeiten',
  remove: '{{title}} löschen',
  confirmRemove: { header: 'Diese Antwort löschen?', message: '„{{title}}“ ist danach endgültig weg.', confirm: 'Löschen' },
  toast: { created: 'Antwort gespeichert', saved: 'Änderungen gespeichert', removed: 'Antwort gelöscht' },
  form: {
    newTitle: 'Neue gespeicherte Antwort',
    editTitle: 'Gespeicherte Antwort bearbeiten',
    title: 'Titel',
    shortcut: 'Kürzel',
    shortcutHint: 'Buchstaben, Ziffern und Bindestriche: Tippe /kürzel in einem Chat, um sie zu finden.',
    isShared: 'Mit dem ganzen Team teilen',
    text: 'Text auf {{language}}',
    required: 'Pflichtfeld',
    missingHint: 'Gäste mit dieser Sprache bekommen stattdessen die Sprache des Parks oder Englisch.',
    variables: 'Du kannst {firstname}, {suite}, {checkout} und {guide} verwenden.',
    save: 'Speichern',
    failed: 'Die Antwort konnte nicht gespeichert werden. Bitte versuche es noch einmal.',
    problems: {
      titleRequired: 'Gib der Antwort einen Titel.',
      englishRequired: 'Schreib die Antwort auf Englisch: Das bekommen Gäste, deren Sprache fehlt.',
      shortcutInvalid: 'Verwende nur Buchstaben, Ziffern und Bindestriche.',
      unknownVariable: 'Unbekannte Variable {{name}}. Verwende {firstname}, {suite}, {checkout} oder {guide}.',
    },
  },
} satisfies LocaleTexts<typeof en>;
