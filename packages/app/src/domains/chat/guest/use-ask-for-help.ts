import { useIonAlert } from '@ionic/react';
import { guestChatApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useChatTranslation } from '../chat-i18n';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';

/** POST /api/guest/reservation/current/chat/askCuber, then the ask-for-help alert. */
export function useAskForHelp() {
  const http = useHttp();
  const withLoading = useLoading();
  const [presentAlert] = useIonAlert();
  const { t } = useChatTranslation();
  return useMutation({
    mutationFn: () => withLoading(() => http.call(guestChatApi.askCuber, { body: {} })),
    onSuccess: () =>
      presentAlert({
        header: t('guest.helpHeader'),
        message: t('guest.helpMessage'),
        buttons: [t('common.ok')],
      }),
  });
}
