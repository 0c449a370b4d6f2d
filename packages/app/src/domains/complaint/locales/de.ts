import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  states: {
    New: 'Neu',
    'In progress': 'In Bearbeitung',
    Resolved: 'Gelöst',
  },
  priorities: {
    LOW: 'Niedrig',
    NORMAL: 'Normal',
    HIGH: 'Hoch',
    URGENT: 'Dringend',
  },
  kinds: {
    CLEANING: 'Reinigung',
    MAINTENANCE: 'Wartung',
    DEVICES: 'Geräte',
    NOISE: 'Lärm',
    SERVICE: 'Service',
    OTHER: 'Sonstiges',
  },
  review: {
    awaiting: 'Prüfung ausstehend',
    approved: 'Prüfung: genehmigt',
    declined: 'Prüfung: abgelehnt',
  },
  priorityLabel: 'Priorität: {{priority}}',
  stateLabel: 'Status: {{state}}',
  noWorkgroup: 'Keine Arbeitsgruppe',
  counter: {
    label_one: '{{count}} offene Beschwerde',
    label_other: '{{count}} offene Beschwerden',
  },
  loading: {
    approve: 'Beschwerde wird genehmigt',
    decline: 'Beschwerde wird abgelehnt',
    resolve: 'Beschwerde wird als gelöst markiert',
    save: 'Beschwerde wird gespeichert',
    file: 'Beschwerde wird erfasst',
    note: 'Notiz wird hinzugefügt',
    appointment: 'Termin wird gespeichert',
    deleteAppointment: 'Termin wird gelöscht',
  },
} satisfies LocaleTexts<typeof en>;
