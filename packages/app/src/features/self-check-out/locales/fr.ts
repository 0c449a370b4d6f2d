import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  selfCheckOut: {
    title: 'Départ',
    departure: "Départ aujourd'hui à {{time}}",
    body: 'Vous partez ? Signalez votre départ ici : nous verrouillons la porte, baissons le chauffage et préparons votre suite pour les prochains clients.',
    action: 'Signaler mon départ',
    sheetTitle: 'Avant de partir',
    checklistIntro: 'Veuillez cocher chaque point.',
    afterwards: "Après votre départ, la porte se verrouille. Elle s'ouvre encore {{count}} minutes pour les objets oubliés.",
    confirm: 'Confirmer le départ',
    checkedOut: 'Départ enregistré à {{time}}',
    forgotten: "Un oubli ? La porte s'ouvre encore jusqu'à {{time}}.",
    forgottenEnded: 'Un oubli ? Écrivez-nous dans le chat.',
    suiteLateTitle: 'Votre suite est en préparation',
    suiteLateAt: 'Elle sera prête vers {{time}}. Nous vous ferons entrer dès qu’elle le sera.',
    suiteLate: 'Elle sera bientôt prête. Nous vous ferons entrer dès qu’elle le sera.',
  },
} satisfies LocaleTexts<typeof en>;
