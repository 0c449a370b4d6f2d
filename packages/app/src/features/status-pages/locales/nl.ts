import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  notFound: {
    title: 'Pagina niet gevonden',
    heading: 'We konden deze pagina niet vinden',
    body: 'De link is misschien verouderd of verkeerd getypt.',
    back: 'Naar de startpagina',
  },
  offline: {
    title: 'Geen verbinding',
    heading: 'Je bent offline',
    body: 'We kunnen Stay Companion nu niet bereiken. Controleer je internetverbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    watching: 'Je gaat vanzelf terug zodra de verbinding er weer is.',
  },
} satisfies LocaleTexts<typeof en>;
