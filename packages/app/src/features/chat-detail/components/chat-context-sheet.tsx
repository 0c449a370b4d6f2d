import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import type { StaffArea } from '@/lib/navigation/paths';
import { useChatContextTranslation } from '../chat-context-i18n';
import { ChatContextPanel, type ChatWithReservation } from './chat-context-panel';

interface ChatContextSheetProps {
  chat: ChatWithReservation;
  area: StaffArea;
  isOpen: boolean;
  onClose(): void;
}

/** The booking panel on a narrow screen: a sheet opened from the chat's toolbar. */
export function ChatContextSheet({ chat, area, isOpen, onClose }: ChatContextSheetProps) {
  const { t } = useChatContextTranslation();
  return (
    <SheetDialog isOpen={isOpen} onClose={onClose} title={t('context.title')}>
      {isOpen && <ChatContextPanel chat={chat} area={area} />}
    </SheetDialog>
  );
}
