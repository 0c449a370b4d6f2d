import type { AppLanguage } from '@stay/contract';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { LANGUAGE_OPTIONS } from '@/components/language-options';
import { Card } from '@/components/ui/card';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useLocationContentLanguage, useSetLocationContentLanguage } from '../use-location';

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
        options={LANGUAGE_OPTIONS}
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
