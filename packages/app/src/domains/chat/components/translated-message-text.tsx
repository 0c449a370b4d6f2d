import type { ChatMessage } from '@stay/contract';
import { useState } from 'react';
import { useChatTranslationTexts } from '../translation/translation-i18n';
import { useMessageTranslation, type TranslateMessage } from '../translation/use-message-translation';
import { MessageText } from './message-text';

interface TranslatedMessageTextProps {
  message: ChatMessage;
  translate: TranslateMessage;
}

/**
 * Someone else's message in the reader's language when the server translated it, with "Translated · Show original"
 * one tap away; the original as written otherwise (loading, same language, no translation, a failure).
 */
export function TranslatedMessageText({ message, translate }: TranslatedMessageTextProps) {
  const { t, i18n } = useChatTranslationTexts();
  const translation = useMessageTranslation(message, translate, i18n.language);
  const [isOriginalShown, setOriginalShown] = useState(false);
  if (!translation) return <MessageText text={message.paragraph} />;
  const from = translation.sourceLanguage ? t('translatedFrom', { language: t(`languages.${translation.sourceLanguage}`) }) : undefined;
  return (
    <>
      {isOriginalShown ? (
        <MessageText text={message.paragraph} lang={translation.sourceLanguage} />
      ) : (
        <MessageText text={translation.paragraph} lang={translation.language} />
      )}
      <p className="chat-bubble__translation">
        <span title={isOriginalShown ? undefined : from}>{isOriginalShown ? t('original') : t('translated')}</span>
        <span aria-hidden="true">·</span>
        <button type="button" className="chat-bubble__translation-toggle" onClick={() => setOriginalShown((shown) => !shown)}>
          {isOriginalShown ? t('showTranslation') : t('showOriginal')}
        </button>
      </p>
    </>
  );
}
