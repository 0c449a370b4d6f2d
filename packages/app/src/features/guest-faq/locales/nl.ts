import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  title: 'FAQ & tips',
  loading: 'Veelgestelde vragen en tips laden',
  back: 'Terug',
  faq: {
    title: 'Veelgestelde vragen',
    intro: 'Antwoorden over je verblijf in het park.',
  },
  tips: {
    title: 'Tips in de buurt',
    intro: 'Onze favoriete plekken rond het park.',
  },
  more: {
    title: 'Meer antwoorden',
    faqLink: 'Alle vragen en antwoorden',
  },
  opensInNewTab: '(opent in een nieuw tabblad)',
  readMore: 'Lees meer',
  empty: {
    title: 'Hier staan nog geen vragen en tips',
    body: 'Vraag ons alles in de chat: ons team helpt je graag.',
    chat: 'Open de chat',
  },
  error: {
    title: 'De veelgestelde vragen en tips konden niet worden geladen',
    body: 'Controleer de verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
} satisfies LocaleTexts<typeof en>;
