import { CHAT_PRIORITIES, type Chat } from '@stay/contract';
import { flagOutline, personOutline, personRemoveOutline } from 'ionicons/icons';
import { ActionMenu } from '@/components/sheet-dialog/action-menu';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { useColleagues } from '@/domains/chat/staff/use-colleagues';
import { useUpdateChat } from '@/domains/chat/staff/use-chat-changes';
import { fullName } from '@/lib/text/names';
import { useWorkgroupName } from '@/lib/i18n/use-workgroup-name';

interface MenuProps {
  chat: Chat;
  isOpen: boolean;
  onClose(): void;
}

/** Pick the chat's priority; the current one is marked. */
export function PriorityMenu({ chat, isOpen, onClose }: MenuProps) {
  const { t } = useChatTranslation();
  const update = useUpdateChat(chat.nmbr);
  return (
    <ActionMenu
      isOpen={isOpen}
      onClose={onClose}
      title={t('detail.priority')}
      actions={CHAT_PRIORITIES.filter((priority) => priority !== chat.chatpriority).map((priority) => ({
        key: priority,
        label: t(`priority.${priority}`),
        icon: flagOutline,
        onSelect: () => update.mutate({ chatpriority: priority }),
      }))}
    />
  );
}

/** Pick who handles the chat: oneself, a colleague of the location, or nobody. */
export function ActionHolderMenu({ chat, isOpen, onClose, own }: MenuProps & { own: { id: string; name: string } | undefined }) {
  const { t } = useChatTranslation();
  const update = useUpdateChat(chat.nmbr);
  const colleagues = useColleagues(isOpen);
  const workgroupName = useWorkgroupName();
  const choose = (actionholder: string | null) => () => update.mutate({ actionholder });
  const people = [
    ...(own ? [{ key: own.id, label: t('detail.me', { name: own.name }), icon: personOutline, onSelect: choose(own.id) }] : []),
    ...(colleagues.data ?? []).map((colleague) => ({
      key: colleague.employee,
      label: colleague.personalinfo.workgroup ? `${fullName(colleague.personalinfo)} · ${workgroupName(colleague.personalinfo.workgroup)}` : fullName(colleague.personalinfo),
      icon: personOutline,
      onSelect: choose(colleague.employee),
    })),
  ].filter((person) => person.key !== chat.actionholder);
  return (
    <ActionMenu
      isOpen={isOpen}
      onClose={onClose}
      title={t('detail.actionHolder')}
      actions={[...people, ...(chat.actionholder ? [{ key: 'nobody', label: t('detail.nobody'), icon: personRemoveOutline, onSelect: choose(null) }] : [])]}
    />
  );
}
