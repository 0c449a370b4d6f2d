import { IonIcon } from '@ionic/react';
import { languageOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { storeAccountLanguage } from '@/lib/i18n/account-language';
import { useHttp } from '@/lib/http/use-http';
import { chooseLanguage } from '@/lib/i18n/language-preference';
import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n/languages';
import { useSession } from '@/lib/session/use-session';
import { LanguagePicker } from './language-picker';

const isLanguage = (value: string): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/**
 * Switches the app's language; the choice is remembered on this device and wins over the browser's. Signed in, it is
 * also stored on the account, so mails and push messages follow it.
 */
export function LanguageSwitch({ className, isLabelHidden }: { className?: string; isLabelHidden?: boolean }) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const session = useSession();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <LanguagePicker
      className={className}
      isLabelHidden={isLabelHidden}
      label={t('language.label')}
      icon={<IonIcon icon={languageOutline} aria-hidden="true" />}
      value={current}
      onChange={(language) => {
        void chooseLanguage(i18n, language, window.localStorage);
        if (session) void storeAccountLanguage(http, session.auth.role, language);
      }}
    />
  );
}
