import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  housekeeping: {
    title: 'Schoonmaak',
    dayLabel: 'Dag',
    days: { today: 'Vandaag', tomorrow: 'Morgen' },
    listLabel: 'Suites om klaar te maken',
    state: { occupied: 'Bezet', 'to-clean': 'Schoonmaken', ready: 'Klaar' },
    leaving: 'Vertrekt {{time}} (nr. {{number}})',
    checkedOut: 'Uitgecheckt {{time}}',
    arriving: '{{name}} komt {{time}} (nr. {{number}})',
    noArrival: 'Niemand komt aan',
    expected: 'Verwacht klaar {{time}}',
    markReady: 'Klaar melden',
    undoReady: 'Toch niet klaar',
    expectedAction: 'Verwachte tijd',
    expectedTitle: 'Wanneer is {{suite}} klaar?',
    expectedField: 'Klaar om',
    save: 'Opslaan',
    saved: 'Opgeslagen',
    empty: 'Op deze dag vertrekt en komt niemand.',
    emptyTitle: 'Niets klaar te maken',
    errorTitle: 'De schoonmaaklijst kon niet worden geladen',
    errorBody: 'Controleer de verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    loading: 'Schoonmaaklijst laden',
  },
} satisfies LocaleTexts<typeof en>;
