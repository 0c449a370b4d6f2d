import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** De Nederlandse teksten van het beschikbaarheidsscherm (namespace 'availability'). */
export const nl = {
  title: 'Mijn beschikbaarheid',
  titleGeneric: 'Beschikbaarheid',
  add: 'Uren toevoegen',
  loading: 'Beschikbaarheid laden',
  retry: 'Opnieuw proberen',
  error: {
    title: 'De beschikbaarheid kon niet worden geladen.',
    body: 'Controleer je verbinding en probeer het opnieuw.',
  },
  empty: {
    title: 'Geen uren ingesteld — je telt als beschikbaar',
    titleOf: 'Geen uren ingesteld — {{name}} telt als beschikbaar',
    titleColleague: 'Geen uren ingesteld — deze collega telt als beschikbaar',
    body: 'Voeg vaste uren per week toe, en uitzonderingen zoals verlof. Afspraken worden alleen gepland, en gasten krijgen een gids alleen aangeboden, als de medewerker beschikbaar is.',
  },
  colleague: {
    label: 'Beschikbaarheid van',
    me: 'Mijzelf ({{name}})',
    withWorkgroup: '{{name}} · {{workgroup}}',
    loadFailed: 'De collega’s konden niet worden geladen.',
  },
  week: {
    label: 'Week van {{range}}',
    navigation: 'Kies een week',
    previous: 'Vorige week',
    next: 'Volgende week',
    thisWeek: 'Deze week',
    days: 'Dagen van de week',
    today: 'Vandaag',
  },
  rule: {
    weekly: 'Buiten de vaste uren telt als niet beschikbaar. Een uitzondering gaat voor de vaste uren.',
    open: 'Zonder vaste uren telt elk uur als beschikbaar, behalve tijdens een uitzondering die iets anders zegt.',
    zone: 'Tijden zijn parktijd ({{zone}}).',
  },
  day: {
    available: 'Beschikbaar',
    unavailable: 'Niet beschikbaar',
  },
  kind: {
    available: 'Beschikbaar',
    unavailable: 'Niet beschikbaar',
  },
  entry: {
    allDay: 'Hele dag',
    from: 'vanaf {{time}}',
    till: 'tot {{time}}',
    range: '{{from}}–{{till}}',
    exception: 'Uitzondering',
    weekly: 'Elke week',
    edit: 'Wijzigen: {{kind}}, {{when}}',
  },
  exceptions: {
    title: 'Huidige en komende uitzonderingen',
    empty: 'Geen uitzonderingen gepland.',
  },
  weekly: {
    title: 'Vaste uren per week',
    empty: 'Geen vaste uren.',
    when: '{{weekday}} {{from}}–{{till}}',
  },
  form: {
    addTitle: 'Uren toevoegen',
    editTitle: 'Uren wijzigen',
    kind: 'Soort',
    repeat: 'Geldt',
    weekly: 'Elke week',
    once: 'Op datums',
    weekday: 'Dag van de week',
    from: 'Van',
    till: 'Tot',
    startDay: 'Eerste dag',
    endDay: 'Laatste dag',
    allDay: 'Hele dagen',
    startTime: 'Begintijd',
    endTime: 'Eindtijd',
    note: 'Notitie (optioneel)',
    notePlaceholder: 'Bijvoorbeeld: verlof, training',
    save: 'Opslaan',
    saving: 'Opslaan',
    saveFailed: 'De uren konden niet worden opgeslagen. Controleer je verbinding en probeer het opnieuw.',
    delete: 'Verwijderen',
    firstWeeklyHours:
      'Dit zijn de eerste vaste uren per week. Zodra ze zijn opgeslagen, telt elk uur buiten de vaste uren als niet beschikbaar: dan geen afspraken, en gasten krijgen deze gids dan niet aangeboden.',
  },
  problems: {
    tillNotAfterFrom: 'De eindtijd moet na de begintijd liggen.',
    endNotAfterStart: 'Het einde moet na het begin liggen.',
    spanTooLong: 'Een uitzondering kan hoogstens een jaar duren.',
  },
  confirmDelete: {
    header: 'Deze uren verwijderen?',
    confirm: 'Verwijderen',
  },
  toast: {
    saved: 'Beschikbaarheid opgeslagen',
    deleted: 'Beschikbaarheid verwijderd',
  },
} satisfies LocaleTexts<typeof en>;
