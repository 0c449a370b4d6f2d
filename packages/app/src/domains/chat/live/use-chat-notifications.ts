import { useIonToast } from '@ionic/react';
import { useNavigate } from 'react-router-dom';
import { useRealtimeEvents } from '@/lib/realtime/realtime-context';
import { paths, type StaffArea } from '@/lib/navigation/paths';
import { useChatTranslation } from '../chat-i18n';

/** Live notifications for staff (a mention, a guest asking for help, a fired reminder) as a toast with "Open". */
export function useChatNotificationToasts(isActive: boolean, area: StaffArea): void {
  const [presentToast] = useIonToast();
  const navigate = useNavigate();
  const { t } = useChatTranslation();
  useRealtimeEvents((event) => {
    if (!isActive || event.type !== 'notification') return;
    const { notification } = event;
    const target = notification.chatnmbr;
    void presentToast({
      header: notification.title,
      message: notification.body,
      position: 'top',
      color: notification.kind === 'help' ? 'warning' : 'primary',
      duration: 6_000,
      buttons:
        target === null
          ? [{ text: t('common.close'), role: 'cancel' }]
          : [{ text: t('notification.open'), handler: () => navigate(paths.staffChat(area, target)) }],
    });
  });
}
