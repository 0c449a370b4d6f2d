import { IonButton, IonIcon } from '@ionic/react';
import { hasEnded } from '@stay/contract';
import type { GuestStay } from '@/domains/stay/use-guest-stay';
import { alertCircleOutline, keyOutline, refreshOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useGuestHomeTranslation } from '../i18n';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { InfoCard } from '@/components/info-card';
import { LogoutButton } from '@/components/logout-button';
import { useSession } from '@/lib/session/use-session';
import { useGuestProfile } from '@/domains/account/use-guest-profile';
import { ChooseGuideCard } from '../components/choose-guide-card';
import { GoodbyeCard } from '../components/goodbye-card';
import { GuestsCard } from '../components/guests-card';
import { GuideCard } from '../components/guide-card';
import { QuickLinks } from '../components/quick-links';
import { StaySummary } from '../components/stay-summary';
import '../guest-home.css';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/navigation/paths';
import { useNow } from '@/lib/hooks/use-now';

const CHECKOUT_WATCH_INTERVAL_MS = 60_000;

export interface GuestHomePageProps {
  stay: GuestStay;
  /** The suite controls (another feature, composed in by the route). */
  controls?: ReactNode;
  /** The demo area, for a reservation in demo mode. */
  demo?: ReactNode;
  /** The guest's bike rentals (another feature, composed in by the route); nothing when the stay has none. */
  rentals?: ReactNode;
  /** After departure: the guest's rating of the stay (another feature, composed in by the route). */
  stayRating?: ReactNode;
  /** The self check-out on the departure day, and after it the note about forgotten items (another feature). */
  checkOut?: ReactNode;
  /** For an arriving guest whose suite is late: when it will be ready (another feature). */
  suiteReadiness?: ReactNode;
  /** The stay's energy beside the park's average (another feature), during and after the stay. */
  energy?: ReactNode;
  /** The guest checked out: the home says goodbye at once, not only after the controls end. */
  isCheckedOut?: boolean;
  /** Pull-to-refresh: reloads the reservation and whatever the composed parts show. Defaults to the reservation. */
  onRefresh?: () => Promise<unknown>;
}


/** /guest/home: suite and dates, the controls, chat and services, the guide, the guests, and the emergency phone. */
export function GuestHomePage({ stay, controls, demo, rentals, stayRating, checkOut, suiteReadiness, energy, isCheckedOut = false, onRefresh }: GuestHomePageProps) {
  const { t } = useGuestHomeTranslation();
  const session = useSession();
  const profile = useGuestProfile();
  const firstName = profile.data?.firstname ?? session?.auth.guest?.firstname ?? '';
  const { reservation } = stay;
  const now = useNow(CHECKOUT_WATCH_INTERVAL_MS);
  const hasLeft = !!reservation && (isCheckedOut || hasEnded(reservation, now));

  return (
    <AppPage
      title={t('guestHome.title')}
      end={<LogoutButton />}
      fixed={
        <PullToRefresh onRefresh={() => (onRefresh ?? stay.refresh)()} />
      }
    >
      <div className="guest-home">
        <section className="greeting">
          <h2>{t(hasLeft ? 'guestHome.goodbye.greeting' : 'guestHome.welcome', { name: firstName })}</h2>
          <p>{t(hasLeft ? 'guestHome.goodbye.intro' : 'guestHome.intro')}</p>
        </section>

        {reservation && hasLeft ? (
          <>
            <StaySummary reservation={reservation} />
            {checkOut}
            <GoodbyeCard reservation={reservation} stayRating={stayRating} />
            {energy}
          </>
        ) : reservation ? (
          <>
            <StaySummary reservation={reservation} />
            {suiteReadiness}
            {checkOut}
            <ChooseGuideCard reservation={reservation} />
            {demo}
            {controls}
            {energy}
            {rentals}
            <QuickLinks reservation={reservation} />
            <GuideCard reservation={reservation} onReservationChange={stay.replace} />
            <GuestsCard reservation={reservation} onChanged={stay.refresh} />
          </>
        ) : reservation === null ? (
          <InfoCard icon={keyOutline} title={t('guestHome.empty.title')}>
            <p>{t('guestHome.empty.body')}</p>
            <IonButton routerLink={paths.activateReservation} className="guest-home__action">
              {t('guestHome.empty.activate')}
            </IonButton>
          </InfoCard>
        ) : stay.isError && !stay.isLoading ? (
          <InfoCard icon={alertCircleOutline} title={t('guestHome.error.title')}>
            <p>{t('guestHome.error.body')}</p>
            <IonButton className="guest-home__action" onClick={() => void stay.refresh()}>
              <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
              {t('guestHome.error.retry')}
            </IonButton>
          </InfoCard>
        ) : (
          <HomeSkeleton />
        )}

        <EmergencyPhoneLink />
      </div>
    </AppPage>
  );
}

function HomeSkeleton() {
  const { t } = useGuestHomeTranslation();
  return (
    <div className="home-skeleton" role="status" aria-busy="true" aria-label={t('guestHome.loading')}>
      <section className="stay-summary stay-summary--skeleton">
        <Skeleton width="40%" />
        <Skeleton width="75%" height="26px" />
        <Skeleton width="90%" />
      </section>
      {[0, 1].map((index) => (
        <Card key={index} className="home-card">
          <Skeleton width="50%" height="20px" />
          <Skeleton width="100%" height="48px" />
          <Skeleton width="100%" height="48px" />
        </Card>
      ))}
    </div>
  );
}
