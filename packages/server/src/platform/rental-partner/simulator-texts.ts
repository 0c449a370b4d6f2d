import type { AppLanguage, RentalTemplateName } from '@stay/contract';
import type { PartnerTemplate } from './port';

/** The simulated partner's texts; a real partner serves its own. */
export const SIMULATOR_TEXTS: Record<RentalTemplateName, Record<AppLanguage, PartnerTemplate>> = {
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
    de: {
      title: 'Mietbedingungen',
      text:
        'Das Fahrrad gehört dir für den Mietzeitraum, den die App anzeigt. Schließ es ab, wann immer du es abstellst.\n\n' +
        'Bring es zur Fahrradstation zurück und beende die Miete in der App, bevor der Zeitraum abläuft.\n\n' +
        'Melde Schäden sofort mit einem Foto; für Schäden, die du nicht meldest, haftest du.',
    },
    fr: {
      title: 'Conditions de location',
      text:
        "Le vélo est à vous pendant la période de location indiquée dans l'application. Verrouillez-le chaque fois que vous le laissez.\n\n" +
        "Ramenez-le à la station vélos et terminez la location dans l'application avant la fin de la période.\n\n" +
        'Signalez tout dommage immédiatement avec une photo ; vous êtes responsable des dommages non signalés.',
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
    de: {
      title: 'Dein Fahrrad entsperren',
      text:
        'Stell dich neben das Fahrrad und tippe auf Entsperren. Das smarte Schloss öffnet sich in wenigen Sekunden.\n\n' +
        'Zum Abschließen tippst du auf Sperren oder drückst den Schlosshebel nach unten.',
    },
    fr: {
      title: 'Déverrouiller votre vélo',
      text:
        "Placez-vous à côté du vélo et touchez Déverrouiller. Le cadenas connecté s'ouvre en quelques secondes.\n\n" +
        'Pour le verrouiller à nouveau, touchez Verrouiller ou abaissez le levier du cadenas.',
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
    de: {
      title: 'Deine Miete beenden',
      text:
        'Stell das Fahrrad an der Fahrradstation ab. Die App prüft per GPS, ob das Fahrrad an der Station steht, schließt es ab und beendet die Miete.\n\n' +
        'Außerhalb der Station lässt sich die Miete nicht beenden.',
    },
    fr: {
      title: 'Terminer votre location',
      text:
        "Garez le vélo à la station vélos. L'application vérifie par GPS que le vélo est à la station, le verrouille et termine la location.\n\n" +
        'En dehors de la station, la location ne peut pas être terminée.',
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
    de: {
      title: 'Schaden melden',
      text: 'Beschreib, was beschädigt ist, und füge ein Foto hinzu. Wir reparieren das Fahrrad oder bringen dir ein anderes.',
    },
    fr: {
      title: 'Signaler un dommage',
      text: 'Décrivez ce qui est endommagé et ajoutez une photo. Nous réparons le vélo ou vous en apportons un autre.',
    },
  },
};
