import { IonIcon } from '@ionic/react';
import { departureOf, type StaffReservationSummary, type StayStatus } from '@stay/contract';
import { checkmarkCircleOutline, chevronForward, exitOutline, hourglassOutline, keyOutline, moonOutline, peopleOutline, warningOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { LanguageBadge } from '@/components/language-badge/language-badge';
import { Pill } from '@/components/ui/pill';
import { fullName } from '@/lib/text/names';
import { formatDateTime } from '@/lib/time/format';
import { classNames } from '@/components/ui/class-names';
import { useStaffReservationsTranslation } from '../i18n';

interface ReservationRowProps {
  reservation: StaffReservationSummary;
  /** Today's check-out, keys and suite readiness of the booking, when it is one of today's. */
  stayStatus?: StayStatus | undefined;
  /** On the arrivals list a suite that is not ticked ready says so. */
  isArrival?: boolean;
  /** The location's zone: dates are written as the park's calendar shows them. */
  timeZone: string;
  href: string;
  /** The booking open beside the list (wide screen): marked as the current one. */
  isSelected: boolean;
  /** A booking is open beside the list: opening another replaces it in the history rather than stacking up. */
  replaceOnOpen: boolean;
}

/**
 * One reservation in a list: the suite, the main guest with the language they read, the stay's dates and times, how many guests, the guide, and
 * the pills that need a look (late checkout, provisional, a jammed or offline lock). The whole row is the link to the
 * booking, and everything in it is the link's name, so a screen reader hears the alert too.
 */
export function ReservationRow({ reservation, stayStatus, isArrival = false, timeZone, href, isSelected, replaceOnOpen }: ReservationRowProps) {
  const { t, i18n } = useStaffReservationsTranslation();
  const guest = fullName(reservation.mainGuest);
  const suite = reservation.suite?.name;
  // With a late checkout the guest leaves at the later time: the departure the guest's own screens show.
  const departure = departureOf(reservation, reservation.lateCheckout);
  const isCheckedOut = !!stayStatus?.checkedOutAt;
  const isInHouse = !isCheckedOut && !!stayStatus?.isInHouse;
  const isSuiteNotReady = isArrival && !isInHouse && stayStatus?.isSuiteReady === false;
  const isSuiteReady = isArrival && !isInHouse && stayStatus?.isSuiteReady === true;
  const hasStayPills = isCheckedOut || isInHouse || isSuiteNotReady || isSuiteReady;
  return (
    <li className={classNames('row-list__row reservation-row', isSelected && 'row-list__row--selected', reservation.deviceAlert && 'reservation-row--alert')}>
      <Link
        to={href}
        replace={replaceOnOpen}
        className="row-list__link reservation-row__link"
        aria-current={isSelected ? 'page' : undefined}
      >
        <span className="reservation-row__body">
          <span className="reservation-row__top">
            <span className={classNames('reservation-row__suite', !suite && 'reservation-row__suite--none')}>{suite ?? t('reservations.row.noSuite')}</span>
            <span className="reservation-row__number">{t('reservations.row.number', { number: reservation.nmbr })}</span>
          </span>
          <span className="reservation-row__line">
            <span className="reservation-row__guest">
              {guest}
              {reservation.guestLanguage && (
                <>
                  {' '}
                  <LanguageBadge language={reservation.guestLanguage} />
                </>
              )}
            </span>
            <span className="reservation-row__count">
              <IonIcon icon={peopleOutline} aria-hidden="true" />
              {t('reservations.row.guests', { count: reservation.guestCount })}
            </span>
          </span>
          <span className="reservation-row__line reservation-row__dates">
            <time dateTime={reservation.startDateTime}>{formatDateTime(reservation.startDateTime, timeZone, i18n.language)}</time>
            {' – '}
            <time dateTime={departure}>{formatDateTime(departure, timeZone, i18n.language)}</time>
          </span>
          <span className="reservation-row__line reservation-row__guide">
            {reservation.guide ? t('reservations.row.guide', { name: fullName(reservation.guide) }) : t('reservations.row.noGuide')}
          </span>
          {(reservation.lateCheckout || reservation.isProvisional || reservation.deviceAlert || hasStayPills) && (
            <span className="reservation-row__pills">
              {isCheckedOut && (
                <Pill tone="info">
                  <IonIcon icon={exitOutline} aria-hidden="true" />
                  {t('reservations.row.checkedOut')}
                </Pill>
              )}
              {isInHouse && (
                <Pill tone="success">
                  <IonIcon icon={keyOutline} aria-hidden="true" />
                  {t('reservations.row.inHouse')}
                </Pill>
              )}
              {isSuiteNotReady && (
                <Pill tone="warning">
                  <IonIcon icon={hourglassOutline} aria-hidden="true" />
                  {t('reservations.row.suiteNotReady')}
                </Pill>
              )}
              {isSuiteReady && (
                <Pill tone="success">
                  <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
                  {t('reservations.row.suiteReady')}
                </Pill>
              )}
              {reservation.deviceAlert && (
                <Pill tone="danger">
                  <IonIcon icon={warningOutline} aria-hidden="true" />
                  {t('reservations.row.deviceAlert')}
                </Pill>
              )}
              {reservation.lateCheckout && (
                <Pill tone="violet">
                  <IonIcon icon={moonOutline} aria-hidden="true" />
                  {t('reservations.row.lateCheckout')}
                </Pill>
              )}
              {reservation.isProvisional && <Pill tone="neutral">{t('reservations.row.provisional')}</Pill>}
            </span>
          )}
        </span>
        <IonIcon className="reservation-row__chevron" icon={chevronForward} aria-hidden="true" />
      </Link>
    </li>
  );
}
