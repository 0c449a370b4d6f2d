import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  tabs: {
    label: 'Hoofdmenu',
    home: 'Home',
    chat: 'Chat',
    services: 'Diensten',
    more: 'Meer',
  },
  more: {
    title: 'Meer',
    signedInAs: 'Ingelogd als',
    help: 'Hulp en contact',
    helpBody: 'Een vraag, een probleem in je suite of iets kwijt? Schrijf in de chat of bel het park.',
    openChat: 'Open de chat',
    announcements: 'Mededelingen en huisregels',
    reportProblem: 'Een probleem met de app melden',
    settings: 'Taal',
    profile: 'Je profiel',
    reservation: 'Je reservering',
  },
} satisfies LocaleTexts<typeof en>;
