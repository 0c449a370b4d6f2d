import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Die deutschen Texte der Verfügbarkeitsseite (Namespace 'availability'). */
export const de = {
  title: 'Meine Verfügbarkeit',
  titleGeneric: 'Verfügbarkeit',
  add: 'Zeiten hinzufügen',
  loading: 'Verfügbarkeit wird geladen',
  retry: 'Erneut versuchen',
  error: {
    title: 'Die Verfügbarkeit konnte nicht geladen werden.',
    body: 'Prüfe deine Verbindung und versuche es noch einmal.',
  },
  empty: {
    title: 'Keine Zeiten eingetragen – du giltst als verfügbar',
    titleOf: 'Keine Zeiten eingetragen – {{name}} gilt als verfügbar',
    titleColleague: 'Keine Zeiten eingetragen – diese Person gilt als verfügbar',
    body: 'Trage feste Wochenzeiten ein und Ausnahmen wie Urlaub. Termine werden nur geplant und Gästen wird ein Guide nur angeboten, wenn die Person verfügbar ist.',
  },
  colleague: {
    label: 'Wessen Verfügbarkeit',
    me: 'Ich ({{name}})',
    withWorkgroup: '{{name}} · {{workgroup}}',
    loadFailed: 'Die Kolleginnen und Kollegen konnten nicht geladen werden.',
  },
  week: {
    label: 'Woche vom {{range}}',
    navigation: 'Woche wählen',
    previous: 'Vorige Woche',
    next: 'Nächste Woche',
    thisWeek: 'Diese Woche',
    days: 'Wochentage',
    today: 'Heute',
  },
  rule: {
    weekly: 'Außerhalb der festen Wochenzeiten gilt man als nicht verfügbar. Eine Ausnahme hat Vorrang vor den Wochenzeiten.',
    open: 'Ohne feste Wochenzeiten gilt jede Stunde als verfügbar, außer während einer Ausnahme, die etwas anderes sagt.',
    zone: 'Alle Zeiten in Parkzeit ({{zone}}).',
  },
  day: {
    available: 'Verfügbar',
    unavailable: 'Nicht verfügbar',
  },
  kind: {
    available: 'Verfügbar',
    unavailable: 'Nicht verfügbar',
  },
  entry: {
    allDay: 'Ganztägig',
    from: 'ab {{time}}',
    till: 'bis {{time}}',
    range: '{{from}}–{{till}}',
    exception: 'Ausnahme',
    weekly: 'Jede Woche',
    edit: 'Bearbeiten: {{kind}}, {{when}}',
  },
  exceptions: {
    title: 'Aktuelle und kommende Ausnahmen',
    empty: 'Keine Ausnahmen geplant.',
  },
  weekly: {
    title: 'Feste Wochenzeiten',
    empty: 'Keine festen Wochenzeiten.',
    when: '{{weekday}} {{from}}–{{till}}',
  },
  form: {
    addTitle: 'Zeiten hinzufügen',
    editTitle: 'Zeiten bearbeiten',
    kind: 'Art',
    repeat: 'Gilt',
    weekly: 'Jede Woche',
    once: 'An bestimmten Tagen (Ausnahme)',
    weekday: 'Wochentag',
    from: 'Von',
    till: 'Bis',
    startDay: 'Erster Tag',
    endDay: 'Letzter Tag',
    allDay: 'Ganze Tage',
    startTime: 'Startzeit',
    endTime: 'Endzeit',
    note: 'Notiz (optional)',
    notePlaceholder: 'Zum Beispiel: Urlaub, Schulung',
    save: 'Speichern',
    saving: 'Wird gespeichert',
    saveFailed: 'Die Zeiten konnten nicht gespeichert werden. Prüfe deine Verbindung und versuche es noch einmal.',
    delete: 'Löschen',
    firstWeeklyHours:
      'Das sind die ersten festen Wochenzeiten. Sobald sie gespeichert sind, gilt jede Stunde außerhalb davon als nicht verfügbar: Dann gibt es keine Termine, und Gästen wird dieser Guide dann nicht angeboten.',
  },
  problems: {
    tillNotAfterFrom: 'Die Endzeit muss nach der Startzeit liegen.',
    endNotAfterStart: 'Das Ende muss nach dem Anfang liegen.',
    spanTooLong: 'Eine Ausnahme kann höchstens ein Jahr dauern.',
  },
  confirmDelete: {
    header: 'Diese Zeiten löschen?',
    confirm: 'Löschen',
  },
  toast: {
    saved: 'Verfügbarkeit gespeichert',
    deleted: 'Verfügbarkeit gelöscht',
  },
} satisfies LocaleTexts<typeof en>;
