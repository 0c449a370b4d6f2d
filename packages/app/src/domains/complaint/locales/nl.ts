import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  states: {
    New: 'Nieuw',
    'In progress': 'In behandeling',
    Resolved: 'Opgelost',
  },
  priorities: {
    LOW: 'Laag',
    NORMAL: 'Normaal',
    HIGH: 'Hoog',
    URGENT: 'Urgent',
  },
  kinds: {
    CLEANING: 'Schoonmaak',
    MAINTENANCE: 'Onderhoud',
    DEVICES: 'Apparatuur',
    NOISE: 'Geluidsoverlast',
    SERVICE: 'Service',
    OTHER: 'Overig',
  },
  review: {
    awaiting: 'Beoordeling volgt',
    approved: 'Beoordeling: goedgekeurd',
    declined: 'Beoordeling: afgewezen',
  },
  priorityLabel: 'Prioriteit: {{priority}}',
  stateLabel: 'Status: {{state}}',
  noWorkgroup: 'Geen werkgroep',
  counter: {
    label_one: '{{count}} open klacht',
    label_other: '{{count}} open klachten',
  },
  loading: {
    approve: 'Klacht goedkeuren',
    decline: 'Klacht afwijzen',
    resolve: 'Klacht oplossen',
    save: 'Klacht opslaan',
    file: 'Klacht indienen',
    note: 'Notitie toevoegen',
    appointment: 'Afspraak opslaan',
    deleteAppointment: 'Afspraak verwijderen',
  },
} satisfies LocaleTexts<typeof en>;
