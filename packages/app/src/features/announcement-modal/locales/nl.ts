import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  modal: {
    loading: 'Mededeling laden',
    error: 'Deze mededeling kon niet worden geladen.',
    retry: 'Opnieuw proberen',
    pager: "Pagina's van de mededeling",
    slide: 'Pagina {{index}} van {{count}}',
    next: 'Volgende',
    accept: 'Accepteren',
    dismiss: 'Sluiten',
    close: 'Sluiten',
    closeAll: 'Alle mededelingen sluiten',
    nextAnnouncement: 'Volgende mededeling',
    position: '{{position}} van {{count}}',
    beforeAccepting: 'Door te accepteren bevestig ik dat ik deze mededeling heb gelezen en begrepen',
    afterAccepting: 'Je hebt bevestigd dat je deze mededeling hebt gelezen en begrepen',
    policy: 'Reglement',
  },
  page: {
    title: 'Mededelingen',
    back: 'Terug',
    loading: 'Mededelingen laden',
    intro: 'De mededelingen en huisregels van het park. Tik op een mededeling om haar opnieuw te lezen.',
    errorTitle: 'De mededelingen konden niet worden geladen',
    errorBody: 'Controleer je verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    emptyTitle: 'Geen mededelingen',
    emptyBody: 'Als het park nieuws voor je heeft, vind je het hier.',
    kind: {
      policy: 'Reglement',
      page: 'Tip',
      general: 'Nieuws',
    },
    state: {
      accepted: 'Geaccepteerd',
      toAccept: 'Nog accepteren',
      read: 'Gelezen',
      unread: 'Nieuw',
    },
  },
} satisfies LocaleTexts<typeof en>;
