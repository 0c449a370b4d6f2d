import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  title: 'Gidsvragen',
  intro: 'Gasten beantwoorden deze vragen voordat ze een gids kiezen; gidsen met de interesses van een antwoord worden als eerste aangeboden. Schrijf elke tekst in elke taal die gasten lezen.',
  loading: 'De vragen worden geladen',
  error: {
    title: 'De vragen konden niet worden geladen',
    body: 'Controleer de verbinding en probeer het opnieuw.',
  },
  retry: 'Opnieuw proberen',
  heading: 'Kop',
  question: 'Vraag',
  questionNumber: 'Vraag {{number}}',
  multiple: 'Gasten kunnen meerdere antwoorden kiezen',
  single: 'Gasten kiezen één antwoord',
  answers: 'Antwoorden',
  answer: 'Antwoord {{number}}',
  interests: 'Past bij gidsen met interesse in',
  addAnswer: 'Antwoord toevoegen',
  moveUp: 'Antwoord {{number}} omhoog',
  moveDown: 'Antwoord {{number}} omlaag',
  remove: 'Antwoord {{number}} verwijderen',
  confirmRemove: {
    header: 'Dit antwoord verwijderen?',
    message: 'Gasten zien “{{text}}” niet meer. Antwoorden die gasten eerder gaven, blijven bij hun boeking.',
    confirm: 'Verwijderen',
    cancel: 'Annuleren',
  },
  problems: {
    required: 'Vul dit in (in het Engels).',
    noAnswers: 'Geef gasten minstens één antwoord.',
    summary: 'Er ontbreken teksten in het Engels. Vul de gemarkeerde velden in.',
  },
  save: 'Opslaan',
  saving: 'Opslaan…',
  saved: 'Vragen opgeslagen',
  failed: 'De vragen konden niet worden opgeslagen. Probeer het opnieuw.',
} satisfies LocaleTexts<typeof en>;
