import { useIonAlert } from '@ionic/react';
import type { ChatActionName } from '@stay/contract';
import { useCallback } from 'react';
import { useChatTranslation } from '../chat-i18n';

/** Actions that take a chat away from someone (the guest's helper, or the inbox): asked before they run. */
const CONFIRMED_ACTIONS = ['leave', 'inactivate', 'archive', 'workgroupLeave'] as const;
type ConfirmedAction = (typeof CONFIRMED_ACTIONS)[number];

export const needsConfirmation = (action: ChatActionName | 'workgroupLeave'): action is ConfirmedAction =>
  (CONFIRMED_ACTIONS as readonly string[]).includes(action);

/**
 * Asks with an Ionic alert whether to run a destructive chat action on the named chat (a settings action, or leaving
 * for one's whole workgroup); answers the choice.
 */
export function useConfirmChatAction(): (action: ChatActionName | 'workgroupLeave', chatTitle: string) => Promise<boolean> {
  const { t } = useChatTranslation();
  const [presentAlert] = useIonAlert();
  return useCallback(
    (action, chatTitle) => {
      if (!needsConfirmation(action)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        void presentAlert({
          header: t(`confirm.${action}.header`),
          subHeader: chatTitle,
          message: t(`confirm.${action}.message`),
          buttons: [
            { text: t('common.cancel'), role: 'cancel', handler: () => resolve(false) },
            { text: t(`confirm.${action}.confirm`), role: 'destructive', handler: () => resolve(true) },
          ],
          // Closed another way (backdrop, Escape): nothing happens. After a button this no longer changes the answer.
          onDidDismiss: () => resolve(false),
        });
      });
    },
    [presentAlert, t],
  );
}
