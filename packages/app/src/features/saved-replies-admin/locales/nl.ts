import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Het scherm met opgeslagen antwoorden (namespace 'savedRepliesAdmin'). */
export const nl = {
  title: 'Opgeslagen antwoorden',
  intro: 'Typ / in een chat om een antwoord in te voegen. De gast krijgt het in zijn eigen taal, met de variabelen ingevuld.',
  add: 'Nieuw antwoord',
  loading: 'Opgeslagen antwoorden laden',
  shared: { title: 'Gedeeld met het team', hint: 'Het management beheert deze voor iedereen in het park.' },
  own: { title: 'Mijn antwoorden', hint: 'Alleen jij ziet deze.' },
  emptyShared: 'Nog geen gedeelde antwoorden.',
  emptyOwn: 'Je hebt nog geen eigen antwoorden.',
  error: { title: 'Opgeslagen antwoorden konden niet worden geladen', body: 'Controleer je verbinding en probeer het opnieuw.' },
  retry: 'Opnieuw proberen',
  missing: '{{language}} ontbreekt',
  present: '{{language}} geschreven',
  edit: '{{title}} bewerken',
  remove: '{{title}} verwijderen',
  confirmRemove: { header: 'Dit antwoord verwijderen?', message: '“{{title}}” is daarna definitief weg.', confirm: 'Verwijderen' },
  toast: { created: 'Antwoord opgeslagen', saved: 'Wijzigingen opgeslagen', removed: 'Antwoord verwijderd' },
  form: {
    newTitle: 'Nieuw opgeslagen antwoord',
    editTitle: 'Opgeslagen antwoord bewerken',
    title: 'Titel',
    shortcut: 'Snelkoppeling',
    shortcutHint: 'Letters, cijfers en streepjes: typ /snelkoppeling in een chat om het te vinden.',
    isShared: 'Delen met het hele team',
    text: 'Tekst in het {{language}}',
    required: 'verplicht',
    missingHint: 'Gasten die deze taal lezen, krijgen de taal van het park of Engels.',
    variables: 'Je kunt {firstname}, {suite}, {checkout} en {guide} gebruiken.',
    save: 'Opslaan',
    failed: 'Het antwoord kon niet worden opgeslagen. Probeer het opnieuw.',
    problems: {
      titleRequired: 'Geef het antwoord een titel.',
      englishRequired: 'Schrijf het antwoord in het Engels: dat krijgen gasten van wie de taal ontbreekt.',
      shortcutInvalid: 'Gebruik alleen letters, cijfers en streepjes.',
      unknownVariable: 'Onbekende variabele {{name}}. Gebruik {firstname}, {suite}, {checkout} of {guide}.',
    },
  },
} satisfies LocaleTexts<typeof en>;
