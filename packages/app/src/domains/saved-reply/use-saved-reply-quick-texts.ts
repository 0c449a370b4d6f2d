import type { Chat } from '@stay/contract';
import { useMemo } from 'react';
import type { QuickTexts } from '@/domains/chat/components/quick-texts';
import { useSavedReplies } from './queries';
import { useSavedReplyTranslation } from './saved-reply-i18n';
import { savedReplyInsertion } from './saved-reply-text';

/**
 * The saved replies as the composer's quick texts for one chat: each in the guest's language with the variables
 * filled, and a notice when the guest's language is missing. Undefined while the chat is not a reservation chat
 * the caller writes in (`isEnabled`).
 */
export function useSavedReplyQuickTexts(chat: Chat | undefined, isEnabled: boolean): QuickTexts | undefined {
  const { t } = useSavedReplyTranslation();
  const replies = useSavedReplies(isEnabled && !!chat);
  const reservation = chat?.reservation ?? null;
  return useMemo(() => {
    if (!isEnabled || !chat) return undefined;
    const items = (replies.data ?? []).map((reply) => {
      const insertion = savedReplyInsertion(reply, reservation);
      return {
        id: reply._id,
        title: reply.title,
        shortcut: reply.shortcut,
        text: insertion.text,
        tag: t(`scope.${reply.scope}`),
        notice: insertion.missingLanguage
          ? t('notice.missing', { language: t(`languages.${insertion.missingLanguage}`), fallback: t(`languages.${insertion.language}`) })
          : null,
      };
    });
    return {
      items,
      labels: {
        list: t('picker.label'),
        open: t('picker.open'),
        none: t('picker.none'),
        empty: (query: string) => t('picker.empty', { query }),
      },
    };
  }, [chat, isEnabled, replies.data, reservation, t]);
}
