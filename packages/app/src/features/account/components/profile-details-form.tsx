import { PROFILE_NAME_MAX_LENGTH, PROFILE_CELLPHONE_MAX_LENGTH } from '@stay/contract';
import { saveOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { FormSection } from '@/components/ui/form-section';
import { SubmitForm } from '@/components/ui/submit-form';
import { useFormProblemText } from '@/lib/forms/forms-i18n';
import { formValidators, hasFieldProblems, type FieldProblems } from '@/lib/forms/validators';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useAccountTranslation } from '../i18n';
import { useTouched } from '../use-touched';
import { SwitchField } from './switch-field';

export interface ProfileDetails {
  firstname: string;
  surname: string;
  cellphone: string;
  /** Guides only; undefined for everyone else (the server refuses it from them). */
  answerSuggestions?: boolean;
}

type TextDetail = 'firstname' | 'surname' | 'cellphone';

export function validateProfileDetails(values: ProfileDetails): FieldProblems<TextDetail> {
  const problems: FieldProblems<TextDetail> = {};
  const firstname = formValidators.required(values.firstname);
  const surname = formValidators.required(values.surname);
  const cellphone = formValidators.phone(values.cellphone);
  if (firstname) problems.firstname = firstname;
  if (surname) problems.surname = surname;
  if (cellphone) problems.cellphone = cellphone;
  return problems;
}

interface ProfileDetailsFormProps {
  initial: ProfileDetails;
  isBusy: boolean;
  onSave: (values: ProfileDetails) => Promise<unknown>;
}

/** Names, mobile phone and (guides) answer suggestions; saved together. */
export function ProfileDetailsForm({ initial, isBusy, onSave }: ProfileDetailsFormProps) {
  const { t } = useAccountTranslation();
  const { problemText } = useFormProblemText();
  const showSuccess = useSuccessToast();
  const [values, setValues] = useState<ProfileDetails>(initial);
  const touched = useTouched<TextDetail>();
  const problems = validateProfileDetails(values);

  const field = (name: TextDetail) => ({
    id: `profile-${name}`,
    value: values[name],
    error: touched.isShown(name) ? problemText(problems[name]) : undefined,
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => touched.touch(name),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    touched.submit();
    if (hasFieldProblems(problems) || isBusy) return;
    try {
      await onSave({ ...values, firstname: values.firstname.trim(), surname: values.surname.trim(), cellphone: values.cellphone.trim() });
      touched.reset();
      showSuccess(t('profile.details.saved'));
    } catch {
      // The client has shown the failure; the values stay for another try.
    }
  }

  return (
    <SubmitForm onSubmit={(event) => void submit(event)} submitLabel={t('profile.details.save')} busyLabel={t('profile.details.saving')} submitIcon={saveOutline} isBusy={isBusy}>
      <FormSection title={t('profile.details.title')}>
        <div className="account__names">
          <TextField {...field('firstname')} label={t('profile.details.firstname')} autoComplete="given-name" maxLength={PROFILE_NAME_MAX_LENGTH} />
          <TextField {...field('surname')} label={t('profile.details.surname')} autoComplete="family-name" maxLength={PROFILE_NAME_MAX_LENGTH} />
        </div>
        <TextField
          {...field('cellphone')}
          label={t('profile.details.cellphone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PROFILE_CELLPHONE_MAX_LENGTH}
          hint={t('profile.details.cellphoneHint')}
        />
        {values.answerSuggestions !== undefined && (
          <SwitchField
            label={t('profile.details.answerSuggestions')}
            hint={t('profile.details.answerSuggestionsHint')}
            checked={values.answerSuggestions}
            onChange={(answerSuggestions) => setValues((current) => ({ ...current, answerSuggestions }))}
          />
        )}
      </FormSection>
    </SubmitForm>
  );
}
