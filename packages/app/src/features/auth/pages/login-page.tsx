import { IonIcon } from '@ionic/react';
import { bedOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('login.title')}>
      <div className="login">
        <header className="login__intro">
          <span className="brand-mark">
            <IonIcon icon={bedOutline} aria-hidden="true" />
          </span>
          <h2>{t('login.heading')}</h2>
          <p>{t('login.intro')}</p>
        </header>
        <LoginForm />
        <EmergencyPhoneLink />
      </div>
    </AppPage>
  );
}
