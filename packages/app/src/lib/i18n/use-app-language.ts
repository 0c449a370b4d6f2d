import { useTranslation } from 'react-i18next';
import { appLanguageOrEnglish, type Language } from './languages';

/** The language the person reads the app and its content in: the app's ('de-AT' → de), English for any other. */
export function useAppLanguage(): Language {
  const { i18n } = useTranslation();
  return appLanguageOrEnglish(i18n.language);
}
