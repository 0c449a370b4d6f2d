import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  menu: {
    label: 'Medewerkersmenu',
    open: 'Open het menu',
    workspace: 'Werkplek',
    settings: 'Instellingen',
    signedInAs: 'Ingelogd als',
    items: {
      chats: 'Chats',
      reservations: 'Reserveringen',
      complaints: 'Klachten',
      deliveries: 'Leveringen',
      weblinks: 'Weblinks',
      ratings: 'Beoordelingen',
      availability: 'Beschikbaarheid',
      dashboard: 'Dashboard',
      products: 'Producten',
      notifications: 'Meldingen',
      profile: 'Profiel',
      announcements: 'Mededelingen',
      bugReports: 'Foutmeldingen',
      pms: 'PMS-koppeling',
      savedReplies: 'Opgeslagen antwoorden',
      bugReport: 'Probleem melden',
    },
  },
  screens: {
    reservations: 'Reserveringen',
    booking: 'Boeking',
    complaints: 'Klachten',
    complaint: 'Klacht',
    fileComplaint: 'Klacht indienen',
    availability: 'Mijn beschikbaarheid',
    dashboard: 'Dashboard',
  },
  layout: {
    selectChat: 'Kies een chat',
    selectChatBody: 'Kies links een gesprek om het hier te lezen en te beantwoorden.',
  },
} satisfies LocaleTexts<typeof en>;
