import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  waitScreen: {
    title: 'Je verblijf',
    refresh: 'Opnieuw kijken',
    refreshing: 'Kijken…',
    activate: 'Reservering activeren',
    activateNew: 'Nieuwe reservering activeren',
    countdown: {
      heading: 'Je verblijf komt eraan',
      opensOn: 'Je app opent op {{day}}.',
      stay: 'Dan zie je {{suite}}, kies je je gids en chat je met hem of haar. Je komt aan op {{start}}.',
      summary: 'De app opent over {{days}} dagen en {{hours}} uur.',
      units: { days: 'dagen', hours: 'uur', minutes: 'min', seconds: 'sec' },
    },
    provisional: {
      heading: 'Je reservering is voorlopig',
      body: 'Je verblijf vanaf {{start}} is nog niet bevestigd.',
      next: 'Zodra het bevestigd is, opent de app hier voor je verblijf.',
    },
    past: {
      chatBody: 'Iets laten liggen of een vraag over je factuur? Je chat met het park staat er nog.',
      chat: 'Open je chat',
      heading: 'Bedankt voor je verblijf',
      body: 'Je verblijf in {{suite}} eindigde op {{end}}.',
      next: 'Kom je terug? Activeer je volgende reservering om de app weer te gebruiken.',
    },
    none: {
      heading: 'Geen actuele reservering',
      body: 'Je account heeft geen reservering om te tonen. Activeer er een met het reserveringsnummer.',
    },
    error: {
      heading: 'We konden je reservering niet controleren',
      body: 'Controleer je verbinding en probeer het opnieuw.',
    },
  },
} satisfies LocaleTexts<typeof en>;
