import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  stayEnergy: {
    title: 'Deine Energie',
    intro: 'Die Heizung deiner Suite pro Nacht, neben dem durchschnittlichen Aufenthalt im Park.',
    yours: 'Dein Aufenthalt',
    park: 'Parkdurchschnitt',
    kwh: '{{value}} kWh pro Nacht',
    hours: '{{value}} Std. Heizen pro Nacht',
    summaryKwh: 'Dein Aufenthalt: {{yours}} kWh pro Nacht. Parkdurchschnitt: {{park}} kWh pro Nacht.',
    summaryHours: 'Dein Aufenthalt: {{yours}} Stunden Heizen pro Nacht. Parkdurchschnitt: {{park}} Stunden pro Nacht.',
    noPark: 'Noch zu wenige Aufenthalte für einen Parkdurchschnitt.',
    empty: 'Für deinen Aufenthalt wurde noch keine Energie gemessen.',
    heatingNote: 'Deine Thermostate messen keine Energie; das ist die Zeit, in der sie geheizt haben.',
    error: 'Deine Energie konnte nicht geladen werden.',
    loading: 'Deine Energie wird geladen',
  },
} satisfies LocaleTexts<typeof en>;
