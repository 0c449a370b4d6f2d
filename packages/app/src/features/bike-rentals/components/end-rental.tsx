import { IonButton, IonIcon, IonSpinner, useIonAlert, useIonToast } from '@ionic/react';
import { TOAST_DURATION_MS, type Rental } from '@stay/contract';
import { flagOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useCheckAtStation, useEndRental } from '@/domains/rental/mutations';
import { useErrorText } from '@/lib/errors/use-error-text';
import { HttpError } from '@/lib/http/http-error';
import { formatLocale } from '@/lib/time/format';
import { useBikeRentalsTranslation } from '../i18n';

type Notice = { kind: 'away'; distanceMeters: number | null } | { kind: 'error'; text: string } | null;

function formatDistance(meters: number, language: string): string {
  const isFar = meters >= 1000;
  return new Intl.NumberFormat(formatLocale(language), {
    style: 'unit',
    unit: isFar ? 'kilometer' : 'meter',
    maximumFractionDigits: isFar ? 1 : 0,
  }).format(isFar ? meters / 1000 : Math.round(meters));
}

/**
 * "End rental": first asks whether the bike is at the station (its GPS); away from it, says why the rental cannot
 * end yet and how far the bike is. At the station the guest confirms, and the partner locks the bike and takes it
 * back. The server refuses ending away from the station anyway; that refusal is shown the same way.
 */
export function EndRental({ rental, reservationId, bike }: { rental: Rental; reservationId: string; bike: string }) {
  const { t, i18n } = useBikeRentalsTranslation();
  const errorText = useErrorText();
  const [presentAlert] = useIonAlert();
  const [presentToast] = useIonToast();
  const check = useCheckAtStation(reservationId, rental._id);
  const end = useEndRental(reservationId, rental._id);
  const [notice, setNotice] = useState<Notice>(null);
  const isBusy = check.isPending || end.isPending;

  const fail = (error: unknown) => {
    if (error instanceof HttpError && error.code === 'RENTAL_NOT_AT_STATION') setNotice({ kind: 'away', distanceMeters: null });
    else setNotice({ kind: 'error', text: errorText(error instanceof HttpError ? error.code : 'UNKNOWN') });
  };

  function confirmEnd() {
    void presentAlert({
      header: t('rentals.end.confirmHeader'),
      message: t('rentals.end.confirmMessage', { bike }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('rentals.end.confirm'), role: 'confirm', handler: () =>
            end.mutate(undefined, {
              onSuccess: () => void presentToast({ message: t('rentals.end.done'), color: 'success', position: 'bottom', duration: TOAST_DURATION_MS }),
              onError: fail,
            }),
        },
      ],
    });
  }

  function start() {
    setNotice(null);
    check.mutate(undefined, {
      onSuccess: (reply) => (reply.atStation ? confirmEnd() : setNotice({ kind: 'away', distanceMeters: reply.distanceMeters })),
      onError: fail,
    });
  }

  return (
    <div className="rental__end">
      <IonButton fill="outline" color="danger" disabled={isBusy} onClick={start}>
        {isBusy ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={flagOutline} aria-hidden="true" />}
        {t('rentals.end.action')} <span className="visually-hidden">{bike}</span>
      </IonButton>
      <p className="rental__progress" aria-live="polite">
        {check.isPending ? t('rentals.end.checking') : end.isPending ? t('rentals.end.ending') : ''}
      </p>
      {notice?.kind === 'away' && (
        <div className="rental__notice" role="alert">
          <p>{t('rentals.end.away')}</p>
          {notice.distanceMeters !== null && <p>{t('rentals.end.distance', { distance: formatDistance(notice.distanceMeters, i18n.language) })}</p>}
        </div>
      )}
      {notice?.kind === 'error' && (
        <p className="rental__error" role="alert">
          {notice.text}
        </p>
      )}
    </div>
  );
}
