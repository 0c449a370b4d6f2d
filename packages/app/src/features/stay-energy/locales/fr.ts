import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  stayEnergy: {
    title: 'Votre énergie',
    intro: 'Le chauffage de votre suite par nuit, à côté du séjour moyen au parc.',
    yours: 'Votre séjour',
    park: 'Moyenne du parc',
    kwh: '{{value}} kWh par nuit',
    hours: '{{value}} h de chauffage par nuit',
    summaryKwh: 'Votre séjour : {{yours}} kWh par nuit. Moyenne du parc : {{park}} kWh par nuit.',
    summaryHours: 'Votre séjour : {{yours}} heures de chauffage par nuit. Moyenne du parc : {{park}} heures par nuit.',
    noPark: 'Pas encore assez de séjours pour une moyenne du parc.',
    empty: 'Aucune énergie n’a encore été mesurée pour votre séjour.',
    heatingNote: 'Vos thermostats ne mesurent pas l’énergie : voici le temps pendant lequel ils ont chauffé.',
    error: 'Votre énergie n’a pas pu être chargée.',
    loading: 'Chargement de votre énergie',
  },
} satisfies LocaleTexts<typeof en>;
