import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  checkOutSettings: {
    title: 'Auschecken',
    heading: 'Selbst auschecken',
    intro: 'Was Gäste vor dem Auschecken abhaken und was danach mit der Suite geschieht.',
    checklist: 'Checkliste',
    item: 'Punkt {{number}}',
    language: { en: 'Englisch', nl: 'Niederländisch', de: 'Deutsch', fr: 'Französisch' },
    addItem: 'Punkt hinzufügen',
    removeItem: 'Punkt {{number}} entfernen',
    ecoSetpoint: 'Eco-Temperatur nach dem Auschecken (°C)',
    graceMinutes: 'Tür und Steuerung bleiben nach dem Auschecken aktiv (Minuten)',
    save: 'Speichern',
    saved: 'Einstellungen zum Auschecken gespeichert',
    errorTitle: 'Die Einstellungen zum Auschecken konnten nicht geladen werden',
    retry: 'Erneut versuchen',
    loading: 'Einstellungen zum Auschecken werden geladen',
  },
} satisfies LocaleTexts<typeof en>;
