import type { RentalTemplateLanguage, RentalTemplateName } from '@stay/contract';
import type { PartnerTemplate } from './port';

/** The simulated partner's texts; a real partner serves its own. */
export const SIMULATOR_TEXTS: Record<RentalTemplateName, Record<RentalTemplateLanguage, PartnerTemplate>> = {
  terms: {
    en: {
      title: 'Rental terms',
      text:
        'The bike is yours for the rental period shown in the app. Lock it whenever you leave it.\n\n' +
        'Bring it back to the bike station and end the rental in the app before the period is over.\n\n' +
        'Report any damage straight away with a photo; you are liable for damage you do not report.',
    },
    nl: {
      title: 'Huurvoorwaarden',
      text:
        'De fiets is van jou voor de huurperiode die de app toont. Zet hem op slot als je hem achterlaat.\n\n' +
        'Breng hem terug naar het fietsstation en beëindig de huur in de app voordat de periode voorbij is.\n\n' +
        'Meld schade meteen met een foto; je bent aansprakelijk voor schade die je niet meldt.',
    },
  },
  unlock: {
    en: {
      title: 'Unlocking your bike',
      text:
        'Stand next to the bike and tap Unlock. The smart lock opens within a few seconds.\n\n' +
        'To lock it again, tap Lock or push the lock lever down.',
    },
    nl: {
      title: 'Je fiets ontgrendelen',
      text:
        'Ga naast de fiets staan en tik op Ontgrendelen. Het slimme slot gaat binnen enkele seconden open.\n\n' +
        'Tik op Vergrendelen of duw de slothendel omlaag om hem weer op slot te zetten.',
    },
  },
  endRental: {
    en: {
      title: 'Ending your rental',
      text:
        'Park the bike at the bike station. The app checks by GPS that the bike is at the station, locks it and ends the rental.\n\n' +
        'Away from the station the rental cannot be ended.',
    },
    nl: {
      title: 'Je huur beëindigen',
      text:
        'Zet de fiets bij het fietsstation. De app controleert met GPS dat de fiets bij het station staat, zet hem op slot en beëindigt de huur.\n\n' +
        'Buiten het station kan de huur niet worden beëindigd.',
    },
  },
  damage: {
    en: {
      title: 'Reporting damage',
      text: 'Describe what is damaged and add a photo. We repair the bike or bring you another one.',
    },
    nl: {
      title: 'Schade melden',
      text: 'Beschrijf wat er beschadigd is en voeg een foto toe. We repareren de fiets of brengen je een andere.',
    },
  },
};
