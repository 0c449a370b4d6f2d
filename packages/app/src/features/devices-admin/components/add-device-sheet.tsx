import { IonButton } from '@ionic/react';
import { APP_LANGUAGES, DEVICE_NAME_MAX_LENGTH, type AppLanguage, type DiscoveredDevice } from '@stay/contract';
import { useId, useState } from 'react';
import { FieldFrame } from '@/components/field-frame';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useAddDevice } from '@/domains/device-admin/mutations';
import { useDiscoveredDevices } from '@/domains/device-admin/queries';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useDevicesAdminTranslation } from '../i18n';

interface AddDeviceSheetProps {
  suite: { _id: string; name: string };
  onClose(): void;
}

const keyOf = (device: DiscoveredDevice) => `${device.connector} ${device.externalId} ${device.endpoint ?? ''} ${device.type}`;

/**
 * Add a device to a suite: one of the devices the connectors report (those already in a suite cannot be chosen), with
 * its name in every language (English required). Problems show beside their field; the server's refusal too.
 */
export function AddDeviceSheet({ suite, onClose }: AddDeviceSheetProps) {
  const { t } = useDevicesAdminTranslation();
  const discovered = useDiscoveredDevices(true);
  const add = useAddDevice();
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const prefix = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [names, setNames] = useState<Record<AppLanguage, string>>({ en: '', nl: '', de: '', fr: '' });
  const [isTried, setTried] = useState(false);
  const devices = discovered.data?.devices ?? [];
  const device = devices.find((candidate) => keyOf(candidate) === chosen);
  const problems = {
    device: isTried && !device ? t('form.problems.deviceRequired') : undefined,
    name: isTried && names.en.trim() === '' ? t('form.problems.nameRequired') : undefined,
  };
  const refusal = add.error instanceof HttpError ? add.error.code : add.error ? CLIENT_ERROR_CODE.offline : null;

  function submit() {
    setTried(true);
    if (!device || names.en.trim() === '') return;
    add.mutate(
      {
        suite: suite._id,
        type: device.type,
        connector: device.connector,
        externalId: device.externalId,
        endpoint: device.endpoint,
        name: { en: names.en, nl: names.nl, de: names.de, fr: names.fr },
      },
      {
        onSuccess: () => {
          showSuccess(t('toast.added'));
          onClose();
        },
      },
    );
  }

  let choices;
  if (discovered.isPending) {
    choices = (
      <SkeletonGroup as="div" className="add-device__choices" label={t('form.loadingDevices')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" height="48px" radius="8px" />
        ))}
      </SkeletonGroup>
    );
  } else if (discovered.isError) {
    choices = (
      <p className="add-device__note" role="alert">
        {t('error.title')}{' '}
        <IonButton fill="clear" size="small" onClick={() => void discovered.refetch()}>
          {t('retry')}
        </IonButton>
      </p>
    );
  } else {
    const free = devices.filter((candidate) => candidate.suite === null);
    choices = (
      <>
        {discovered.data?.unreachable.includes('mqtt') && <p className="add-device__note">{t('form.unreachable')}</p>}
        {free.length === 0 && <p className="add-device__note">{t('form.noDiscovered')}</p>}
        <ul className="add-device__choices" role="radiogroup" aria-labelledby={`${prefix}-device`} aria-describedby={problems.device ? `${prefix}-device-error` : undefined}>
          {devices.map((candidate) => {
            const key = keyOf(candidate);
            const isTaken = candidate.suite !== null;
            const about = [candidate.vendor, candidate.model, candidate.endpoint ? t('endpoint', { endpoint: candidate.endpoint }) : null].filter(Boolean).join(' · ');
            return (
              <li key={key}>
                <label className={isTaken ? 'add-device__choice add-device__choice--taken' : 'add-device__choice'}>
                  <input type="radio" name={`${prefix}-device`} value={key} checked={chosen === key} disabled={isTaken} onChange={() => setChosen(key)} />
                  <span className="add-device__choice-text">
                    <strong>{candidate.externalId}</strong>
                    <span>
                      {t(`types.${candidate.type}`)} · {t(`connectors.${candidate.connector}`)}
                      {about && ` · ${about}`}
                      {isTaken && ` · ${t('form.inSuite')}`}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  const nameField = (language: AppLanguage) => {
    const id = `${prefix}-name-${language}`;
    const label = t('form.name', { language: t(`languages.${language}`) });
    const isMissing = language !== 'en' && names[language].trim() === '';
    return (
      <FieldFrame
        key={language}
        controlId={id}
        label={language === 'en' ? `${label} (${t('form.required')})` : label}
        error={language === 'en' ? problems.name : undefined}
        hint={isMissing ? t('form.missingHint') : undefined}
      >
        <input
          id={id}
          lang={language}
          value={names[language]}
          maxLength={DEVICE_NAME_MAX_LENGTH}
          aria-invalid={(language === 'en' && !!problems.name) || undefined}
          aria-describedby={language === 'en' && problems.name ? `${id}-error` : isMissing ? `${id}-hint` : undefined}
          onChange={(event) => {
            if (add.error) add.reset();
            setNames((current) => ({ ...current, [language]: event.target.value }));
          }}
        />
      </FieldFrame>
    );
  };

  return (
    <SheetDialog isOpen onClose={onClose} title={t('addTo', { suite: suite.name })}>
      <form
        className="add-device"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="add-device__device">
          <legend id={`${prefix}-device`}>{t('form.device')}</legend>
          <p className="add-device__note">{t('form.deviceHint')}</p>
          {choices}
          {problems.device && (
            <p id={`${prefix}-device-error`} className="text-field__error">
              {problems.device}
            </p>
          )}
        </fieldset>
        {APP_LANGUAGES.map(nameField)}
        {refusal && (
          <p className="add-device__problem" role="alert">
            {refusal !== CLIENT_ERROR_CODE.offline ? errorText(refusal) : t('form.failed')}
          </p>
        )}
        <div className="add-device__actions">
          <IonButton disabled={add.isPending} onClick={submit}>
            {t('form.save')}
          </IonButton>
        </div>
      </form>
    </SheetDialog>
  );
}
