import type { ChatSystemLine } from '@stay/contract';
import { useChatTranslation } from '../chat-i18n';

/** What a message or a chat's last message carries: its stored text and, for a system line, what it means. */
interface ShownMessage {
  paragraph: string;
  system?: ChatSystemLine;
}

/**
 * A message's text as this reader sees it: a system line ("Anna asked for help") in the reader's own language, from
 * its kind and what it names; any other message as written. A line stored before system lines existed has no
 * `system` and is shown as written.
 */
export function useMessageParagraph(): (message: ShownMessage) => string {
  const { t } = useChatTranslation();
  return ({ paragraph, system }) => {
    if (system?.kind !== 'HELP_REQUEST') return paragraph;
    return system.note
      ? t('thread.systemLine.helpRequestWithNote', { name: system.name, note: system.note })
      : t('thread.systemLine.helpRequest', { name: system.name });
  };
}
