import { useIonAlert } from '@ionic/react';
import { HELP_REQUEST_LANGUAGES, guestChatApi, type HelpRequestLanguage } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useChatTranslation } from '../chat-i18n';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';

/**
 * Ask for help: the guest confirms first, then POST /api/guest/reservation/current/chat/askCuber, then the alert
 * that says in plain words who was told. A repeated request (the server collapses it) says the request is known.
 * The request carries the guest's language, so the line it adds to the chat reads in it.
 */
export function useAskForHelp() {
  const http = useHttp();
  const withLoading = useLoading();
  const [presentAlert] = useIonAlert();
  const { t, i18n } = useChatTranslation();
  const mutation = useMutation({
    mutationFn: () => withLoading(() => http.call(guestChatApi.askCuber, { body: { language: helpLanguageOf(i18n.language) } })),
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

const helpLanguageOf = (language: string): HelpRequestLanguage | undefined =>
  HELP_REQUEST_LANGUAGES.find((known) => known === language);
