import { IonIcon } from '@ionic/react';
import type { Invite, StaffReservationDetail } from '@stay/contract';
import { callOutline, mailOutline, personOutline } from 'ionicons/icons';
import { LanguageBadge } from '@/components/language-badge/language-badge';
import { FormSection } from '@/components/ui/form-section';
import { Pill } from '@/components/ui/pill';
import { fullName } from '@/lib/text/names';
import { formatShortDay } from '@/lib/time/format';
import { useBookingTranslation } from '../i18n';
import { ActivationMailButton } from './activation-mail-button';

interface Contact {
  name: string;
  email: string | null;
  cellphone: string | null;
}

function ContactLinks({ name, email, cellphone }: Contact) {
  const { t } = useBookingTranslation();
  if (!email && !cellphone) return null;
  return (
    <span className="booking-guest__contact">
      {email && (
        <a href={`mailto:${email}`} aria-label={t('booking.guests.email', { name })}>
          <IonIcon icon={mailOutline} aria-hidden="true" />
          {email}
        </a>
      )}
      {cellphone && (
        <a href={`tel:${cellphone.replace(/\s+/g, '')}`} aria-label={t('booking.guests.call', { name })}>
          <IonIcon icon={callOutline} aria-hidden="true" />
          {cellphone}
        </a>
      )}
    </span>
  );
}

function InviteRow({ invite, timeZone }: { invite: Invite; timeZone: string }) {
  const { t, i18n } = useBookingTranslation();
  return (
    <li className="booking-guest">
      <IonIcon className="booking-guest__icon" icon={mailOutline} aria-hidden="true" />
      <span className="booking-guest__body">
        <span className="booking-guest__name">{invite.email}</span>
        {invite.status === 'PENDING' && (
          <span className="booking-guest__meta">{t('booking.guests.pending', { day: formatShortDay(invite.expiresAt, timeZone, i18n.language) })}</span>
        )}
      </span>
      {invite.status === 'EXPIRED' && <Pill tone="warning">{t('booking.guests.expired')}</Pill>}
    </li>
  );
}

interface GuestsSectionProps {
  booking: StaffReservationDetail;
  /** The stay has not ended: staff may mail the guest an activation code. */
  canSendActivationMail: boolean;
}

/**
 * Who is on the booking: the main guest with contact details, the extra guests who joined, and open invites; until
 * the stay ends, the activation mail for the guest.
 */
export function GuestsSection({ booking, canSendActivationMail }: GuestsSectionProps) {
  const { t, i18n } = useBookingTranslation();
  const timeZone = booking.location.timeZone;
  const main = booking.mainGuest;
  const mainName = fullName(main);
  const extras = booking.guests.filter((guest) => !guest.isMainGuest);
  // The language the main guest reads the app in (their account's), once the booking is linked to them.
  const mainLanguage = booking.guests.find((guest) => guest.isMainGuest)?.language ?? null;
  // Accepted invites are the extra guests above; what is still open (or lapsed) is listed apart.
  const invites = booking.invites.filter((invite) => invite.status !== 'ACCEPTED');
  return (
    <FormSection title={t('booking.guests.title')}>
      <ul className="booking-people">
        <li className="booking-guest">
          <IonIcon className="booking-guest__icon" icon={personOutline} aria-hidden="true" />
          <span className="booking-guest__body">
            <span className="booking-guest__name">{mainName}</span>
            {mainLanguage && <LanguageBadge language={mainLanguage} />}
            <span className="booking-guest__meta">
              {t('booking.guests.main')}
              {main._id === null && ` · ${t('booking.guests.notActivated')}`}
            </span>
            <ContactLinks name={mainName} email={main.email} cellphone={main.cellphone} />
            {canSendActivationMail && <ActivationMailButton booking={booking} />}
          </span>
        </li>
        {extras.map((guest) => (
          <li key={guest._id} className="booking-guest">
            <IonIcon className="booking-guest__icon" icon={personOutline} aria-hidden="true" />
            <span className="booking-guest__body">
              <span className="booking-guest__name">{fullName(guest)}</span>
              {guest.language && <LanguageBadge language={guest.language} />}
              <span className="booking-guest__meta">
                {t('booking.guests.extra')} · {t('booking.guests.joined', { day: formatShortDay(guest.joinedAt, timeZone, i18n.language) })}
              </span>
              <ContactLinks name={fullName(guest)} email={guest.email} cellphone={guest.cellphone} />
            </span>
          </li>
        ))}
      </ul>
      {extras.length === 0 && <p className="booking-note">{t('booking.guests.noExtra')}</p>}
      {invites.length > 0 && (
        <>
          <h4 className="booking-subtitle">{t('booking.guests.invites')}</h4>
          <ul className="booking-people">
            {invites.map((invite) => (
              <InviteRow key={invite._id} invite={invite} timeZone={timeZone} />
            ))}
          </ul>
        </>
      )}
    </FormSection>
  );
}
