import { APP_LANGUAGES, type AppLanguage } from '@stay/contract';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { LANGUAGE_NAMES } from '@/components/language-names';
import { Card } from '@/components/ui/card';
import { SegmentedControl, type SegmentOption } from '@/components/ui/segmented-control';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useLocationContentLanguage, useSetLocationContentLanguage } from '../use-location';

/** Each language named in itself and marked with its own language for screen readers, like the language switch. */
const CONTENT_LANGUAGE_OPTIONS: readonly SegmentOption<AppLanguage>[] = APP_LANGUAGES.map((language) => ({
  value: language,
  label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
}));

/**
 * Management's choice of the park's content language: what guests see of a text missing in their own language (before
 * English). Each language is named in itself, like the language switch.
 */
export function ContentLanguageSetting({ className }: { className?: string }) {
  const { t } = useContentLanguageTranslation();
  const { contentLanguage, isLoading } = useLocationContentLanguage();
  const save = useSetLocationContentLanguage();
  const showSuccess = useSuccessToast();
  const shown = save.isPending && save.variables !== undefined ? save.variables : contentLanguage;
  return (
    <Card className={className}>
      <SegmentedControl
        semantics="radio"
        name="content-language"
        label={t('contentLanguage.label')}
        options={CONTENT_LANGUAGE_OPTIONS}
        value={shown}
        onChange={(language: AppLanguage) => {
          if (isLoading || language === contentLanguage) return;
          save.mutate(language, { onSuccess: () => showSuccess(t('contentLanguage.saved')) });
        }}
      />
      <p className="text-field__hint">{t('contentLanguage.hint')}</p>
    </Card>
  );
}
