import { homeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { InfoCard } from '@/components/info-card';
import { LogoutButton } from '@/components/logout-button';
import { useSession } from '@/lib/session/use-session';
import { useGuestProfile } from '../api/use-guest-profile';

export function GuestHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useGuestProfile();
  const firstName = profile.data?.firstname ?? session?.auth.guest?.firstname ?? '';

  return (
    <AppPage title={t('guestHome.title')} end={<LogoutButton />}>
      <section className="greeting">
        <h2>{t('guestHome.welcome', { name: firstName })}</h2>
        <p>{t('guestHome.intro')}</p>
      </section>
      <InfoCard icon={homeOutline} title={t('guestHome.stayTitle')}>
        <p>{t('guestHome.stayBody')}</p>
      </InfoCard>
    </AppPage>
  );
}
