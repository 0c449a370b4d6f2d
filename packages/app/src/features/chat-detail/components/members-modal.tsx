import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonModal, IonNote, IonSelect, IonSelectOption, IonTitle, IonToolbar } from '@ionic/react';
import type { Chat } from '@stay/contract';
import { personRemoveOutline } from 'ionicons/icons';
import { useState } from 'react';
import { fullName } from '@/lib/chat/chat-format';
import { useChatTranslation } from '@/lib/chat/chat-i18n';
import { useAvailableGuides } from '../api/use-available-guides';
import { useChatMembers } from '../api/use-chat-members';
import { useMemberChanges } from '../api/use-member-changes';

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
  const list = members.data ?? chat.members;
  const memberIds = new Set(list.map((member) => member.employee).filter(Boolean));
  const addable = (guides.data ?? []).filter((guide) => !memberIds.has(guide._id));

  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-labelledby="members-title">
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle id="members-title">{t('detail.members')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('common.close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <IonList>
          {list.map((member) => {
            const name = member.personalinfo ? fullName(member.personalinfo) : t('detail.workgroupMember', { name: member.workgroup ?? '' });
            const canRemove = chat.membership.isAdmin || member.employee === ownId;
            return (
              <IonItem key={member._id}>
                <IonLabel>
                  <h3>
                    {name}
                    {member.employee === ownId && ` (${t('thread.you')})`}
                  </h3>
                  <p>{member.person ? t('detail.guest') : (member.workgroup ?? t('detail.staff'))}</p>
                </IonLabel>
                {member.chatmembermode === 'A' && <IonNote slot="end">{t('detail.admin')}</IonNote>}
                {canRemove && member.chatmembermode !== 'A' && !member.person && (
                  <IonButton
                    slot="end"
                    fill="clear"
                    color="danger"
                    aria-label={t('detail.removeMember', { name })}
                    onClick={() => changes.remove.mutate(member._id)}
                  >
                    <IonIcon slot="icon-only" icon={personRemoveOutline} aria-hidden="true" />
                  </IonButton>
                )}
              </IonItem>
            );
          })}
        </IonList>
        {chat.membership.isMember && addable.length > 0 && (
          <IonList>
            <IonListHeader>
              <IonLabel>{t('detail.addGuide')}</IonLabel>
            </IonListHeader>
            <IonItem>
              <IonSelect
                label={t('detail.guide')}
                labelPlacement="stacked"
                interface="popover"
                value={guideId}
                placeholder={t('detail.chooseGuide')}
                onIonChange={(event) => setGuideId(String(event.detail.value ?? ''))}
              >
                {addable.map((guide) => (
                  <IonSelectOption key={guide._id} value={guide._id}>
                    {fullName(guide)}
                  </IonSelectOption>
                ))}
              </IonSelect>
            </IonItem>
            <IonButton
              expand="block"
              disabled={!guideId || changes.add.isPending}
              onClick={() => changes.add.mutate(guideId, { onSuccess: () => setGuideId('') })}
            >
              {t('detail.add')}
            </IonButton>
          </IonList>
        )}
      </IonContent>
    </IonModal>
  );
}
