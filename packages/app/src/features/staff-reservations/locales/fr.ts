import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  reservations: {
    title: 'Réservations',
    refresh: 'Tirer pour actualiser',
    tabsLabel: 'Listes de réservations',
    tabs: {
      arrivals: 'Arrivées',
      departures: 'Départs',
      'in-house': 'Sur place',
      upcoming: 'À venir',
      past: 'Passées',
    },
    tabCount_one: '{{count}} réservation',
    tabCount_other: '{{count}} réservations',
    search: {
      label: 'Rechercher des réservations',
      placeholder: 'Client, numéro de réservation ou suite',
    },
    list: {
      arrivals: 'Arrivées du jour',
      departures: 'Départs du jour',
      'in-house': 'Actuellement sur place',
      upcoming: 'Séjours à venir',
      past: 'Séjours passés',
    },
    loading: 'Chargement des réservations',
    loadingMore: 'Chargement d’autres réservations',
    empty: {
      arrivals: 'Aucune arrivée aujourd’hui',
      departures: 'Aucun départ aujourd’hui',
      'in-house': 'Personne sur place pour le moment',
      upcoming: 'Aucun séjour à venir',
      past: 'Aucun séjour passé',
    },
    emptyBody: {
      arrivals: 'Les clients dont le séjour commence aujourd’hui apparaissent ici.',
      departures: 'Les clients dont le séjour se termine aujourd’hui apparaissent ici.',
      'in-house': 'Les clients dont le séjour a commencé et n’est pas encore terminé apparaissent ici.',
      upcoming: 'Les séjours qui commencent après aujourd’hui apparaissent ici.',
      past: 'Les séjours terminés apparaissent ici, les plus récents en premier.',
    },
    noMatches: 'Aucun résultat pour « {{search}} »',
    noMatchesBody: 'Recherchez par nom du client, numéro de réservation ou suite.',
    clearSearch: 'Effacer la recherche',
    errorTitle: 'Impossible de charger les réservations',
    errorBody: 'Vérifiez la connexion et réessayez.',
    retry: 'Réessayer',
    row: {
      number: 'N° {{number}}',
      noSuite: 'Aucune suite attribuée',
      guests_one: '{{count}} client',
      guests_other: '{{count}} clients',
      guide: 'Guide : {{name}}',
      noGuide: 'Aucun guide choisi',
      lateCheckout: 'Départ tardif',
      provisional: 'Provisoire',
      deviceAlert: 'Serrure à vérifier',
    },
    select: {
      title: 'Sélectionnez une réservation',
      body: 'Choisissez une réservation à gauche pour afficher ses détails ici.',
    },
  },
} satisfies LocaleTexts<typeof en>;
