import { IonIcon } from '@ionic/react';
import { moonOutline } from 'ionicons/icons';
import { Pill } from '@/components/ui/pill';
import { useChatTranslation } from '../chat-i18n';

/** Marks a stay with a late checkout, in the chat list and the chat's info card. */
export function LateCheckoutPill() {
  const { t } = useChatTranslation();
  return (
    <Pill tone="violet">
      <IonIcon icon={moonOutline} aria-hidden="true" />
      {t('item.lateCheckout')}
    </Pill>
  );
}
