import { alertCircleOutline, peopleOutline } from 'ionicons/icons';
import { useSearchParams } from 'react-router-dom';
import { InfoCard } from '@/components/info-card';
import { FormPage } from '@/components/ui/form-page';
import { useAcceptInvite } from '@/domains/account/use-accept-invite';
import type { ActivationPageProps } from '../activation-props';
import { ActivationFooter } from '../components/activation-footer';
import { ActivationSubmitForm } from '../components/activation-submit-form';
import { useActivationTranslation } from '../i18n';
import { useActivationForm } from '../use-activation-form';
import '../activation.css';

/** The mailed link: /activate-invite?reservation={reservation _id}&hash={token}. */
export function inviteOf(searchParams: URLSearchParams): { reservation: string; resetHash: string } | null {
  const reservation = searchParams.get('reservation')?.trim();
  const resetHash = searchParams.get('hash')?.trim();
  return reservation && resetHash ? { reservation, resetHash } : null;
}

/** /activate-invite: an invited extra guest signs in or creates an account, and joins the reservation. */
export function ActivateInvitePage(props: ActivationPageProps) {
  const { t } = useActivationTranslation();
  const [searchParams] = useSearchParams();
  const form = useActivationForm(props);
  const accept = useAcceptInvite();
  const invite = inviteOf(searchParams);

  function submit() {
    if (!invite || accept.isPending) return;
    // Anything but "not a guest" (INVALID_INVITE, EXPIRED_INVITE, USER_HAS_ACTIVE_RESERVATION ...) the client has shown.
    void form.activate(() => accept.mutateAsync(invite), { loadingText: t('activation.joining') });
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
        <ActivationSubmitForm
          form={form}
          onSubmit={submit}
          submitLabel={t('activation.acceptInvite')}
          accountTitle={t('activation.inviteAccountTitle')}
          isBusy={accept.isPending}
        />
      ) : (
        <InfoCard icon={alertCircleOutline} title={t('activation.brokenLink.title')}>
          <p>{t('activation.brokenLink.body')}</p>
        </InfoCard>
      )}
    </FormPage>
  );
}
