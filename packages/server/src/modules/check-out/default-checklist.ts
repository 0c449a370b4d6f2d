import type { CheckOutChecklistItem } from '@stay/contract';

/** The checklist of a location that has not written its own. */
export const DEFAULT_CHECK_OUT_CHECKLIST: readonly CheckOutChecklistItem[] = [
  { en: 'Dishes washed and put away', nl: 'Afwas gedaan en opgeruimd', de: 'Geschirr gespült und weggeräumt', fr: 'Vaisselle faite et rangée' },
  { en: 'Windows and doors closed', nl: 'Ramen en deuren dicht', de: 'Fenster und Türen geschlossen', fr: 'Fenêtres et portes fermées' },
  { en: 'Rubbish taken to the bins', nl: 'Afval naar de containers gebracht', de: 'Müll zu den Containern gebracht', fr: 'Poubelles déposées dans les conteneurs' },
  { en: 'Keys and cards left on the table', nl: 'Sleutels en pasjes op tafel gelegd', de: 'Schlüssel und Karten auf dem Tisch gelassen', fr: 'Clés et cartes laissées sur la table' },
];
