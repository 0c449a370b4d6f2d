import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { alertCircleOutline, peopleOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useActivationTranslation } from '../i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { InfoCard } from '@/components/info-card';
import { useLoading } from '@/lib/loading/use-loading';
import { LOGIN_PATH } from '@/lib/navigation/paths';
import { GUEST_HOME_PATH, type ActivationPageProps } from '../activation-props';
import { useAcceptInvite } from '../api/use-accept-invite';
import { NotAGuestError } from '../api/use-guest-account';
import { AccountFields } from '../components/account-fields';
import { useAccountStep } from '../use-account-step';
import { hasProblems, type AccountField } from '../validation';
import '../activation.css';
import { keepFocus } from '../keep-focus';

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
    if (!account.signedInEmail) {
      if (account.mode === 'unknown') {
        if (await account.lookUpEmail()) setIsSubmitted(false);
        return;
      }
      if (hasProblems(account.problems)) return;
    }
    try {
      const reservation = await withLoading(async () => {
        await account.signInOrCreate();
        const joined = await accept.mutateAsync(invite);
        await account.completeSignIn();
        return joined;
      }, t('activation.joining'));
      onActivated(reservation);
      navigate(GUEST_HOME_PATH, { replace: true });
    } catch (error) {
      if (error instanceof NotAGuestError) setIsNotGuest(true);
      // Anything else (INVALID_RESET_HASH, EXPIRED_RESET_HASH, USER_HAS_ACTIVE_RESERVATION ...) the client has shown.
    }
  }

  return (
    <AppPage title={t('activation.inviteTitle')}>
      <div className="activation">
        <header className="activation__intro">
          <span className="activation__icon">
            <IonIcon icon={peopleOutline} aria-hidden="true" />
          </span>
          <h2>{t('activation.inviteHeading')}</h2>
          <p>{t('activation.inviteIntro')}</p>
        </header>
        {invite ? (
          <form className="activation__form" noValidate onSubmit={(event) => void submit(event)}>
            <section className="activation__section" aria-labelledby={`${id}-account`}>
              <h3 id={`${id}-account`}>{t('activation.inviteAccountTitle')}</h3>
              <AccountFields
                step={account}
                showErrors={isSubmitted}
                touched={touched}
                onTouch={(field) => setTouched((current) => ({ ...current, [field]: true }))}
                idPrefix={id}
              />
              {isNotGuest && <p className="text-field__error">{t('activation.problems.notAGuest')}</p>}
            </section>
            <IonButton
              type="submit"
              expand="block"
              className="activation__submit"
              disabled={accept.isPending || account.isLookingUp}
              onMouseDown={keepFocus}
            >
              {accept.isPending && <IonSpinner slot="start" aria-hidden="true" />}
              {t('activation.acceptInvite')}
            </IonButton>
            <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
          </form>
        ) : (
          <InfoCard icon={alertCircleOutline} title={t('activation.brokenLink.title')}>
            <p>{t('activation.brokenLink.body')}</p>
          </InfoCard>
        )}
        <IonButton fill="clear" routerLink={LOGIN_PATH} routerDirection="back" className="activation__back">
          {t('activation.backToLogin')}
        </IonButton>
        <EmergencyPhoneLink />
      </div>
    </AppPage>
  );
}
