import { APP_LANGUAGES, type AppLanguage, type TextInLanguages } from '@stay/contract';
import { useState } from 'react';
import { ContentLanguageTabs } from '@/components/content-language/content-language-tabs';
import { ContentPreview } from '@/components/content-language/content-preview';
import { missingInAny } from '@/components/content-language/shown-language';
import { useLocationContentLanguage } from '@/domains/location/use-location';
import { useWeblinksAdminTranslation } from '../i18n';
import { fieldIn, type WeblinkForm } from '../weblink-form';

function textsOf(form: WeblinkForm, field: 'title' | 'description'): TextInLanguages {
  return Object.fromEntries(APP_LANGUAGES.map((language) => [language, form[fieldIn(field, language)]])) as Record<AppLanguage, string>;
}

/**
 * What guests see of the link being edited, per language: a tab per language (marked while the title or description
 * is missing in it) with the title and description a guest reading it gets. A link for one language shows only that one.
 */
export function WeblinkPreview({ form, idPrefix }: { form: WeblinkForm; idPrefix: string }) {
  const { t } = useWeblinksAdminTranslation();
  const { contentLanguage } = useLocationContentLanguage();
  const [chosen, setChosen] = useState<AppLanguage>('en');
  const title = textsOf(form, 'title');
  const description = textsOf(form, 'description');
  if (title.en.trim() === '') return null;
  const lines = [
    { text: title, className: 'weblink-preview__title' },
    { text: description, className: 'weblink-preview__description' },
  ];
  if (form.language !== 'all') {
    return <ContentPreview language={form.language} contentLanguage={contentLanguage} id={`${idPrefix}-${form.language}`} lines={lines} />;
  }
  const missing = missingInAny(description.en.trim() === '' ? [title] : [title, description]);
  return (
    <ContentLanguageTabs label={t('linkForm.preview')} value={chosen} onChange={setChosen} missing={missing} idPrefix={idPrefix}>
      <ContentPreview language={chosen} contentLanguage={contentLanguage} id={`${idPrefix}-${chosen}`} lines={lines} />
    </ContentLanguageTabs>
  );
}
