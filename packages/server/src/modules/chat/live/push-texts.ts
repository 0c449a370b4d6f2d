import type { AppLanguage } from '@stay/contract';

interface ChatPushTexts {
  /** To support staff when a guest asks for help (the body names the guest, their suite and note). */
  helpRequestTitle: string;
  /** To a staff member mentioned in a chat. */
  mentionTitle: (firstname: string) => string;
  /** A staff member's own reminder. */
  reminderTitle: string;
  /** A reminder set without a note. */
  reminderBody: (chatNmbr: number) => string;
}

/** The chat's notification texts in each language; each recipient reads them in their account's language. */
export const CHAT_PUSH_TEXTS: Record<AppLanguage, ChatPushTexts> = {
  en: {
    helpRequestTitle: 'A guest asks for help',
    mentionTitle: (firstname) => `${firstname} mentioned you`,
    reminderTitle: 'Reminder',
    reminderBody: (chatNmbr) => `Reminder for chat ${chatNmbr}`,
  },
  nl: {
    helpRequestTitle: 'Een gast vraagt om hulp',
    mentionTitle: (firstname) => `${firstname} noemde je`,
    reminderTitle: 'Herinnering',
    reminderBody: (chatNmbr) => `Herinnering voor chat ${chatNmbr}`,
  },
  de: {
    helpRequestTitle: 'Ein Gast bittet um Hilfe',
    mentionTitle: (firstname) => `${firstname} hat dich erwähnt`,
    reminderTitle: 'Erinnerung',
    reminderBody: (chatNmbr) => `Erinnerung für Chat ${chatNmbr}`,
  },
  fr: {
    helpRequestTitle: 'Un client demande de l’aide',
    mentionTitle: (firstname) => `${firstname} vous a mentionné`,
    reminderTitle: 'Rappel',
    reminderBody: (chatNmbr) => `Rappel pour la discussion ${chatNmbr}`,
  },
};
