import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  guideSelection: {
    title: 'Wähle deinen Guide',
    intro: 'Beantworte ein paar Fragen, und wir schlagen dir die Guides vor, die am besten zu deinem Aufenthalt passen.',
    pickAny: 'Wähle so viele, wie du möchtest.',
    answerRequired: 'Beantworte mindestens eine Frage oder lass dir alle Guides anzeigen.',
    match: 'Meinen Guide finden',
    showAll: 'Alle Guides anzeigen',
    matchedTitle: 'Deine besten Treffer',
    allTitle: 'Alle Guides',
    noneTitle: 'Keine Guides verfügbar',
    noneBody: 'Gerade nimmt kein Guide Gäste an. Versuche es später noch einmal oder ruf uns an.',
    speaks: 'Spricht {{languages}}',
    score_one: 'Passt zu deiner Antwort: {{answers}}',
    score_other: 'Passt zu {{count}} deiner Antworten: {{answers}}',
    interests: 'Interessen',
    choose: '{{name}} wählen',
    choosing: '{{name}} wird gewählt',
    chosen: '{{name}} ist jetzt dein Guide. Sag Hallo im Chat!',
    current: 'Dein aktueller Guide',
    currentNote: '{{name}} ist jetzt dein Guide. Wählst du einen anderen Guide, ersetzt er oder sie {{name}}.',
    backHome: 'Zurück zur Startseite',
    error: 'Wir konnten die Fragen nicht laden.',
    retry: 'Erneut versuchen',
  },
} satisfies LocaleTexts<typeof en>;
