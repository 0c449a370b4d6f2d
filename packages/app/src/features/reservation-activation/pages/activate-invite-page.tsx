import { alertCircleOutline, peopleOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useActivationTranslation } from '../i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormPage } from '@/components/ui/form-page';
import { SubmitForm } from '@/components/ui/submit-form';
import { InfoCard } from '@/components/info-card';
import { useLoading } from '@/lib/loading/use-loading';
import { paths } from '@/lib/navigation/paths';
import type { ActivationPageProps } from '../activation-props';
import { useAcceptInvite } from '@/domains/account/use-accept-invite';
import { NotAGuestError } from '@/domains/account/use-guest-account';
import { AccountSection } from '../components/account-section';
import { ActivationFooter } from '../components/activation-footer';
import { useAccountStep } from '../use-account-step';
import type { AccountField } from '../validation';
import '../activation.css';
import { keepFocus } from '@/lib/hooks/keep-focus';

/** The mailed link: /activate-invite?reservation={reservation _id}&hash={token}. */
export function inviteOf(searchParams: URLSearchParams): { reservation: string; resetHash: string } | null {
  const reservation = searchParams.get('reservation')?.trim();
  const resetHash = searchParams.get('hash')?.trim();
  return reservation && resetHash ? { reservation, resetHash } : null;
}

/** /activate-invite: an invited extra guest signs in or creates an account, and joins the reservation. */
export function ActivateInvitePage({ onActivated }: ActivationPageProps) {
  const { t } = useActivationTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const withLoading = useLoading();
  const account = useAccountStep();
  const accept = useAcceptInvite();
  const [touched, setTouched] = useState<Partial<Record<AccountField, boolean>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isNotGuest, setIsNotGuest] = useState(false);
  const invite = inviteOf(searchParams);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!invite || accept.isPending) return;
    setIsSubmitted(true);
    setIsNotGuest(false);
    if (!(await account.isReady(() => setIsSubmitted(false)))) return;
    try {
      const reservation = await withLoading(() => account.activate(() => accept.mutateAsync(invite)), t('activation.joining'));
      onActivated(reservation);
      navigate(paths.guest.home, { replace: true });
    } catch (error) {
      if (error instanceof NotAGuestError) setIsNotGuest(true);
      // Anything else (INVALID_RESET_HASH, EXPIRED_RESET_HASH, USER_HAS_ACTIVE_RESERVATION ...) the client has shown.
    }
  }

  return (
    <FormPage
      title={t('activation.inviteTitle')}
      icon={peopleOutline}
      heading={t('activation.inviteHeading')}
      intro={t('activation.inviteIntro')}
      footer={<ActivationFooter />}
    >
      {invite ? (
        <SubmitForm
          onSubmit={(event) => void submit(event)}
          submitLabel={account.needsLookUp ? t('activation.account.continue') : t('activation.acceptInvite')}
          isBusy={accept.isPending}
          isDisabled={account.isLookingUp}
          onSubmitMouseDown={keepFocus}
        >
          <AccountSection
            title={t('activation.inviteAccountTitle')}
            step={account}
            showErrors={isSubmitted}
            touched={touched}
            onTouch={(field) => setTouched((current) => ({ ...current, [field]: true }))}
            idPrefix={id}
            isNotGuest={isNotGuest}
          />
        </SubmitForm>
      ) : (
        <InfoCard icon={alertCircleOutline} title={t('activation.brokenLink.title')}>
          <p>{t('activation.brokenLink.body')}</p>
        </InfoCard>
      )}
    </FormPage>
  );
}
