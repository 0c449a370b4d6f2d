import { IonButton, IonIcon } from '@ionic/react';
import { personCircleOutline } from 'ionicons/icons';
import { useActivationTranslation } from '../i18n';
import type { AccountStep } from '../use-account-step';
import type { AccountField } from '../validation';
import { EmailField } from '@/components/email-field';
import { TextField } from '@/components/text-field';

interface AccountFieldsProps {
  step: AccountStep;
  /** Show every problem (after a submit), not only those of fields left. */
  showErrors: boolean;
  touched: Partial<Record<AccountField, boolean>>;
  onTouch: (field: AccountField) => void;
  idPrefix: string;
}

/** Sign in or create an account, decided by whether the email has one; a signed-in guest just sees who they are. */
export function AccountFields({ step, showErrors, touched, onTouch, idPrefix }: AccountFieldsProps) {
  const { t } = useActivationTranslation();
  const { values, mode, problems } = step;

  if (step.signedInEmail) {
    return (
      <div className="signed-in-guest">
        <IonIcon icon={personCircleOutline} aria-hidden="true" />
        <p>
          {t('activation.account.signedInAs')} <strong>{step.signedInEmail}</strong>
        </p>
        <IonButton fill="clear" size="small" onClick={step.signOut}>
          {t('activation.account.notYou')}
        </IonButton>
      </div>
    );
  }

  const errorFor = (field: AccountField) => {
    const problem = problems[field];
    return problem && (showErrors || touched[field]) ? t(`activation.problems.${problem}`) : undefined;
  };
  const field = (name: AccountField) => ({
    id: `${idPrefix}-${name}`,
    value: values[name],
    error: errorFor(name),
    onValueChange: (value: string) => step.update(name, value),
    onBlur: () => onTouch(name),
  });

  return (
    <div className="account-fields">
      <EmailField {...field('email')} label={t('activation.account.email')} />
      {mode === 'sign-in' && (
        <>
          <p className="account-fields__mode" role="status">
            {t('activation.account.welcomeBack')}
          </p>
          <TextField {...field('password')} label={t('activation.account.password')} type="password" autoComplete="current-password" />
          <IonButton type="button" fill="clear" size="small" className="account-fields__switch" onClick={() => step.setMode('create')}>
            {t('activation.account.switchToCreate')}
          </IonButton>
        </>
      )}
      {mode === 'create' && (
        <>
          <p className="account-fields__mode" role="status">
            {t('activation.account.newAccount')}
          </p>
          <div className="account-fields__names">
            <TextField {...field('firstname')} label={t('activation.account.firstname')} autoComplete="given-name" />
            <TextField {...field('surname')} label={t('activation.account.surname')} autoComplete="family-name" />
          </div>
          <TextField
            {...field('password')}
            label={t('activation.account.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('activation.account.passwordRules')}
          />
          <TextField {...field('passwordRepeat')} label={t('activation.account.passwordRepeat')} type="password" autoComplete="new-password" />
          <IonButton type="button" fill="clear" size="small" className="account-fields__switch" onClick={() => step.setMode('sign-in')}>
            {t('activation.account.switchToSignIn')}
          </IonButton>
        </>
      )}
    </div>
  );
}
