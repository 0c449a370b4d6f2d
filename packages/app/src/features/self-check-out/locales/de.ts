import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  selfCheckOut: {
    title: 'Auschecken',
    departure: 'Abreise heute um {{time}}',
    body: 'Reist du ab? Checke hier aus: Wir schließen die Tür ab, drehen die Heizung herunter und bereiten deine Suite für die nächsten Gäste vor.',
    action: 'Auschecken',
    sheetTitle: 'Bevor du gehst',
    checklistIntro: 'Bitte hake jeden Punkt ab.',
    afterwards: 'Nach dem Auschecken wird die Tür abgeschlossen. Noch {{count}} Minuten öffnet sie sich für vergessene Sachen.',
    confirm: 'Auschecken bestätigen',
    checkedOut: 'Du hast um {{time}} ausgecheckt',
    forgotten: 'Etwas vergessen? Die Tür öffnet sich noch bis {{time}}.',
    forgottenEnded: 'Etwas vergessen? Schreib uns im Chat.',
    suiteLateTitle: 'Deine Suite wird vorbereitet',
    suiteLateAt: 'Sie ist gegen {{time}} fertig. Wir lassen dich hinein, sobald sie fertig ist.',
    suiteLate: 'Sie ist gleich fertig. Wir lassen dich hinein, sobald sie fertig ist.',
  },
} satisfies LocaleTexts<typeof en>;
