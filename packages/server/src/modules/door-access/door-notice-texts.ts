import type { AppLanguage } from '@stay/contract';

export interface NoticeTexts {
  title: string;
  body: (guest: string, suite: string) => string;
}

/** The guide reads a first unlock in their account's language. */
export const FIRST_UNLOCK_TEXTS: Record<AppLanguage, NoticeTexts> = {
  en: { title: 'Guest arrived', body: (guest, suite) => `${guest} opened the door of ${suite}` },
  nl: { title: 'Gast aangekomen', body: (guest, suite) => `${guest} heeft de deur van ${suite} geopend` },
  de: { title: 'Gast angekommen', body: (guest, suite) => `${guest} hat die Tür von ${suite} geöffnet` },
  fr: { title: 'Client arrivé', body: (guest, suite) => `${guest} a ouvert la porte de ${suite}` },
};

/** The guide reads a lock failure in their account's language; it opens the guest's chat. */
export const LOCK_FAILED_TEXTS: Record<AppLanguage, NoticeTexts> = {
  en: { title: 'Door lock problem', body: (guest, suite) => `The lock of ${suite} did not open for ${guest}` },
  nl: { title: 'Probleem met deurslot', body: (guest, suite) => `Het slot van ${suite} ging niet open voor ${guest}` },
  de: { title: 'Problem mit dem Türschloss', body: (guest, suite) => `Das Schloss von ${suite} hat sich für ${guest} nicht geöffnet` },
  fr: { title: 'Problème de serrure', body: (guest, suite) => `La serrure de ${suite} ne s'est pas ouverte pour ${guest}` },
};

/** The guide reads the lock watch's finding in their account's language; it opens the guest's chat. */
export const LOCK_WATCH_TEXTS: Record<'jammed' | 'unavailable', Record<AppLanguage, NoticeTexts>> = {
  jammed: {
    en: { title: 'Door lock jammed', body: (guest, suite) => `The lock of ${suite} is jammed; ${guest} is staying there` },
    nl: { title: 'Deurslot klemt', body: (guest, suite) => `Het slot van ${suite} klemt; ${guest} verblijft daar` },
    de: { title: 'Türschloss klemmt', body: (guest, suite) => `Das Schloss von ${suite} klemmt; ${guest} wohnt dort` },
    fr: { title: 'Serrure bloquée', body: (guest, suite) => `La serrure de ${suite} est bloquée ; ${guest} y séjourne` },
  },
  unavailable: {
    en: { title: 'Door lock offline', body: (guest, suite) => `The lock of ${suite} is offline; ${guest} is staying there` },
    nl: { title: 'Deurslot offline', body: (guest, suite) => `Het slot van ${suite} is offline; ${guest} verblijft daar` },
    de: { title: 'Türschloss offline', body: (guest, suite) => `Das Schloss von ${suite} ist offline; ${guest} wohnt dort` },
    fr: { title: 'Serrure hors ligne', body: (guest, suite) => `La serrure de ${suite} est hors ligne ; ${guest} y séjourne` },
  },
};
