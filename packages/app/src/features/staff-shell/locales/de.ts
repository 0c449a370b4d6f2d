import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  menu: {
    label: 'Mitarbeitermenü',
    open: 'Menü öffnen',
    workspace: 'Arbeitsbereich',
    settings: 'Einstellungen',
    signedInAs: 'Angemeldet als',
    items: {
      chats: 'Chats',
      reservations: 'Reservierungen',
      complaints: 'Beschwerden',
      deliveries: 'Lieferungen',
      weblinks: 'Weblinks',
      ratings: 'Bewertungen',
      availability: 'Verfügbarkeit',
      dashboard: 'Dashboard',
      products: 'Produkte',
      notifications: 'Benachrichtigungen',
      profile: 'Profil',
      announcements: 'Mitteilungen',
      bugReports: 'Fehlermeldungen',
      pms: 'PMS-Anbindung',
      bugReport: 'Problem melden',
      savedReplies: 'Gespeicherte Antworten',
    },
  },
  screens: {
    reservations: 'Reservierungen',
    booking: 'Buchung',
    complaints: 'Beschwerden',
    complaint: 'Beschwerde',
    fileComplaint: 'Beschwerde erfassen',
    availability: 'Meine Verfügbarkeit',
    dashboard: 'Dashboard',
  },
  layout: {
    selectChat: 'Wähle einen Chat',
    selectChatBody: 'Wähle links ein Gespräch, um es hier zu lesen und zu beantworten.',
  },
} satisfies LocaleTexts<typeof en>;
