import { IonIcon } from '@ionic/react';
import { chatbubblesOutline, personCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { InfoCard } from '@/components/info-card';
import { LogoutButton } from '@/components/logout-button';
import { useSession } from '@/lib/session/use-session';
import { useEmployeeProfile } from '../api/use-employee-profile';

/** The chats screen of every staff area (/guide, /support, /management). */
export function StaffChatsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useEmployeeProfile();
  const employee = profile.data ?? session?.auth.employee;
  const name = employee ? `${employee.firstname} ${employee.surname}` : '';

  return (
    <AppPage title={t('staffChats.title')} end={<LogoutButton />}>
      {session && (
        <section className="signed-in-as" aria-label={t('staffChats.signedInAs')}>
          <IonIcon icon={personCircleOutline} aria-hidden="true" />
          <div>
            <p className="signed-in-as__name">{name}</p>
            <p className="signed-in-as__role">{t(`roles.${session.auth.role}`)}</p>
          </div>
        </section>
      )}
      <InfoCard icon={chatbubblesOutline} title={t('staffChats.emptyTitle')}>
        <p>{t('staffChats.emptyBody')}</p>
      </InfoCard>
    </AppPage>
  );
}
