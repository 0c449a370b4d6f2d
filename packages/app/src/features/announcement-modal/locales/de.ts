import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  modal: {
    loading: 'Mitteilung wird geladen',
    error: 'Diese Mitteilung konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    pager: 'Seiten der Mitteilung',
    slide: 'Seite {{index}} von {{count}}',
    next: 'Weiter',
    accept: 'Akzeptieren',
    dismiss: 'Schließen',
    close: 'Schließen',
    closeAll: 'Alle Mitteilungen schließen',
    nextAnnouncement: 'Nächste Mitteilung',
    position: '{{position}} von {{count}}',
    beforeAccepting: 'Mit dem Akzeptieren bestätige ich, dass ich diese Mitteilung gelesen und verstanden habe',
    afterAccepting: 'Du hast bestätigt, dass du diese Mitteilung gelesen und verstanden hast',
    policy: 'Hausordnung',
  },
  page: {
    title: 'Mitteilungen',
    back: 'Zurück',
    loading: 'Mitteilungen werden geladen',
    intro: 'Die Mitteilungen und die Hausordnung des Parks. Tippe auf eine Mitteilung, um sie noch einmal zu lesen.',
    errorTitle: 'Die Mitteilungen konnten nicht geladen werden',
    errorBody: 'Prüfe deine Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
    emptyTitle: 'Keine Mitteilungen',
    emptyBody: 'Wenn der Park Neuigkeiten für dich hat, findest du sie hier.',
    kind: {
      policy: 'Hausordnung',
      page: 'Tipp',
      general: 'Neuigkeiten',
    },
    state: {
      accepted: 'Akzeptiert',
      toAccept: 'Noch zu akzeptieren',
      read: 'Gelesen',
      unread: 'Neu',
    },
  },
} satisfies LocaleTexts<typeof en>;
