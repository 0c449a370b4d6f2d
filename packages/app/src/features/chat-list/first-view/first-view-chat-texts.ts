import { de as badgeDe } from '@/components/language-badge/locales/de';
import { en as badgeEn } from '@/components/language-badge/locales/en';
import { fr as badgeFr } from '@/components/language-badge/locales/fr';
import { nl as badgeNl } from '@/components/language-badge/locales/nl';
import { de } from '@/domains/chat/locales/de';
import { en } from '@/domains/chat/locales/en';
import { fr } from '@/domains/chat/locales/fr';
import { nl } from '@/domains/chat/locales/nl';
import type { Language } from '@/lib/i18n/languages';

const TEXTS = {
  en: { chat: en, languageBadge: badgeEn },
  nl: { chat: nl, languageBadge: badgeNl },
  de: { chat: de, languageBadge: badgeDe },
  fr: { chat: fr, languageBadge: badgeFr },
};

/** The chat texts the inbox's first view shows: the app's own, without loading i18next for them. */
export function firstViewChatTexts(language: Language) {
  return TEXTS[language];
}
