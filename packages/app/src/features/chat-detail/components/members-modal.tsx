import { IonButton, IonIcon } from '@ionic/react';
import type { Chat } from '@stay/contract';
import { personRemoveOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { Avatar } from '@/components/ui/avatar';
import { fullName } from '@/lib/text/names';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { useAvailableGuides } from '@/domains/chat/staff/use-available-guides';
import { useChatMembers } from '@/domains/chat/staff/use-chat-members';
import { useMemberChanges } from '@/domains/chat/staff/use-member-changes';
import { useWorkgroupName } from '@/lib/i18n/use-workgroup-name';

interface MembersModalProps {
  chat: Chat;
  isOpen: boolean;
  onClose(): void;
  ownId: string | undefined;
  scope: string;
}

/** The chat's members (GET chatmember); admins may remove members; any member may add a guide of the location. */
export function MembersModal({ chat, isOpen, onClose, ownId, scope }: MembersModalProps) {
  const { t } = useChatTranslation();
  const members = useChatMembers(chat.nmbr, isOpen);
  const guides = useAvailableGuides(scope, isOpen && chat.membership.isMember);
  const changes = useMemberChanges(chat.nmbr);
  const [guideId, setGuideId] = useState<string>('');
  const selectId = useId();
  const workgroupName = useWorkgroupName();
  const list = members.data ?? chat.members;
  const memberIds = new Set(list.map((member) => member.employee).filter(Boolean));
  const addable = (guides.data ?? []).filter((guide) => !memberIds.has(guide._id));

  return (
    <SheetDialog isOpen={isOpen} onClose={onClose} title={t('detail.members')}>
      <ul className="member-list">
        {list.map((member) => {
          const name = member.personalinfo ? fullName(member.personalinfo) : t('detail.workgroupMember', { name: workgroupName(member.workgroup ?? '') });
          const canRemove = (chat.membership.isAdmin || member.employee === ownId) && member.chatmembermode !== 'A' && !member.person;
          return (
            <li key={member._id} className="member-list__item">
              <Avatar name={name} />
              <div className="member-list__body">
                <p className="member-list__name">
                  {name}
                  {member.employee === ownId && ` (${t('thread.you')})`}
                </p>
                <p className="member-list__detail">{member.person ? t('detail.guest') : (member.workgroup ? workgroupName(member.workgroup) : t('detail.staff'))}</p>
              </div>
              {member.chatmembermode === 'A' && <span className="member-list__admin">{t('detail.admin')}</span>}
              {canRemove && (
                <IonButton fill="clear" color="danger" aria-label={t('detail.removeMember', { name })} onClick={() => changes.remove.mutate(member._id)}>
                  <IonIcon slot="icon-only" icon={personRemoveOutline} aria-hidden="true" />
                </IonButton>
              )}
            </li>
          );
        })}
      </ul>
      {chat.membership.isMember && addable.length > 0 && (
        <div className="member-add">
          <label htmlFor={selectId}>{t('detail.addGuide')}</label>
          <div className="member-add__row">
            <select id={selectId} value={guideId} onChange={(event) => setGuideId(event.target.value)}>
              <option value="">{t('detail.chooseGuide')}</option>
              {addable.map((guide) => (
                <option key={guide._id} value={guide._id}>
                  {/* The languages the guide speaks, as codes: staff add the guide who speaks the guest's. */}
                  {guide.languages.length > 0 ? `${fullName(guide)} · ${guide.languages.map((language) => language.toUpperCase()).join(', ')}` : fullName(guide)}
                </option>
              ))}
            </select>
            <IonButton disabled={!guideId || changes.add.isPending} onClick={() => changes.add.mutate(guideId, { onSuccess: () => setGuideId('') })}>
              {t('detail.add')}
            </IonButton>
          </div>
        </div>
      )}
    </SheetDialog>
  );
}
