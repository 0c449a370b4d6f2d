import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  checkOutSettings: {
    title: 'Uitchecken',
    heading: 'Zelf uitchecken',
    intro: 'Wat gasten aanvinken voordat ze uitchecken, en wat er daarna met de suite gebeurt.',
    checklist: 'Checklist',
    item: 'Punt {{number}}',
    language: { en: 'Engels', nl: 'Nederlands', de: 'Duits', fr: 'Frans' },
    addItem: 'Punt toevoegen',
    removeItem: 'Punt {{number}} verwijderen',
    ecoSetpoint: 'Eco-temperatuur na uitchecken (°C)',
    graceMinutes: 'Deur en bediening blijven na uitchecken aan (minuten)',
    save: 'Opslaan',
    saved: 'Instellingen voor uitchecken opgeslagen',
    errorTitle: 'De instellingen voor uitchecken konden niet worden geladen',
    retry: 'Opnieuw proberen',
    loading: 'Instellingen voor uitchecken laden',
  },
} satisfies LocaleTexts<typeof en>;
