import { IonIcon } from '@ionic/react';
import type { ChatPriority } from '@stay/contract';
import { helpBuoyOutline } from 'ionicons/icons';
import { Pill } from '@/components/ui/pill';
import { useChatTranslation } from '../chat-i18n';

/** The guest asked for help and nobody has replied or handled the chat yet; stays until someone does. */
export function HelpRequestedPill({ priority }: { priority: ChatPriority }) {
  const { t } = useChatTranslation();
  return (
    <Pill tone="danger" className="help-requested-pill" role="status">
      <IonIcon icon={helpBuoyOutline} aria-hidden="true" />
      {t('item.helpRequested', { priority: t(`priority.${priority}`) })}
    </Pill>
  );
}
