import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useChatTranslation } from '../chat-i18n';
import { useOnline } from '@/lib/hooks/use-online';
import { useRealtimeStatus } from '@/lib/realtime/realtime-context';
import './chat.css';

/** Says when the browser is offline, so a person knows their messages wait in the outbox. */
export function ConnectionBanner({ placement = 'inline' }: { placement?: 'inline' | 'footer' }) {
  const { t } = useChatTranslation();
  const isOnline = useOnline();
  const status = useRealtimeStatus();
  if (isOnline && status !== 'offline') return null;
  return (
    <p className={`chat-offline chat-offline--${placement}`} role="status">
      <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
      {t('offline.banner')}
    </p>
  );
}
