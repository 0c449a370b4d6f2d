import { appLanguageOrEnglish } from '@/lib/i18n/languages';
import { appLanguageOf, type AppLanguage, type ChatMessage, type ChatMessageTranslation } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';

/** Asks the server for one message in a language (the guest's or the staff endpoint). */
export type TranslateMessage = (nmbr: number, language: AppLanguage, signal?: AbortSignal) => Promise<ChatMessageTranslation>;

/** What a bubble shows: the translation (and the original's language), or nothing, and then the original. */
export interface MessageTranslationView {
  paragraph: string;
  sourceLanguage: AppLanguage | undefined;
  language: AppLanguage;
}

/**
 * A message's translation into the reader's language (the language the app shows), asked once per message and
 * language. Nothing (the original is shown) while it loads, when translation is off, when the message is already in
 * that language, and when it failed: a failure is never shown as an error.
 */
export function useMessageTranslation(message: ChatMessage, translate: TranslateMessage | undefined, uiLanguage: string): MessageTranslationView | undefined {
  const language = appLanguageOrEnglish(uiLanguage);
  const isWanted = translate !== undefined && message.paragraph.trim() !== '';
  const query = useQuery({
    queryKey: ['chat', 'translation', message.nmbr, language],
    enabled: isWanted,
    queryFn: ({ signal }) => translate!(message.nmbr, language, signal),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const answer = isWanted ? query.data : undefined;
  if (answer?.status !== 'translated' || answer.paragraph === null) return undefined;
  return { paragraph: answer.paragraph, sourceLanguage: appLanguageOf(answer.sourceLanguage), language };
}
