import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  tabs: {
    label: 'Hauptmenü',
    home: 'Start',
    chat: 'Chat',
    services: 'Angebote',
    more: 'Mehr',
  },
  more: {
    title: 'Mehr',
    signedInAs: 'Angemeldet als',
    help: 'Hilfe und Kontakt',
    helpBody: 'Eine Frage, ein Problem in deiner Suite oder etwas verloren? Schreib uns im Chat oder ruf den Park an.',
    openChat: 'Chat öffnen',
    announcements: 'Mitteilungen und Hausordnung',
    reportProblem: 'Ein Problem mit der App melden',
    settings: 'Sprache',
    profile: 'Dein Profil',
    reservation: 'Deine Reservierung',
  },
} satisfies LocaleTexts<typeof en>;
