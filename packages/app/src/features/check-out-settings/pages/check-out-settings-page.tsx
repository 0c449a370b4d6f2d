import { IonButton, IonIcon } from '@ionic/react';
import { APP_LANGUAGES, MAX_CHECK_OUT_CHECKLIST_ITEMS, type CheckOutSettings } from '@stay/contract';
import { addOutline, exitOutline, trashOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { FormPage } from '@/components/ui/form-page';
import { FormSection } from '@/components/ui/form-section';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { TextField } from '@/components/text-field';
import { useCheckOutSettings, useSaveCheckOutSettings } from '@/domains/check-out/use-check-out-settings';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useCheckOutSettingsTranslation } from '../i18n';
import '../check-out-settings.css';

/** /management/check-out: the location's self check-out checklist in four languages, the eco setpoint and the grace. */
export function CheckOutSettingsPage() {
  const { t } = useCheckOutSettingsTranslation();
  const settings = useCheckOutSettings();
  return (
    <FormPage title={t('checkOutSettings.title')} icon={exitOutline} heading={t('checkOutSettings.heading')} intro={t('checkOutSettings.intro')}>
      {settings.isPending ? (
        <SkeletonGroup label={t('checkOutSettings.loading')}>
          <Skeleton height="160px" />
        </SkeletonGroup>
      ) : settings.isError || !settings.data ? (
        <LoadFailed title={t('checkOutSettings.errorTitle')} retryLabel={t('checkOutSettings.retry')} onRetry={() => void settings.refetch()} error={settings.error} />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </FormPage>
  );
}

function SettingsForm({ initial }: { initial: CheckOutSettings }) {
  const { t } = useCheckOutSettingsTranslation();
  const save = useSaveCheckOutSettings();
  const showSaved = useSuccessToast();
  const [checklist, setChecklist] = useState(initial.checklist);
  const [ecoSetpoint, setEcoSetpoint] = useState(String(initial.ecoSetpoint));
  const [graceMinutes, setGraceMinutes] = useState(String(initial.graceMinutes));

  const setText = (index: number, language: (typeof APP_LANGUAGES)[number], text: string) =>
    setChecklist((items) => items.map((item, at) => (at === index ? { ...item, [language]: text } : item)));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { checklist: checklist.map((item) => ({ en: item.en, nl: item.nl ?? null, de: item.de ?? null, fr: item.fr ?? null })), ecoSetpoint: Number(ecoSetpoint), graceMinutes: Number(graceMinutes) },
      { onSuccess: (saved) => (setChecklist(saved.checklist), showSaved(t('checkOutSettings.saved'))) },
    );
  }

  return (
    <form className="check-out-settings" onSubmit={submit}>
      <FormSection title={t('checkOutSettings.checklist')}>
        <ol className="check-out-settings__items">
          {checklist.map((item, index) => (
            <li key={index} className="check-out-settings__item">
              <div className="check-out-settings__item-head">
                <strong>{t('checkOutSettings.item', { number: index + 1 })}</strong>
                <IonButton fill="clear" color="danger" aria-label={t('checkOutSettings.removeItem', { number: index + 1 })} onClick={() => setChecklist((items) => items.filter((_, at) => at !== index))}>
                  <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
                </IonButton>
              </div>
              {APP_LANGUAGES.map((language) => (
                <TextField
                  key={language}
                  id={`check-out-item-${index}-${language}`}
                  label={t(`checkOutSettings.language.${language}`)}
                  value={item[language] ?? ''}
                  required={language === 'en'}
                  onValueChange={(text) => setText(index, language, text)}
                />
              ))}
            </li>
          ))}
        </ol>
        {checklist.length < MAX_CHECK_OUT_CHECKLIST_ITEMS && (
          <IonButton fill="outline" onClick={() => setChecklist((items) => [...items, { en: '', nl: null, de: null, fr: null }])}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('checkOutSettings.addItem')}
          </IonButton>
        )}
      </FormSection>
      <FormSection title={t('checkOutSettings.heading')}>
        <TextField id="check-out-eco" type="number" step="0.5" min="5" max="20" label={t('checkOutSettings.ecoSetpoint')} value={ecoSetpoint} onValueChange={setEcoSetpoint} />
        <TextField id="check-out-grace" type="number" step="1" min="0" max="240" label={t('checkOutSettings.graceMinutes')} value={graceMinutes} onValueChange={setGraceMinutes} />
      </FormSection>
      <IonButton type="submit" expand="block" disabled={save.isPending}>
        {t('checkOutSettings.save')}
      </IonButton>
    </form>
  );
}
