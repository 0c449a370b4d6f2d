import { FormSection } from '@/components/ui/form-section';
import { useActivationTranslation } from '../i18n';
import { AccountFields } from './account-fields';

type AccountSectionProps = Parameters<typeof AccountFields>[0] & {
  title: string;
  /** The email belongs to a staff account, which cannot activate a reservation. */
  isNotGuest: boolean;
};

/** The account step of an activation form: sign in or create an account, as a titled section. */
export function AccountSection({ title, isNotGuest, ...fields }: AccountSectionProps) {
  const { t } = useActivationTranslation();
  return (
    <FormSection title={title}>
      <AccountFields {...fields} />
      {isNotGuest && <p className="text-field__error" data-problem>{t('activation.problems.notAGuest')}</p>}
    </FormSection>
  );
}
