import { useIonAlert } from '@ionic/react';
import { guestChatApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useChatTranslation } from '../chat-i18n';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';

/**
 * Ask for help: the guest confirms first, then POST /api/guest/reservation/current/chat/askCuber, then the alert
 * that says in plain words who was told. A repeated request (the server collapses it) says the request is known.
 * The line it adds to the chat is a system line each reader's app shows in their own language.
 */
export function useAskForHelp() {
  const http = useHttp();
  const withLoading = useLoading();
  const [presentAlert] = useIonAlert();
  const { t } = useChatTranslation();
  const mutation = useMutation({
    mutationFn: () => withLoading(() => http.call(guestChatApi.askCuber, { body: {} })),
    onSuccess: (reply) =>
      presentAlert({
        header: t('guest.helpHeader'),
        message: reply.isRepeat ? t('guest.helpRepeatMessage') : t('guest.helpMessage'),
        buttons: [t('common.ok')],
      }),
  });

  /** Asks the guest to confirm; only a confirmed request reaches the server. */
  function confirmAndAsk() {
    void presentAlert({
      header: t('guest.helpConfirmHeader'),
      message: t('guest.helpConfirmMessage'),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('guest.helpConfirm'), role: 'confirm', handler: () => mutation.mutate() },
      ],
    });
  }

  return { ask: confirmAndAsk, isPending: mutation.isPending };
}
