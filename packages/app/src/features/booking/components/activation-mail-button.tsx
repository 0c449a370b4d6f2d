import { IonButton, IonIcon, IonSpinner, useIonAlert, useIonToast } from '@ionic/react';
import { isEmailAddress, TOAST_DURATION_MS, type StaffReservationDetail } from '@stay/contract';
import { sendOutline } from 'ionicons/icons';
import { useSendActivationMail } from '@/domains/staff-reservation/use-send-activation-mail';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useBookingTranslation } from '../i18n';

/**
 * Mails the guest a new activation code with a link into the app, after a confirmation that shows (and lets staff
 * change) the address: the main guest's email, empty when the booking has none. Errors (RESERVATION_ENDED,
 * TOO_MANY_REQUESTS, MAIL_ERROR) are shown by the HTTP client.
 */
export function ActivationMailButton({ booking }: { booking: StaffReservationDetail }) {
  const { t } = useBookingTranslation();
  const [presentAlert] = useIonAlert();
  // One toast hook per message: a hook presents nothing while its previous toast is still open.
  const [presentWarning] = useIonToast();
  const showSuccess = useSuccessToast();
  const send = useSendActivationMail(booking.nmbr);

  function submit(typed: string): boolean {
    const email = typed.trim().toLowerCase();
    if (!isEmailAddress(email)) {
      void presentWarning({ message: t('booking.activationMail.invalidEmail'), duration: TOAST_DURATION_MS, position: 'bottom', color: 'warning' });
      return false;
    }
    void send.mutateAsync(email).then(
      (reply) => showSuccess(t('booking.activationMail.sent', { email: reply.sentTo })),
      () => undefined, // the client has shown the error
    );
    return true;
  }

  function confirm() {
    void presentAlert({
      header: t('booking.activationMail.header'),
      message: t('booking.activationMail.message', { number: booking.nmbr }),
      inputs: [{ name: 'email', type: 'email', value: booking.mainGuest.email ?? '', placeholder: t('booking.activationMail.email'), attributes: { 'aria-label': t('booking.activationMail.email') } }],
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('booking.activationMail.send'), role: 'confirm', handler: (values: { email?: string }) => submit(values.email ?? '') },
      ],
    });
  }

  return (
    <IonButton fill="outline" size="small" className="booking-activation-mail" disabled={send.isPending} onClick={confirm}>
      {send.isPending ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={sendOutline} aria-hidden="true" />}
      {t('booking.activationMail.action')}
    </IonButton>
  );
}
