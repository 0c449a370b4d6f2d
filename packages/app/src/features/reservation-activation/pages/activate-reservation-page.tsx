import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { ReservationCheckMode } from '@stay/contract';
import { informationCircleOutline, keyOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useActivationTranslation } from '../i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { HttpError } from '@/lib/http/http-error';
import { useLoading } from '@/lib/loading/use-loading';
import { LOGIN_PATH } from '@/lib/navigation/paths';
import { GUEST_HOME_PATH, type ActivationPageProps } from '../activation-props';
import { NotAGuestError } from '../api/use-guest-account';
import { useLinkReservation } from '../api/use-link-reservation';
import { AccountFields } from '../components/account-fields';
import { TextField } from '@/components/text-field';
import { useAccountStep } from '../use-account-step';
import { hasProblems, validateReservation, type AccountField, type ReservationValues } from '../validation';
import '../activation.css';
import { keepFocus } from '../keep-focus';

type ReservationField = 'reservationNumber' | 'checkValue';

/**
 * /activate-reservation: prove a reservation (number + booking email or postal code), sign in or create an account,
 * and link the two. `?reservationEnded=true` (after a failed reservation load) says why the guest is here.
 */
export function ActivateReservationPage({ onActivated }: ActivationPageProps) {
  const { t } = useActivationTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const withLoading = useLoading();
  const account = useAccountStep();
  const link = useLinkReservation();
  const [values, setValues] = useState<ReservationValues>({ reservationNumber: '', mode: 'email', checkValue: '' });
  const [touched, setTouched] = useState<Partial<Record<ReservationField | AccountField, boolean>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [isNotGuest, setIsNotGuest] = useState(false);
  const problems = validateReservation(values);
  const reservationEnded = searchParams.get('reservationEnded') === 'true';

  const errorFor = (field: ReservationField) => {
    const problem = problems[field];
    if (problem && (isSubmitted || touched[field])) return t(`activation.problems.${problem}`);
    return notFound ? t('activation.problems.notFound') : undefined;
  };
  const update = (field: keyof ReservationValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setNotFound(false);
  };
  const touch = (field: ReservationField | AccountField) => setTouched((current) => ({ ...current, [field]: true }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    setIsNotGuest(false);
    if (hasProblems(problems) || link.isPending) return;
    if (!account.signedInEmail) {
      if (account.mode === 'unknown') {
        // The email decides between signing in and creating an account: show those fields, fresh.
        if (await account.lookUpEmail()) setIsSubmitted(false);
        return;
      }
      if (hasProblems(account.problems)) return;
    }
    try {
      const reservation = await withLoading(async () => {
        await account.signInOrCreate();
        const linked = await link.mutateAsync({
          reservationNumber: values.reservationNumber.trim(),
          proof: { mode: values.mode, checkValue: values.checkValue.trim() },
        });
        await account.completeSignIn();
        return linked;
      }, t('activation.activating'));
      onActivated(reservation);
      navigate(GUEST_HOME_PATH, { replace: true });
    } catch (error) {
      if (error instanceof HttpError && error.code === 'RESERVATION_NOT_FOUND') setNotFound(true);
      if (error instanceof NotAGuestError) setIsNotGuest(true);
    }
  }

  const modeOptions: { mode: ReservationCheckMode; label: string }[] = [
    { mode: 'email', label: t('activation.reservation.byEmail') },
    { mode: 'postalcode', label: t('activation.reservation.byPostalCode') },
  ];

  return (
    <AppPage title={t('activation.reservationTitle')}>
      <div className="activation">
        {reservationEnded && (
          <div className="activation__notice" role="status">
            <IonIcon icon={informationCircleOutline} aria-hidden="true" />
            <div>
              <p className="activation__notice-title">{t('activation.ended.title')}</p>
              <p>{t('activation.ended.body')}</p>
            </div>
          </div>
        )}
        <header className="activation__intro">
          <span className="activation__icon">
            <IonIcon icon={keyOutline} aria-hidden="true" />
          </span>
          <h2>{t('activation.reservationHeading')}</h2>
          <p>{t('activation.reservationIntro')}</p>
        </header>

        <form className="activation__form" noValidate onSubmit={(event) => void submit(event)}>
          <section className="activation__section" aria-labelledby={`${id}-reservation`}>
            <h3 id={`${id}-reservation`}>{t('activation.reservation.title')}</h3>
            <TextField
              id={`${id}-number`}
              label={t('activation.reservation.number')}
              value={values.reservationNumber}
              error={errorFor('reservationNumber')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              onValueChange={(value) => update('reservationNumber', value)}
              onBlur={() => touch('reservationNumber')}
            />
            <fieldset className="segmented">
              <legend>{t('activation.reservation.proveWith')}</legend>
              {modeOptions.map((option) => (
                <label key={option.mode} className={values.mode === option.mode ? 'segmented__option segmented__option--on' : 'segmented__option'}>
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={option.mode}
                    checked={values.mode === option.mode}
                    onChange={() => update('mode', option.mode)}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
            <TextField
              id={`${id}-check`}
              label={values.mode === 'email' ? t('activation.reservation.bookingEmail') : t('activation.reservation.postalCode')}
              value={values.checkValue}
              error={errorFor('checkValue')}
              type={values.mode === 'email' ? 'email' : 'text'}
              inputMode={values.mode === 'email' ? 'email' : 'text'}
              autoCapitalize={values.mode === 'email' ? 'off' : 'characters'}
              autoComplete={values.mode === 'email' ? 'email' : 'postal-code'}
              spellCheck={false}
              onValueChange={(value) => update('checkValue', value)}
              onBlur={() => touch('checkValue')}
            />
          </section>

          <section className="activation__section" aria-labelledby={`${id}-account`}>
            <h3 id={`${id}-account`}>{t('activation.account.title')}</h3>
            <AccountFields step={account} showErrors={isSubmitted} touched={touched} onTouch={touch} idPrefix={id} />
            {isNotGuest && <p className="text-field__error">{t('activation.problems.notAGuest')}</p>}
          </section>

          <IonButton
            type="submit"
            expand="block"
            className="activation__submit"
            disabled={link.isPending || account.isLookingUp}
            onMouseDown={keepFocus}
          >
            {link.isPending && <IonSpinner slot="start" aria-hidden="true" />}
            {t('activation.submit')}
          </IonButton>
          <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        </form>
        <IonButton fill="clear" routerLink={LOGIN_PATH} routerDirection="back" className="activation__back">
          {t('activation.backToLogin')}
        </IonButton>
        <EmergencyPhoneLink />
      </div>
    </AppPage>
  );
}
