import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  stayEnergy: {
    title: 'Jouw energie',
    intro: 'De verwarming van je suite per nacht, naast het gemiddelde verblijf op het park.',
    yours: 'Jouw verblijf',
    park: 'Gemiddelde park',
    kwh: '{{value}} kWh per nacht',
    hours: '{{value}} u verwarming per nacht',
    summaryKwh: 'Jouw verblijf: {{yours}} kWh per nacht. Gemiddelde park: {{park}} kWh per nacht.',
    summaryHours: 'Jouw verblijf: {{yours}} uur verwarming per nacht. Gemiddelde park: {{park}} uur per nacht.',
    noPark: 'Nog te weinig verblijven voor een parkgemiddelde.',
    empty: 'Voor je verblijf is nog geen energie gemeten.',
    heatingNote: 'Je thermostaten meten geen energie; dit is de tijd dat ze verwarmden.',
    error: 'Je energie kon niet worden geladen.',
    loading: 'Je energie wordt geladen',
  },
} satisfies LocaleTexts<typeof en>;
