import { IonButton } from '@ionic/react';
import { lockClosedOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { FormPage } from '@/components/ui/form-page';
import { usePasswordReset } from '@/domains/account/use-password-reset';
import type { NewPasswordValues } from '@/lib/forms/validators';
import { HttpError } from '@/lib/http/http-error';
import { paths, type PasswordResetState } from '@/lib/navigation/paths';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { ResetCodeForm } from '../components/reset-code-form';
import { ResetEmailForm } from '../components/reset-email-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useAccountTranslation } from '../i18n';
import { stepAfterFailure, stepNumber, type ResetStep } from '../reset-flow';
import '../account.css';

const codeOf = (error: unknown) => (error instanceof HttpError ? error.code : undefined);

/**
 * /reset-password: the email → the mailed code (traded for a reset hash) → a new password → /login with a notice.
 * The client shows the catalogue's alerts; the page then goes where they send the person (a new code, or the start).
 */
export function ResetPasswordPage() {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const showSuccess = useSuccessToast();
  const { request, verifyCode, reset } = usePasswordReset();
  const [step, setStep] = useState<ResetStep>({ kind: 'email' });
  const [email, setEmail] = useState('');
  const [refusedCode, setRefusedCode] = useState<string | null>(null);
  const fail = (error: unknown) => setStep((current) => stepAfterFailure(current, codeOf(error)));

  function sendCode(address: string, options: { isAgain?: boolean } = {}) {
    request.mutate(address, {
      onSuccess: () => {
        setRefusedCode(null);
        setStep({ kind: 'code', email: address });
        if (options.isAgain) showSuccess(t('reset.newCodeSent'));
      },
    });
  }

  function checkCode(address: string, code: string) {
    verifyCode.mutate(
      { email: address, code },
      {
        onSuccess: ({ resetHash }) => setStep({ kind: 'password', email: address, resetHash }),
        onError: (error) => {
          if (codeOf(error) === 'INVALID_RESET_CODE') setRefusedCode(code);
          fail(error);
        },
      },
    );
  }

  function save(address: string, resetHash: string, values: NewPasswordValues) {
    reset.mutate(
      { email: address, resetHash, ...values },
      {
        onSuccess: () => {
          const state: PasswordResetState = { passwordReset: true, email: address };
          navigate(paths.login, { replace: true, state });
        },
        onError: fail,
      },
    );
  }

  const intro =
    step.kind === 'email' ? t('reset.emailIntro') : step.kind === 'code' ? t('reset.codeIntro', { email: step.email }) : t('reset.passwordIntro', { email: step.email });

  return (
    <FormPage
      title={t('reset.title')}
      icon={lockClosedOutline}
      heading={t('reset.heading')}
      intro={intro}
      notice={<p className="reset__step">{t('reset.steps', { step: stepNumber(step) })}</p>}
      footer={
        <div className="account__footer">
          <IonButton fill="clear" routerLink={paths.login} routerDirection="back">
            {t('reset.backToLogin')}
          </IonButton>
          <EmergencyPhoneLink />
        </div>
      }
    >
      {step.kind === 'email' && <ResetEmailForm email={email} onEmailChange={setEmail} isBusy={request.isPending} onSubmit={(address) => sendCode(address)} />}
      {step.kind === 'code' && (
        <ResetCodeForm
          refusedCode={refusedCode}
          isBusy={verifyCode.isPending || request.isPending}
          onSubmit={(code) => checkCode(step.email, code)}
          onNewCode={() => sendCode(step.email, { isAgain: true })}
          onOtherEmail={() => setStep({ kind: 'email' })}
        />
      )}
      {step.kind === 'password' && <ResetPasswordForm isBusy={reset.isPending} onSubmit={(values) => save(step.email, step.resetHash, values)} />}
    </FormPage>
  );
}
