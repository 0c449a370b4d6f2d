import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { Reservation } from '@stay/contract';
import { alertCircleOutline, calendarOutline, chatbubblesOutline, hourglassOutline, keyOutline, refreshOutline, sunnyOutline } from 'ionicons/icons';
import { useEffect, type ReactNode } from 'react';
import { useWaitScreenTranslation } from '../i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { LogoutButton } from '@/components/logout-button';
import { Countdown } from '../components/countdown';
import { formatLongDay } from '@/lib/time/format';
import { useNow } from '@/lib/hooks/use-now';
import { waitVariantOf, type WaitVariant } from '../wait-variant';
import '../wait-screen.css';
import { Card } from '@/components/ui/card';
import { Tile } from '@/components/ui/tile';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/navigation/paths';


export interface WaitScreenPageProps {
  reservation: Reservation | null | undefined;
  isLoading: boolean;
  isError: boolean;
  isRefreshing: boolean;
  onRefresh: () => Promise<void>;
}

/**
 * /wait-screen: why the app is not open yet (countdown, provisional) or any more (past), or that there is no
 * reservation. A guest with nothing to wait for is sent to the guest home (the screen's access check).
 */
export function WaitScreenPage({ reservation, isLoading, isError, isRefreshing, onRefresh }: WaitScreenPageProps) {
  const { t } = useWaitScreenTranslation();
  const navigate = useNavigate();
  const isActive = useLocation().pathname === paths.waitScreen;
  const now = useNow(1000);
  const variant = waitVariantOf({ reservation, isLoading, isError }, now);

  useEffect(() => {
    if (isActive && variant.kind === 'ready') navigate(paths.guest.home, { replace: true });
  }, [isActive, variant.kind, navigate]);

  return (
    <AppPage
      title={t('waitScreen.title')}
      end={<LogoutButton />}
      fixed={
        <PullToRefresh onRefresh={onRefresh} />
      }
    >
      <div className="wait-screen">
        <WaitVariantView variant={variant} now={now} />
        {canChangeOnCheck(variant) && (
          <IonButton fill="outline" expand="block" className="wait-screen__refresh" disabled={isRefreshing} onClick={() => void onRefresh()}>
            {isRefreshing ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />}
            {isRefreshing ? t('waitScreen.refreshing') : t('waitScreen.refresh')}
          </IonButton>
        )}
        <EmergencyPhoneLink />
      </div>
    </AppPage>
  );
}

/** A past stay stays past: checking again could change nothing there, so only the waits that end are offered a check. */
const canChangeOnCheck = (variant: WaitVariant): boolean => variant.kind !== 'loading' && variant.kind !== 'ready' && variant.kind !== 'past';

function WaitVariantView({ variant, now }: { variant: WaitVariant; now: Date }) {
  const { t, i18n } = useWaitScreenTranslation();
  const language = i18n.language;
  switch (variant.kind) {
    case 'loading':
    case 'ready':
      return (
        <Card className="wait-card" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton width="56px" height="56px" radius="18px" />
          <Skeleton width="70%" height="24px" />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
        </Card>
      );
    case 'error':
      return (
        <WaitCard icon={alertCircleOutline} heading={t('waitScreen.error.heading')}>
          <p>{t('waitScreen.error.body')}</p>
        </WaitCard>
      );
    case 'no-reservation':
      return (
        <WaitCard icon={keyOutline} heading={t('waitScreen.none.heading')}>
          <p>{t('waitScreen.none.body')}</p>
          <IonButton expand="block" routerLink={paths.activateReservation}>
            {t('waitScreen.activate')}
          </IonButton>
        </WaitCard>
      );
    case 'past': {
      const { reservation } = variant;
      const zone = reservation.location.timeZone;
      return (
        <WaitCard icon={sunnyOutline} heading={t('waitScreen.past.heading')}>
          <p>
            {t('waitScreen.past.body', {
              suite: suiteName(reservation),
              end: formatLongDay(reservation.endDateTime, zone, language),
            })}
          </p>
          <p>{t('waitScreen.past.next')}</p>
          <IonButton expand="block" routerLink={paths.activateReservation}>
            {t('waitScreen.activateNew')}
          </IonButton>
          <p>{t('waitScreen.past.chatBody')}</p>
          <IonButton expand="block" fill="outline" routerLink={paths.guest.chat}>
            <IonIcon slot="start" icon={chatbubblesOutline} aria-hidden="true" />
            {t('waitScreen.past.chat')}
          </IonButton>
        </WaitCard>
      );
    }
    case 'provisional': {
      const { reservation } = variant;
      return (
        <WaitCard icon={hourglassOutline} heading={t('waitScreen.provisional.heading')}>
          <p>{t('waitScreen.provisional.body', { start: formatLongDay(reservation.startDateTime, reservation.location.timeZone, language) })}</p>
          <p>{t('waitScreen.provisional.next')}</p>
        </WaitCard>
      );
    }
    case 'countdown': {
      const { reservation } = variant;
      const zone = reservation.location.timeZone;
      return (
        <WaitCard icon={calendarOutline} heading={t('waitScreen.countdown.heading')}>
          <p className="wait-card__lead">
            {t('waitScreen.countdown.opensOn', { day: formatLongDay(variant.opensAt, zone, language) })}
          </p>
          <Countdown until={variant.opensAt} now={now} />
          <p>
            {t('waitScreen.countdown.stay', {
              suite: suiteName(reservation),
              start: formatLongDay(reservation.startDateTime, zone, language),
            })}
          </p>
        </WaitCard>
      );
    }
  }
}

const suiteName = (reservation: Reservation): string => reservation.accommodations[0]?.name ?? reservation.location.name;

function WaitCard({ icon, heading, children }: { icon: string; heading: string; children: ReactNode }) {
  return (
    <Card className="wait-card">
      <Tile icon={icon} size="lg" />
      <h2>{heading}</h2>
      {children}
    </Card>
  );
}
