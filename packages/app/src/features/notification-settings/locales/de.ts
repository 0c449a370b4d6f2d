import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de: LocaleTexts<typeof en> = {
  title: 'Benachrichtigungen',
  intro: 'Wähle, welche Push-Benachrichtigungen du erhältst. Was du ausschaltest, siehst du weiterhin in der App.',
  types: {
    title: 'Worüber du benachrichtigt wirst',
    loading: 'Deine Benachrichtigungseinstellungen werden geladen',
    CHAT: { label: 'Erwähnungen und Erinnerungen', hint: 'Jemand aus dem Team erwähnt dich in einem Chat, oder eine deiner Erinnerungen ist fällig.' },
    CHATS: { label: 'Nachrichten in deinen Chats', hint: 'Ein Gast oder jemand aus dem Team schreibt in einem Chat, an dem du teilnimmst.' },
    GUEST_CHATS: { label: 'Neue Gäste-Chats', hint: 'Ein Gast beginnt einen Chat, oder niemand kümmert sich um einen Gäste-Chat.' },
    CUBER_CHATS: { label: 'Chats, die auf den Support warten', hint: 'Ein Chat wurde an den Support übergeben und wartet darauf, dass ihn jemand übernimmt.' },
    RESERVATION: { label: 'Reservierungen', hint: 'Bei einer Reservierung tut sich etwas, etwa eine Anreise oder eine Änderung.' },
    APP_URL: { label: 'Neuigkeiten aus dem Park', hint: 'Eine Mitteilung des Parks mit einem Link zum Öffnen.' },
    ORDERS: { label: 'Bestellungen', hint: 'Die Bestellung eines Gasts wurde aufgegeben, bezahlt oder geändert.' },
  },
  saved: 'Gespeichert',
  error: {
    title: 'Deine Benachrichtigungseinstellungen konnten nicht geladen werden',
    body: 'Prüfe die Verbindung und versuche es erneut.',
  },
  retry: 'Erneut versuchen',
};
