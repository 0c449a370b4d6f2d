import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, warningOutline } from 'ionicons/icons';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useStaffSuites } from '@/domains/staff-reservation/hooks';
import { fullName } from '@/lib/text/names';
import { formatDateTime } from '@/lib/time/format';
import { useStaffDashboardTranslation } from '../i18n';

interface LockAlertsCardProps {
  timeZone: string;
  /** The booking of a reservation number, to look at who is affected. */
  bookingHref: (nmbr: string) => string;
}

/** The suites whose lock is jammed or offline, with who is in them now or arrives next. */
export function LockAlertsCard({ timeZone, bookingHref }: LockAlertsCardProps) {
  const { t, i18n } = useStaffDashboardTranslation();
  const titleId = useId();
  const suites = useStaffSuites();
  const alerts = (suites.data ?? []).filter((suite) => suite.deviceAlert);
  return (
    <Card className="overview-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="overview-card__title">
        {t('dashboard.suites.title')}
      </h2>
      {suites.isPending ? (
        <SkeletonGroup className="lock-alerts" label={t('dashboard.suites.loading')}>
          <Skeleton height="40px" />
        </SkeletonGroup>
      ) : !suites.data ? (
        <div className="overview-card__note" role="alert">
          <p>{t('dashboard.suites.error')}</p>
          <IonButton size="small" fill="outline" onClick={() => void suites.refetch()}>
            {t('dashboard.suites.retry')}
          </IonButton>
        </div>
      ) : alerts.length === 0 ? (
        <p className="overview-card__note lock-alerts__ok">
          <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
          {t('dashboard.suites.allGood')}
        </p>
      ) : (
        <ul className="lock-alerts">
          {alerts.map((suite) => {
            const stay = suite.current ?? suite.nextArrival;
            const who = suite.current
              ? t('dashboard.suites.inHouse', { name: fullName(suite.current.mainGuest) })
              : suite.nextArrival
                ? t('dashboard.suites.nextArrival', {
                    name: fullName(suite.nextArrival.mainGuest),
                    day: formatDateTime(suite.nextArrival.startDateTime, timeZone, i18n.language),
                  })
                : t('dashboard.suites.empty');
            const body = (
              <>
                <IonIcon className="lock-alerts__icon" icon={warningOutline} aria-hidden="true" />
                <span className="lock-alerts__body">
                  <span className="lock-alerts__suite">{suite.name}</span>
                  <span className="lock-alerts__who">{who}</span>
                </span>
              </>
            );
            return (
              <li key={suite._id}>
                {stay ? (
                  <Link to={bookingHref(stay.nmbr)} className="lock-alerts__row">
                    {body}
                  </Link>
                ) : (
                  <span className="lock-alerts__row">{body}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
