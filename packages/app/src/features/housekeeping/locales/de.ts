import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  housekeeping: {
    title: 'Reinigung',
    dayLabel: 'Tag',
    days: { today: 'Heute', tomorrow: 'Morgen' },
    listLabel: 'Vorzubereitende Suiten',
    state: { occupied: 'Belegt', 'to-clean': 'Zu reinigen', ready: 'Bereit' },
    leaving: 'Abreise {{time}} (Nr. {{number}})',
    checkedOut: 'Ausgecheckt {{time}}',
    arriving: '{{name}} kommt {{time}} (Nr. {{number}})',
    noArrival: 'Niemand reist an',
    expected: 'Voraussichtlich bereit {{time}}',
    markReady: 'Als bereit melden',
    undoReady: 'Doch nicht bereit',
    expectedAction: 'Erwartete Zeit',
    expectedTitle: 'Wann ist {{suite}} bereit?',
    expectedField: 'Bereit um',
    save: 'Speichern',
    saved: 'Gespeichert',
    empty: 'An diesem Tag reist niemand ab oder an.',
    emptyTitle: 'Nichts vorzubereiten',
    errorTitle: 'Die Reinigungsliste konnte nicht geladen werden',
    errorBody: 'Prüfe die Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
    loading: 'Reinigungsliste wird geladen',
  },
} satisfies LocaleTexts<typeof en>;
