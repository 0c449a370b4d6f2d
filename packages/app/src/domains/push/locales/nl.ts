import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl: LocaleTexts<typeof en> = {
  subscription: {
    title: 'Meldingen op dit apparaat',
    checking: 'Meldingen op dit apparaat controleren…',
    state: {
      on: 'Aan: dit apparaat toont meldingen, ook als de app gesloten is.',
      off: 'Uit: dit apparaat toont geen meldingen als de app gesloten is.',
      blocked: 'Geblokkeerd: meldingen voor deze app staan uit in de instellingen van de browser of telefoon. Sta ze daar toe om ze te ontvangen.',
      unsupported: 'Deze browser kan geen meldingen van de app tonen. Zet de app op je beginscherm of gebruik een andere browser.',
    },
    stateLabel: {
      on: 'Aan',
      off: 'Uit',
      blocked: 'Geblokkeerd',
      unsupported: 'Niet beschikbaar',
    },
    turnOn: 'Meldingen aanzetten',
    turningOn: 'Bezig met aanzetten…',
    failure: {
      dismissed: 'Meldingen zijn niet toegestaan: de vraag is gesloten zonder antwoord. Tik nog eens op de knop en kies Toestaan.',
      denied: 'Meldingen zijn geweigerd voor deze app. Sta ze toe in de instellingen van de browser of telefoon om ze te ontvangen.',
      unsupported: 'Deze browser kan geen meldingen van de app tonen. Zet de app op je beginscherm of gebruik een andere browser.',
      failed: 'Meldingen konden niet worden aangezet. Controleer je verbinding en probeer het opnieuw.',
    },
  },
};
