import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  stayRating: {
    title: 'Hoe was je verblijf?',
    intro: 'Met je beoordeling maakt het park het volgende verblijf nog beter.',
    question: 'Jouw beoordeling van het verblijf',
    stars_one: '{{count}} ster',
    stars_other: '{{count}} sterren',
    scoreOf: '{{score}} van de 5 sterren',
    scoreRequired: 'Kies 1 tot 5 sterren.',
    comment: 'Wil je ons nog iets vertellen? (optioneel)',
    submit: 'Beoordeling versturen',
    thanks: 'Bedankt voor je beoordeling van het verblijf!',
    rated: 'Jouw beoordeling van het verblijf',
    change: 'Beoordeling wijzigen',
    loading: 'Je beoordeling laden',
    error: 'Je beoordeling kon niet worden geladen.',
    retry: 'Opnieuw proberen',
  },
} satisfies LocaleTexts<typeof en>;
