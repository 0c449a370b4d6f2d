import { IonIcon } from '@ionic/react';
import type { ReservationCheckMode } from '@stay/contract';
import { informationCircleOutline, keyOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useActivationTranslation } from '../i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormPage } from '@/components/ui/form-page';
import { FormSection } from '@/components/ui/form-section';
import { SegmentedControl, type SegmentOption } from '@/components/ui/segmented-control';
import { SubmitForm } from '@/components/ui/submit-form';
import { HttpError } from '@/lib/http/http-error';
import { useLoading } from '@/lib/loading/use-loading';
import { paths } from '@/lib/navigation/paths';
import type { ActivationPageProps } from '../activation-props';
import { NotAGuestError } from '@/domains/account/use-guest-account';
import { useLinkReservation } from '@/domains/account/use-link-reservation';
import { AccountSection } from '../components/account-section';
import { ActivationFooter } from '../components/activation-footer';
import { TextField } from '@/components/text-field';
import { useAccountStep } from '../use-account-step';
import { hasProblems, validateReservation, type AccountField, type ReservationValues } from '../validation';
import '../activation.css';
import { keepFocus } from '@/lib/hooks/keep-focus';

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
  /** The check value was emptied by switching between email and postal code: no error until it is typed again. */
  const [isCheckValueFresh, setIsCheckValueFresh] = useState(false);
  const [isNotGuest, setIsNotGuest] = useState(false);
  const problems = validateReservation(values);
  const reservationEnded = searchParams.get('reservationEnded') === 'true';

  const errorFor = (field: ReservationField) => {
    if (field === 'checkValue' && isCheckValueFresh) return undefined;
    const problem = problems[field];
    if (problem && (isSubmitted || touched[field])) return t(`activation.problems.${problem}`);
    return notFound ? t('activation.problems.notFound') : undefined;
  };
  const update = (field: keyof ReservationValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'checkValue') setIsCheckValueFresh(false);
    setNotFound(false);
  };
  const touch = (field: ReservationField | AccountField) => setTouched((current) => ({ ...current, [field]: true }));
  /** Email and postal code are different values: switching starts the check value afresh, without an error. */
  const switchMode = (mode: ReservationCheckMode) => {
    if (mode === values.mode) return;
    setValues((current) => ({ ...current, mode, checkValue: '' }));
    setTouched((current) => ({ ...current, checkValue: false }));
    setIsCheckValueFresh(true);
    setNotFound(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    setIsCheckValueFresh(false);
    setIsNotGuest(false);
    if (hasProblems(problems) || link.isPending) return;
    // The email decides between signing in and creating an account: those fields then show, fresh.
    if (!(await account.isReady(() => setIsSubmitted(false)))) return;
    const proof = { mode: values.mode, checkValue: values.checkValue.trim() };
    try {
      const reservationNumber = values.reservationNumber.trim();
      const reservation = await withLoading(
        () => account.activate(() => link.mutateAsync({ reservationNumber, proof }), { number: reservationNumber, ...proof }),
        t('activation.activating'),
      );
      onActivated(reservation);
      navigate(paths.guest.home, { replace: true });
    } catch (error) {
      if (error instanceof HttpError && error.code === 'RESERVATION_NOT_FOUND') setNotFound(true);
      if (error instanceof NotAGuestError) setIsNotGuest(true);
    }
  }

  const modeOptions: SegmentOption<ReservationCheckMode>[] = [
    { value: 'email', label: t('activation.reservation.byEmail') },
    { value: 'postalcode', label: t('activation.reservation.byPostalCode') },
  ];

  return (
    <FormPage
      title={t('activation.reservationTitle')}
      icon={keyOutline}
      heading={t('activation.reservationHeading')}
      intro={t('activation.reservationIntro')}
      notice={
        reservationEnded && (
          <div className="activation__notice" role="status">
            <IonIcon icon={informationCircleOutline} aria-hidden="true" />
            <div>
              <p className="activation__notice-title">{t('activation.ended.title')}</p>
              <p>{t('activation.ended.body')}</p>
            </div>
          </div>
        )
      }
      footer={<ActivationFooter />}
    >
      <SubmitForm
        onSubmit={(event) => void submit(event)}
        submitLabel={account.needsLookUp ? t('activation.account.continue') : t('activation.submit')}
        isBusy={link.isPending}
        isDisabled={account.isLookingUp}
        onSubmitMouseDown={keepFocus}
      >
        <FormSection title={t('activation.reservation.title')}>
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
          <SegmentedControl
            semantics="radio"
            name={`${id}-mode`}
            label={t('activation.reservation.proveWith')}
            options={modeOptions}
            value={values.mode}
            onChange={switchMode}
          />
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
        </FormSection>

        <AccountSection
          title={t('activation.account.title')}
          step={account}
          showErrors={isSubmitted}
          touched={touched}
          onTouch={touch}
          idPrefix={id}
          isNotGuest={isNotGuest}
        />
      </SubmitForm>
    </FormPage>
  );
}
