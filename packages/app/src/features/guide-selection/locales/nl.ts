import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  guideSelection: {
    title: 'Kies je gids',
    intro: 'Beantwoord een paar vragen en we stellen de gidsen voor die het best bij je verblijf passen.',
    pickAny: 'Kies er zoveel je wilt.',
    answerRequired: 'Beantwoord minstens één vraag, of toon alle gidsen.',
    match: 'Vind mijn gids',
    showAll: 'Toon alle gidsen',
    matchedTitle: 'Jouw beste matches',
    allTitle: 'Alle gidsen',
    noneTitle: 'Geen gidsen beschikbaar',
    noneBody: 'Er neemt nu geen gids gasten aan. Probeer het over een tijdje opnieuw of bel ons.',
    speaks: 'Spreekt {{languages}}',
    score_one: 'Past bij je antwoord: {{answers}}',
    score_other: 'Past bij {{count}} van je antwoorden: {{answers}}',
    interests: 'Interesses',
    choose: 'Kies {{name}}',
    choosing: '{{name}} kiezen',
    chosen: '{{name}} is nu je gids. Zeg hallo in de chat!',
    current: 'Je huidige gids',
    currentNote: '{{name}} is nu je gids. Een andere gids kiezen vervangt {{name}}.',
    backHome: 'Terug naar home',
    error: 'We konden de vragen niet laden.',
    retry: 'Opnieuw proberen',
  },
} satisfies LocaleTexts<typeof en>;
