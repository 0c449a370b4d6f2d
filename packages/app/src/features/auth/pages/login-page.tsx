import { bedOutline } from 'ionicons/icons';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { FormPage } from '@/components/ui/form-page';
import { LoginForm } from '../components/login-form';
import { useAuthTranslation } from '../i18n';

export function LoginPage() {
  const { t } = useAuthTranslation();
  return (
    <FormPage title={t('login.title')} icon={bedOutline} heading={t('login.heading')} intro={t('login.intro')} footer={<EmergencyPhoneLink />}>
      <LoginForm />
    </FormPage>
  );
}
