import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  selfCheckOut: {
    title: 'Uitchecken',
    departure: 'Vertrek vandaag om {{time}}',
    body: 'Ga je vertrekken? Check hier uit: wij doen de deur op slot, zetten de verwarming lager en maken je suite klaar voor de volgende gasten.',
    action: 'Uitchecken',
    sheetTitle: 'Voordat je gaat',
    checklistIntro: 'Vink elk punt aan.',
    afterwards: 'Na het uitchecken gaat de deur op slot. Nog {{count}} minuten gaat hij open voor vergeten spullen.',
    confirm: 'Uitchecken bevestigen',
    checkedOut: 'Je bent uitgecheckt om {{time}}',
    forgotten: 'Iets vergeten? De deur gaat nog open tot {{time}}.',
    forgottenEnded: 'Iets vergeten? Stuur ons een bericht in de chat.',
    suiteLateTitle: 'Je suite wordt klaargemaakt',
    suiteLateAt: 'Hij is rond {{time}} klaar. We laten je binnen zodra hij klaar is.',
    suiteLate: 'Hij is zo klaar. We laten je binnen zodra hij klaar is.',
  },
} satisfies LocaleTexts<typeof en>;
