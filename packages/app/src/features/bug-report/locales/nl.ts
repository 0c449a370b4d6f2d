import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Een probleem met de app melden (namespace 'bugReport'). */
export const nl = {
  title: 'Probleem melden',
  back: 'Terug',
  intro: 'Vertel ons wat er misging. We lezen elke melding en gebruiken die om de app te verbeteren.',
  description: 'Wat gebeurde er?',
  descriptionPlaceholder: 'Wat deed je, wat verwachtte je en wat gebeurde er in plaats daarvan?',
  descriptionRequired: 'Beschrijf wat er gebeurde',
  screenshot: 'Schermafbeelding',
  screenshotHint: 'Optioneel. Met een schermafbeelding zien we wat jij zag.',
  addScreenshot: 'Schermafbeelding toevoegen',
  changeScreenshot: 'Andere kiezen',
  removeScreenshot: 'Schermafbeelding verwijderen',
  screenshotPreview: 'De gekozen schermafbeelding',
  send: 'Melding versturen',
  sending: 'Versturen…',
  failed: 'De melding kon niet worden verstuurd. Probeer het opnieuw.',
  thanksTitle: 'Bedankt!',
  thanksBody: 'Je melding is verstuurd. We gaan ermee aan de slag.',
  another: 'Nog iets melden',
} satisfies LocaleTexts<typeof en>;
