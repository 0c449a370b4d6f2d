import { IonIcon } from '@ionic/react';
import { bedOutline, timeOutline } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { LanguageSwitch } from '@/components/language-switch';
import { FormPage } from '@/components/ui/form-page';
import type { LoginState } from '@/lib/navigation/paths';
import { LoginForm } from '../components/login-form';
import { useAuthTranslation } from '../i18n';
import '../auth.css';

export function LoginPage() {
  const { t } = useAuthTranslation();
  const state = useLocation().state as Partial<LoginState> | null;
  return (
    <FormPage
      title={t('login.title')}
      icon={bedOutline}
      heading={t('login.heading')}
      intro={t('login.intro')}
      notice={
        state?.sessionEnded && (
          <div className="login__notice" role="status">
            <IonIcon icon={timeOutline} aria-hidden="true" />
            <div>
              <p className="login__notice-title">{t('login.sessionEnded.title')}</p>
              <p>{t('login.sessionEnded.body')}</p>
            </div>
          </div>
        )
      }
      footer={
        <div className="login__footer">
          <LanguageSwitch />
          <EmergencyPhoneLink />
        </div>
      }
    >
      <LoginForm />
    </FormPage>
  );
}
