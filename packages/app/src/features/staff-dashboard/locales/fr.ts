import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  dashboard: {
    title: 'Tableau de bord',
    today: 'Aujourd’hui, {{day}}',
    loading: 'Chargement du tableau de bord',
    error: {
      title: 'Le tableau de bord n’a pas pu être chargé',
      body: 'Vérifiez la connexion et réessayez.',
      retry: 'Réessayer',
    },
    tiles: {
      label: 'Aujourd’hui',
      arrivals: 'Arrivées',
      departures: 'Départs',
      inHouse: 'Sur place',
      occupancy: 'Occupation ce soir',
      occupancyOf: '{{occupied}} suites sur {{total}}',
    },
    chart: {
      title: 'Occupation des {{count}} prochains jours',
      summary:
        'Occupation des {{count}} prochains jours, du {{from}} au {{to}} : en moyenne {{average}} %, au plus haut {{highest}} % le {{highestDay}}, au plus bas {{lowest}} % le {{lowestDay}}.',
      caption: 'Suites occupées par nuit',
      date: 'Nuit du',
      occupied: 'Suites occupées',
      percent: 'Taux d’occupation',
      percentValue: '{{value}} %',
      occupiedValue: '{{occupied}} sur {{total}}',
      tooltip: '{{value}} % · {{occupied}} suites sur {{total}}',
      loading: 'Chargement du graphique',
      noSuites: 'Ce site n’a pas encore de suites à remplir.',
    },
    suites: {
      title: 'Serrures à surveiller',
      loading: 'Chargement des suites',
      allGood: 'Toutes les serrures sont en ligne et fonctionnent.',
      error: 'Les suites n’ont pas pu être chargées.',
      retry: 'Réessayer',
      inHouse: 'Sur place : {{name}}',
      nextArrival: 'Prochaine arrivée : {{name}}, {{day}}',
      empty: 'Vide, aucune arrivée réservée',
    },
  },
} satisfies LocaleTexts<typeof en>;
