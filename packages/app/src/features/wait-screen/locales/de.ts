import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  waitScreen: {
    title: 'Dein Aufenthalt',
    refresh: 'Erneut prüfen',
    refreshing: 'Wird geprüft…',
    activate: 'Reservierung aktivieren',
    activateNew: 'Neue Reservierung aktivieren',
    countdown: {
      heading: 'Dein Aufenthalt rückt näher',
      opensOn: 'Deine App öffnet sich am {{day}}.',
      stay: 'Dann siehst du {{suite}}, wählst deinen Guide und chattest mit ihm oder ihr. Du reist am {{start}} an.',
      summary: 'Die App öffnet sich in {{days}} Tagen und {{hours}} Stunden.',
      units: { days: 'Tage', hours: 'Std.', minutes: 'Min.', seconds: 'Sek.' },
    },
    provisional: {
      heading: 'Deine Reservierung ist vorläufig',
      body: 'Dein Aufenthalt ab {{start}} ist noch nicht bestätigt.',
      next: 'Sobald er bestätigt ist, öffnet sich die App hier für deinen Aufenthalt.',
    },
    past: {
      heading: 'Danke für deinen Aufenthalt bei uns',
      body: 'Dein Aufenthalt in {{suite}} endete am {{end}}.',
      next: 'Du kommst wieder? Aktiviere deine nächste Reservierung, um die App wieder zu nutzen.',
      chatBody: 'Etwas liegen gelassen oder eine Frage zu deiner Rechnung? Dein Chat mit dem Park ist weiterhin für dich da.',
      chat: 'Chat öffnen',
    },
    none: {
      heading: 'Keine aktuelle Reservierung',
      body: 'Zu deinem Konto gibt es keine Reservierung. Aktiviere eine mit ihrer Reservierungsnummer.',
    },
    error: {
      heading: 'Wir konnten deine Reservierung nicht prüfen',
      body: 'Prüfe deine Verbindung und versuche es erneut.',
    },
  },
} satisfies LocaleTexts<typeof en>;
