import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  title: 'Beschwerde erfassen',
  back: 'Zurück',
  backToChat: 'Zurück zum Chat',
  intro: 'Halte fest, worüber sich der Gast beschwert, damit sich das Team darum kümmern kann.',
  stay: {
    title: 'Der betroffene Aufenthalt',
    search: 'Aufenthalt suchen',
    searchPlaceholder: 'Gast, Suite oder Buchungsnummer',
    loading: 'Aufenthalte werden gesucht',
    errorTitle: 'Die Aufenthalte konnten nicht geladen werden',
    retry: 'Erneut versuchen',
    none: 'Keine passenden Aufenthalte. Probiere einen Gastnamen, eine Suite oder eine Buchungsnummer.',
    inHouse: 'Vor Ort',
    booking: 'Buchung {{nmbr}}',
    change: 'Ändern',
    required: 'Wähle den Aufenthalt, um den es in der Beschwerde geht',
    results: 'Aufenthalte',
  },
  details: {
    title: 'Die Beschwerde',
    subject: 'Betreff',
    subjectPlaceholder: 'z. B. Die Dusche bleibt kalt',
    subjectRequired: 'Gib der Beschwerde einen Betreff',
    description: 'Beschreibung',
    descriptionHint: 'Was passiert ist und was der Gast sich wünscht. Optional.',
    descriptionPlaceholder: 'Beschreibe die Beschwerde…',
    priority: 'Priorität',
    kind: 'Art',
    workgroup: 'Arbeitsgruppe',
    noWorkgroup: 'Keine Arbeitsgruppe',
  },
  submit: 'Beschwerde erfassen',
  submitting: 'Wird erfasst…',
  tooLarge: 'Die Beschreibung ist zu groß. Entferne ein oder zwei Bilder.',
} satisfies LocaleTexts<typeof en>;
