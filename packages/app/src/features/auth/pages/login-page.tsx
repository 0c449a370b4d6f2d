import { IonIcon } from '@ionic/react';
import { bedOutline, checkmarkCircleOutline, keyOutline, timeOutline } from 'ionicons/icons';
import { Link, useLocation } from 'react-router-dom';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { LanguageSwitch } from '@/components/language-switch';
import { FormPage } from '@/components/ui/form-page';
import { paths, type LoginState, type PasswordResetState } from '@/lib/navigation/paths';
import { LoginForm } from '../components/login-form';
import { useAuthTranslation } from '../i18n';
import '../auth.css';

export function LoginPage() {
  const { t } = useAuthTranslation();
  const state = useLocation().state as Partial<LoginState & PasswordResetState> | null;
  return (
    <FormPage
      title={t('login.title')}
      icon={bedOutline}
      heading={t('login.heading')}
      intro={t('login.intro')}
      notice={
        state?.passwordReset ? (
          <div className="login__notice login__notice--success" role="status">
            <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
            <div>
              <p className="login__notice-title">{t('login.passwordReset.title')}</p>
              <p>{t('login.passwordReset.body')}</p>
            </div>
          </div>
        ) : (
          state?.sessionEnded && (
          <div className="login__notice" role="status">
            <IonIcon icon={timeOutline} aria-hidden="true" />
            <div>
              <p className="login__notice-title">{t('login.sessionEnded.title')}</p>
              <p>{t('login.sessionEnded.body')}</p>
            </div>
          </div>
          )
        )
      }
      footer={
        <div className="login__footer">
          <LanguageSwitch />
          <EmergencyPhoneLink />
          <Link className="login__bug-report" to={paths.bugReport(paths.login)}>
            {t('login.reportProblem')}
          </Link>
        </div>
      }
    >
      <LoginForm initialEmail={state?.passwordReset ? state.email : undefined} />
      <Link className="login__forgot" to={paths.resetPassword}>
        {t('login.forgotPassword')}
      </Link>
      <section className="login__first-visit" aria-labelledby="login-first-visit">
        <h2 id="login-first-visit">{t('login.firstVisit.heading')}</h2>
        <p>{t('login.firstVisit.body')}</p>
        <Link className="login__activate" to={paths.activateReservation}>
          <IonIcon icon={keyOutline} aria-hidden="true" />
          {t('login.firstVisit.action')}
        </Link>
      </section>
    </FormPage>
  );
}
