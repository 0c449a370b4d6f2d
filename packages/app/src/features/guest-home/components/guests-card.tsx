import { IonButton, IonIcon, IonSpinner, useIonAlert } from '@ionic/react';
import { checkEmailInReservation, isEmailAddress, type Invite, type Reservation } from '@stay/contract';
import { closeCircleOutline, mailOutline, personOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useGuestHomeTranslation } from '../i18n';
import { useCheckMail } from '@/domains/stay/use-check-mail';
import { useRevokeInvite } from '@/domains/stay/use-revoke-invite';
import { useSendInvite } from '@/domains/stay/use-send-invite';
import { formatShortDay } from '@/lib/time/format';
import { EmailField } from '@/components/email-field';
import { SubmitForm } from '@/components/ui/submit-form';
import { keepFocus } from '@/lib/hooks/keep-focus';
import { Card } from '@/components/ui/card';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';

interface GuestsCardProps {
  reservation: Reservation;
  /** Reloads the reservation (its guests and invites changed). */
  onChanged: () => Promise<void>;
}

/** Who is on the reservation; the main guest also invites extra guests and revokes invites. */
export function GuestsCard({ reservation, onChanged }: GuestsCardProps) {
  const { t } = useGuestHomeTranslation();
  const openInvites = reservation.invites.filter((invite) => invite.status !== 'ACCEPTED');
  return (
    <Card className="home-card" aria-labelledby="guests-card-title">
      <h2 id="guests-card-title" className="home-card__title">
        {t('guestHome.guests.title')}
      </h2>
      <ul className="guest-list">
        {reservation.guests.map((guest) => (
          <li key={guest._id} className="guest-list__item">
            <IonIcon icon={personOutline} aria-hidden="true" />
            <span className="guest-list__name">
              {guest.firstname} {guest.surname}
            </span>
            <span className="guest-list__role">{guest.isMainGuest ? t('guestHome.guests.main') : t('guestHome.guests.extra')}</span>
          </li>
        ))}
      </ul>
      {reservation.isMainGuest ? (
        <>
          {openInvites.length > 0 && (
            <>
              <h3 className="home-card__subtitle">{t('guestHome.guests.invites')}</h3>
              <ul className="guest-list">
                {openInvites.map((invite) => (
                  <InviteRow key={invite._id} invite={invite} reservation={reservation} onChanged={onChanged} />
                ))}
              </ul>
            </>
          )}
          <InviteForm onChanged={onChanged} />
        </>
      ) : (
        <p className="home-card__note">{t('guestHome.guests.onlyMain')}</p>
      )}
    </Card>
  );
}

function InviteRow({ invite, reservation, onChanged }: { invite: Invite; reservation: Reservation; onChanged: () => Promise<void> }) {
  const { t, i18n } = useGuestHomeTranslation();
  const [presentAlert] = useIonAlert();
  const revoke = useRevokeInvite();
  const status =
    invite.status === 'PENDING'
      ? t('guestHome.guests.pending', { day: formatShortDay(invite.expiresAt, reservation.location.timeZone, i18n.language) })
      : t('guestHome.guests.expired');

  function confirmRevoke() {
    void presentAlert({
      header: t('guestHome.guests.revokeHeader'),
      message: t('guestHome.guests.revokeMessage', { email: invite.email }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('guestHome.guests.revoke'), role: 'destructive', handler: () => revoke.mutate(invite.email, { onSuccess: () => void onChanged() }) },
      ],
    });
  }

  return (
    <li className="guest-list__item">
      <IonIcon icon={mailOutline} aria-hidden="true" />
      <span className="guest-list__name">
        {invite.email}
        <span className="guest-list__status">{status}</span>
      </span>
      <IonButton
        fill="clear"
        size="small"
        color="danger"
        disabled={revoke.isPending}
        aria-label={t('guestHome.guests.revokeFor', { email: invite.email })}
        onClick={confirmRevoke}
      >
        {revoke.isPending ? <IonSpinner aria-hidden="true" /> : <IonIcon slot="icon-only" icon={closeCircleOutline} aria-hidden="true" />}
      </IonButton>
    </li>
  );
}

type InviteProblem = 'emailRequired' | 'emailInvalid' | 'emailExistsInReservation';

function InviteForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const { t } = useGuestHomeTranslation();
  const id = useId();
  const showSuccess = useSuccessToast();
  const checkMail = useCheckMail();
  const sendInvite = useSendInvite();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<InviteProblem | null>(null);
  const isBusy = checkMail.isPending || sendInvite.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const value = email.trim().toLowerCase();
    if (!value) return setProblem('emailRequired');
    if (!isEmailAddress(value)) return setProblem('emailInvalid');
    try {
      const reply = await checkMail.mutateAsync(value);
      const inReservation = checkEmailInReservation(value, reply.message);
      if (inReservation) return setProblem(inReservation);
      await sendInvite.mutateAsync(value);
    } catch {
      return; // the client has shown the error (MAIL_ERROR, UNAUTHORIZED, RESERVATION_ENDED ...)
    }
    setProblem(null);
    setEmail('');
    showSuccess(t('guestHome.guests.sent', { email: value }));
    await onChanged();
  }

  const error = problem ? t(`guestHome.guests.${problem}`) : undefined;
  return (
    <SubmitForm
      className="invite-form"
      onSubmit={(event) => void submit(event)}
      submitLabel={t('guestHome.guests.send')}
      submitIcon={mailOutline}
      isBusy={isBusy}
      onSubmitMouseDown={keepFocus}
    >
      <h3 className="home-card__subtitle">{t('guestHome.guests.inviteTitle')}</h3>
      <p className="home-card__note">{t('guestHome.guests.inviteHint')}</p>
      <EmailField
        id={`${id}-email`}
        label={t('guestHome.guests.email')}
        autoComplete="off"
        value={email}
        error={error}
        onValueChange={(value) => {
          setEmail(value);
          setProblem(null);
        }}
      />
    </SubmitForm>
  );
}
