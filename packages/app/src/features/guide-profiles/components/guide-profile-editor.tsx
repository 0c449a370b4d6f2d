import { IonButton } from '@ionic/react';
import { APP_LANGUAGES, GUIDE_BIO_MAX_LENGTH, appLanguageOf, type AppLanguage, type EditableGuideProfile } from '@stay/contract';
import { useId, useState } from 'react';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { ContentLanguageTabs } from '@/components/content-language/content-language-tabs';
import { ContentPreview } from '@/components/content-language/content-preview';
import { fieldInLanguage, shownLanguage } from '@/components/content-language/shown-language';
import { FieldFrame } from '@/components/field-frame';
import { useGuideTagLabel } from '@/components/guide-tags/guide-tags-i18n';
import { useSaveGuideProfile } from '@/domains/guide/guide-profiles';
import { useLocationContentLanguage } from '@/domains/location/use-location';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useGuideProfilesTranslation } from '../i18n';
import { bioTextsOf, guideProfileBodyOf, guideProfileFormOf, missingBioLanguages, offeredTags, toggled, type GuideProfileForm } from '../guide-profile-form';
import { GuidePhotoField } from './guide-photo-field';

interface GuideProfileEditorProps {
  profile: EditableGuideProfile;
  onSaved?(): void;
}

/**
 * A guide's profile as guests see it when choosing a guide: the photo (saved at once), the bio with a tab per language
 * (each marked while missing, with the guest's view in that language), the languages spoken and the interests.
 */
export function GuideProfileEditor({ profile, onSaved }: GuideProfileEditorProps) {
  const { t } = useGuideProfilesTranslation();
  const texts = useContentLanguageTranslation().t;
  const tagLabel = useGuideTagLabel();
  const { contentLanguage } = useLocationContentLanguage();
  const [form, setForm] = useState<GuideProfileForm>(() => guideProfileFormOf(profile));
  const [language, setLanguage] = useState<AppLanguage>('en');
  const save = useSaveGuideProfile();
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const prefix = useId();
  const id = (part: string) => `${prefix}-${part}`;
  const update = (patch: Partial<GuideProfileForm>) => {
    if (save.error) save.reset();
    setForm((current) => ({ ...current, ...patch }));
  };
  const bioKey = fieldInLanguage('bio', language);
  const bios = bioTextsOf(form);
  const languageName = texts(`names.${language}`);
  const fallback = shownLanguage({ ...bios, [language]: null }, language, contentLanguage);
  const otherLanguages = form.languages.filter((code) => appLanguageOf(code) === undefined);

  function submit() {
    save.mutate(
      { _id: profile._id, body: guideProfileBodyOf(form) },
      {
        onSuccess: () => {
          showSuccess(t('saved'));
          onSaved?.();
        },
      },
    );
  }

  return (
    <form
      className="guide-profile"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <GuidePhotoField profile={profile} />

      <fieldset className="guide-profile__group">
        <legend>{t('bio.legend')}</legend>
        <ContentLanguageTabs label={t('bio.legend')} value={language} onChange={setLanguage} missing={missingBioLanguages(form)} idPrefix={id('language')}>
          <FieldFrame
            controlId={id(bioKey)}
            label={language === 'en' ? t('bio.label') : texts('fieldIn', { field: t('bio.label'), language: languageName })}
            hint={language === 'en' ? texts('requiredHint') : texts('optionalHint', { language: languageName, fallback: texts(`names.${fallback}`) })}
          >
            <textarea
              id={id(bioKey)}
              rows={5}
              lang={language}
              value={form[bioKey]}
              maxLength={GUIDE_BIO_MAX_LENGTH}
              aria-describedby={id(`${bioKey}-hint`)}
              onChange={(event) => update({ [bioKey]: event.target.value })}
            />
          </FieldFrame>
          <ContentPreview language={language} contentLanguage={contentLanguage} id={id(`preview-${language}`)} lines={[{ text: bios, className: 'guide-profile__preview-bio' }]} />
        </ContentLanguageTabs>
      </fieldset>

      <fieldset className="guide-profile__group">
        <legend>{t('languages.legend')}</legend>
        <p className="text-field__hint">{t('languages.hint')}</p>
        <div className="guide-profile__choices">
          {APP_LANGUAGES.map((code) => (
            <label key={code} className="guide-profile__check">
              <input type="checkbox" checked={form.languages.includes(code)} onChange={(event) => update({ languages: toggled(form.languages, code, event.target.checked) })} />
              {texts(`names.${code}`)}
            </label>
          ))}
        </div>
        {otherLanguages.length > 0 && <p className="text-field__hint">{t('languages.other', { languages: otherLanguages.map((code) => code.toUpperCase()).join(', ') })}</p>}
      </fieldset>

      <fieldset className="guide-profile__group">
        <legend>{t('tags.legend')}</legend>
        <p className="text-field__hint">{t('tags.hint')}</p>
        <div className="guide-profile__choices">
          {offeredTags(form.tags).map((tag) => (
            <label key={tag} className="guide-profile__check">
              <input type="checkbox" checked={form.tags.includes(tag)} onChange={(event) => update({ tags: toggled(form.tags, tag, event.target.checked) })} />
              {tagLabel(tag)}
            </label>
          ))}
        </div>
      </fieldset>

      {save.isError && (
        <p className="guide-profile__problem" role="alert">
          {save.error instanceof HttpError && save.error.code !== CLIENT_ERROR_CODE.offline ? errorText(save.error.code) : t('failed')}
        </p>
      )}
      <div className="guide-profile__actions">
        <IonButton disabled={save.isPending} onClick={submit}>
          {t(save.isPending ? 'saving' : 'save')}
        </IonButton>
      </div>
    </form>
  );
}
