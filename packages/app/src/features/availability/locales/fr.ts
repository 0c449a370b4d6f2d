import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Les textes français de l’écran des disponibilités (namespace 'availability'). */
export const fr = {
  title: 'Mes disponibilités',
  titleGeneric: 'Disponibilités',
  add: 'Ajouter des horaires',
  loading: 'Chargement des disponibilités',
  retry: 'Réessayer',
  error: {
    title: 'Impossible de charger les disponibilités.',
    body: 'Vérifiez votre connexion et réessayez.',
  },
  empty: {
    title: 'Aucun horaire défini : vous êtes considéré comme disponible',
    titleOf: 'Aucun horaire défini : {{name}} est considéré comme disponible',
    titleColleague: 'Aucun horaire défini : ce collègue est considéré comme disponible',
    body: 'Ajoutez des horaires hebdomadaires et des exceptions, comme des congés. Les rendez-vous ne sont planifiés, et un guide n’est proposé aux clients, que lorsque le membre de l’équipe est disponible.',
  },
  colleague: {
    label: 'Disponibilités de',
    me: 'Moi ({{name}})',
    withWorkgroup: '{{name}} · {{workgroup}}',
    loadFailed: 'Impossible de charger les collègues.',
  },
  week: {
    label: 'Semaine du {{range}}',
    navigation: 'Choisir une semaine',
    previous: 'Semaine précédente',
    next: 'Semaine suivante',
    thisWeek: 'Cette semaine',
    days: 'Jours de la semaine',
    today: 'Aujourd’hui',
  },
  rule: {
    weekly: 'En dehors des horaires hebdomadaires, on est considéré comme indisponible. Une exception prime sur les horaires hebdomadaires.',
    open: 'Sans horaires hebdomadaires, chaque heure compte comme disponible, sauf pendant une exception qui dit le contraire.',
    zone: 'Les heures sont celles du parc ({{zone}}).',
  },
  day: {
    available: 'Disponible',
    unavailable: 'Indisponible',
  },
  kind: {
    available: 'Disponible',
    unavailable: 'Indisponible',
  },
  entry: {
    allDay: 'Toute la journée',
    from: 'à partir de {{time}}',
    till: 'jusqu’à {{time}}',
    range: '{{from}}–{{till}}',
    exception: 'Exception',
    weekly: 'Chaque semaine',
    edit: 'Modifier : {{kind}}, {{when}}',
  },
  exceptions: {
    title: 'Exceptions en cours et à venir',
    empty: 'Aucune exception prévue.',
  },
  weekly: {
    title: 'Horaires hebdomadaires',
    empty: 'Aucun horaire hebdomadaire.',
    when: '{{weekday}} {{from}}–{{till}}',
  },
  form: {
    addTitle: 'Ajouter des horaires',
    editTitle: 'Modifier les horaires',
    kind: 'Type',
    repeat: 'S’applique',
    weekly: 'Chaque semaine',
    once: 'À des dates précises (exception)',
    weekday: 'Jour de la semaine',
    from: 'De',
    till: 'À',
    startDay: 'Premier jour',
    endDay: 'Dernier jour',
    allDay: 'Journées entières',
    startTime: 'Heure de début',
    endTime: 'Heure de fin',
    note: 'Remarque (facultatif)',
    notePlaceholder: 'Par exemple : congés, formation',
    save: 'Enregistrer',
    saving: 'Enregistrement',
    saveFailed: 'Impossible d’enregistrer les horaires. Vérifiez votre connexion et réessayez.',
    delete: 'Supprimer',
    firstWeeklyHours:
      'Ce sont les premiers horaires hebdomadaires. Une fois enregistrés, chaque heure en dehors de ces horaires compte comme indisponible : pas de rendez-vous à ces moments-là, et ce guide n’est alors pas proposé aux clients.',
  },
  problems: {
    tillNotAfterFrom: 'L’heure de fin doit être après l’heure de début.',
    endNotAfterStart: 'La fin doit être après le début.',
    spanTooLong: 'Une exception peut durer un an au maximum.',
  },
  confirmDelete: {
    header: 'Supprimer ces horaires ?',
    confirm: 'Supprimer',
  },
  toast: {
    saved: 'Disponibilités enregistrées',
    deleted: 'Disponibilités supprimées',
  },
} satisfies LocaleTexts<typeof en>;
