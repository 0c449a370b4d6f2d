import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de: LocaleTexts<typeof en> = {
  subscription: {
    title: 'Benachrichtigungen auf diesem Gerät',
    checking: 'Benachrichtigungen auf diesem Gerät werden geprüft…',
    state: {
      on: 'An: Dieses Gerät zeigt Benachrichtigungen, auch wenn die App geschlossen ist.',
      off: 'Aus: Dieses Gerät zeigt keine Benachrichtigungen, wenn die App geschlossen ist.',
      blocked: 'Blockiert: Benachrichtigungen für diese App sind in den Einstellungen des Browsers oder Telefons ausgeschaltet. Erlaube sie dort, um sie zu erhalten.',
      unsupported: 'Dieser Browser kann keine Benachrichtigungen der App anzeigen. Füge die App zu deinem Startbildschirm hinzu oder nutze einen anderen Browser.',
    },
    stateLabel: {
      on: 'An',
      off: 'Aus',
      blocked: 'Blockiert',
      unsupported: 'Nicht verfügbar',
    },
    turnOn: 'Benachrichtigungen einschalten',
    turningOn: 'Wird eingeschaltet…',
    failure: {
      dismissed: 'Benachrichtigungen wurden nicht erlaubt: Die Abfrage wurde ohne Antwort geschlossen. Tippe noch einmal auf die Schaltfläche und wähle „Zulassen“.',
      denied: 'Benachrichtigungen wurden für diese App abgelehnt. Um sie zu erhalten, erlaube sie in den Einstellungen des Browsers oder Telefons.',
      unsupported: 'Dieser Browser kann keine Benachrichtigungen der App anzeigen. Füge die App zu deinem Startbildschirm hinzu oder nutze einen anderen Browser.',
      failed: 'Benachrichtigungen konnten nicht eingeschaltet werden. Prüfe deine Verbindung und versuche es erneut.',
    },
  },
};
