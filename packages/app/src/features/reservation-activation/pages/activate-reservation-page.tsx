import { IonIcon } from '@ionic/react';
import type { ReservationCheckMode } from '@stay/contract';
import { informationCircleOutline, keyOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/text-field';
import { FormPage } from '@/components/ui/form-page';
import { FormSection } from '@/components/ui/form-section';
import { SegmentedControl, type SegmentOption } from '@/components/ui/segmented-control';
import { useLinkReservation } from '@/domains/account/use-link-reservation';
import { HttpError } from '@/lib/http/http-error';
import type { ActivationPageProps } from '../activation-props';
import { ActivationFooter } from '../components/activation-footer';
import { ActivationSubmitForm } from '../components/activation-submit-form';
import { useActivationTranslation } from '../i18n';
import { useActivationForm } from '../use-activation-form';
import { hasProblems, validateReservation, type ReservationValues } from '../validation';
import '../activation.css';

type ReservationField = 'reservationNumber' | 'checkValue';

/** The park's activation mail links here with `?reservation=<number>&code=<code>`: the form starts filled, proof by code. */
function valuesFromLink(params: URLSearchParams): ReservationValues {
  const code = params.get('code')?.trim() ?? '';
  return { reservationNumber: params.get('reservation')?.trim() ?? '', mode: code ? 'code' : 'email', checkValue: code };
}

/**
 * /activate-reservation: prove a reservation (number + booking email, activation code or postal code), sign in or
 * create an account, and link the two. `?reservationEnded=true` (after a failed reservation load) says why the guest is here;
 * `?reservation=&code=` (the activation mail's link) fills in the number and the code.
 */
export function ActivateReservationPage(props: ActivationPageProps) {
  const { t } = useActivationTranslation();
  const [searchParams] = useSearchParams();
  const form = useActivationForm<ReservationField>(props);
  const link = useLinkReservation();
  const [values, setValues] = useState<ReservationValues>(() => valuesFromLink(searchParams));
  const [notFound, setNotFound] = useState(false);
  /** The check value was emptied by switching the kind of proof: no error until it is typed again. */
  const [isCheckValueFresh, setIsCheckValueFresh] = useState(false);
  const problems = validateReservation(values);
  const reservationEnded = searchParams.get('reservationEnded') === 'true';

  const errorFor = (field: ReservationField) => {
    if (field === 'checkValue' && isCheckValueFresh) return undefined;
    const problem = problems[field];
    if (problem && (form.isSubmitted || form.touched[field])) return t(`activation.problems.${problem}`);
    return notFound ? t('activation.problems.notFound') : undefined;
  };
  const update = (field: keyof ReservationValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'checkValue') setIsCheckValueFresh(false);
    setNotFound(false);
  };
  /** The proofs are different values: switching starts the check value afresh, without an error. */
  const switchMode = (mode: ReservationCheckMode) => {
    if (mode === values.mode) return;
    setValues((current) => ({ ...current, mode, checkValue: '' }));
    form.untouch('checkValue');
    setIsCheckValueFresh(true);
    setNotFound(false);
  };

  function submit() {
    setIsCheckValueFresh(false);
    const reservationNumber = values.reservationNumber.trim();
    const proof = { mode: values.mode, checkValue: values.checkValue.trim() };
    void form.activate(() => link.mutateAsync({ reservationNumber, proof }), {
      loadingText: t('activation.activating'),
      reservation: { number: reservationNumber, ...proof },
      isBlocked: hasProblems(problems) || link.isPending,
      onError: (error) => {
        if (error instanceof HttpError && error.code === 'RESERVATION_NOT_FOUND') setNotFound(true);
      },
    });
  }

  const modeOptions: SegmentOption<ReservationCheckMode>[] = [
    { value: 'email', label: t('activation.reservation.byEmail') },
    { value: 'code', label: t('activation.reservation.byCode') },
    { value: 'postalcode', label: t('activation.reservation.byPostalCode') },
  ];
  const checkField = {
    email: { label: t('activation.reservation.bookingEmail'), hint: undefined },
    code: { label: t('activation.reservation.code'), hint: t('activation.reservation.codeHint') },
    postalcode: { label: t('activation.reservation.postalCode'), hint: t('activation.reservation.postalCodeHint') },
  }[values.mode];

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
      <ActivationSubmitForm
        form={form}
        onSubmit={submit}
        submitLabel={t('activation.submit')}
        accountTitle={t('activation.account.title')}
        isBusy={link.isPending}
      >
        <FormSection title={t('activation.reservation.title')}>
          <TextField
            id={`${form.idPrefix}-number`}
            label={t('activation.reservation.number')}
            value={values.reservationNumber}
            error={errorFor('reservationNumber')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onValueChange={(value) => update('reservationNumber', value)}
            onBlur={() => form.touch('reservationNumber')}
          />
          <SegmentedControl
            semantics="radio"
            name={`${form.idPrefix}-mode`}
            label={t('activation.reservation.proveWith')}
            options={modeOptions}
            value={values.mode}
            onChange={switchMode}
          />
          <TextField
            id={`${form.idPrefix}-check`}
            label={checkField.label}
            hint={checkField.hint}
            value={values.checkValue}
            error={errorFor('checkValue')}
            type={values.mode === 'email' ? 'email' : 'text'}
            inputMode={values.mode === 'email' ? 'email' : 'text'}
            autoCapitalize={values.mode === 'email' ? 'off' : 'characters'}
            autoComplete={{ email: 'email', code: 'one-time-code', postalcode: 'postal-code' }[values.mode]}
            spellCheck={false}
            onValueChange={(value) => update('checkValue', value)}
            onBlur={() => form.touch('checkValue')}
          />
        </FormSection>
      </ActivationSubmitForm>
    </FormPage>
  );
}
