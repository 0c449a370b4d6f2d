import { IonButton, IonIcon, IonSpinner, useIonAlert, useIonToast } from '@ionic/react';
import { TOAST_DURATION_MS, checkEmailInReservation, type Invite, type Reservation } from '@stay/contract';
import { closeCircleOutline, mailOutline, personOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useGuestHomeTranslation } from '../i18n';
import { useCheckMail } from '../api/use-check-mail';
import { useRevokeInvite } from '../api/use-revoke-invite';
import { useSendInvite } from '../api/use-send-invite';
import { formatDay, isEmailShaped } from '../format';
import { keepFocus } from '../keep-focus';

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
    <section className="home-card" aria-labelledby="guests-card-title">
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
    </section>
  );
}

function InviteRow({ invite, reservation, onChanged }: { invite: Invite; reservation: Reservation; onChanged: () => Promise<void> }) {
  const { t, i18n } = useGuestHomeTranslation();
  const [presentAlert] = useIonAlert();
  const revoke = useRevokeInvite();
  const status =
    invite.status === 'PENDING'
      ? t('guestHome.guests.pending', { day: formatDay(invite.expiresAt, reservation.location.timeZone, i18n.language) })
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
  const [presentToast] = useIonToast();
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
    if (!isEmailShaped(value)) return setProblem('emailInvalid');
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
    void presentToast({ message: t('guestHome.guests.sent', { email: value }), duration: TOAST_DURATION_MS, position: 'bottom', color: 'primary' });
    await onChanged();
  }

  const error = problem ? t(`guestHome.guests.${problem}`) : undefined;
  return (
    <form className="invite-form" noValidate onSubmit={(event) => void submit(event)}>
      <h3 className="home-card__subtitle">{t('guestHome.guests.inviteTitle')}</h3>
      <p className="home-card__note">{t('guestHome.guests.inviteHint')}</p>
      <div className={error ? 'text-field text-field--invalid' : 'text-field'}>
        <label htmlFor={`${id}-email`}>{t('guestHome.guests.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={email}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="text-field__error">
            {error}
          </p>
        )}
      </div>
      <IonButton type="submit" expand="block" disabled={isBusy} onMouseDown={keepFocus}>
        {isBusy ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={mailOutline} aria-hidden="true" />}
        {t('guestHome.guests.send')}
      </IonButton>
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
    </form>
  );
}
