import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  stayRating: {
    title: 'Wie war dein Aufenthalt?',
    intro: 'Mit deiner Bewertung hilfst du dem Park, den nächsten Aufenthalt noch schöner zu machen.',
    question: 'Deine Bewertung des Aufenthalts',
    stars_one: '{{count}} Stern',
    stars_other: '{{count}} Sterne',
    scoreOf: '{{score}} von 5 Sternen',
    scoreRequired: 'Wähle 1 bis 5 Sterne.',
    comment: 'Möchtest du uns noch etwas sagen? (optional)',
    submit: 'Bewertung senden',
    thanks: 'Danke, dass du deinen Aufenthalt bewertet hast!',
    rated: 'So hast du deinen Aufenthalt bewertet',
    change: 'Bewertung ändern',
    loading: 'Deine Bewertung wird geladen',
    error: 'Deine Bewertung konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
} satisfies LocaleTexts<typeof en>;
