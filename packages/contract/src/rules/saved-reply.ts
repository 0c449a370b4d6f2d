import type { AppLanguage } from '../entities/language';
import type { TextInLanguages } from './content-language';
import { textInLanguage } from './content-language';

/** The variables a saved reply may hold, written `{firstname}`; the composer fills them from the chat. */
export const SAVED_REPLY_VARIABLES = ['firstname', 'suite', 'checkout', 'guide'] as const;
export type SavedReplyVariable = (typeof SAVED_REPLY_VARIABLES)[number];

/** What the variables stand for in one chat; null when the chat does not know it (no guide chosen yet). */
export type SavedReplyValues = Record<SavedReplyVariable, string | null>;

const VARIABLE = /\{([\p{L}\p{N}_]+)\}/gu;

const isVariable = (name: string): name is SavedReplyVariable => (SAVED_REPLY_VARIABLES as readonly string[]).includes(name);

/** The `{name}` placeholders of a text that are not saved-reply variables, each once, in order of appearance. */
export function unknownSavedReplyVariables(text: string): string[] {
  const unknown = [...text.matchAll(VARIABLE)].map((match) => match[1] as string).filter((name) => !isVariable(name));
  return [...new Set(unknown)];
}

/** The text with its variables filled; a variable the chat has no value for stays as written, for staff to fill in. */
export function fillSavedReply(text: string, values: SavedReplyValues): string {
  return text.replace(VARIABLE, (placeholder, name: string) => (isVariable(name) ? (values[name] ?? placeholder) : placeholder));
}

export interface SavedReplyChoice {
  /** The text in the language chosen, variables not yet filled. */
  text: string;
  /** The language of `text`. */
  language: AppLanguage;
  /** The reply has no text in the guest's language (`text` is in the fallback language, or English). */
  isGuestLanguageMissing: boolean;
}

/**
 * The text of a saved reply for a guest of `guestLanguage` (null: unknown, then the location's language): the guest's
 * language, else the location's content language, else English — the one content-language rule.
 */
export function savedReplyFor(text: TextInLanguages, guestLanguage: AppLanguage | null, fallback: AppLanguage = 'en'): SavedReplyChoice {
  const wanted = guestLanguage ?? fallback;
  const has = (language: AppLanguage) => (text[language] ?? '').trim() !== '';
  const language: AppLanguage = has(wanted) ? wanted : has(fallback) ? fallback : 'en';
  return { text: textInLanguage(text, wanted, fallback), language, isGuestLanguageMissing: guestLanguage !== null && !has(guestLanguage) };
}
