import { IonButton } from '@ionic/react';
import { MAX_ECO_SETPOINT, MIN_ECO_SETPOINT, TEMPERATURE_RANGE, type ClimateRules } from '@stay/contract';
import { useState, type FormEvent } from 'react';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/text-field';
import { useSaveClimateRules } from '@/domains/climate/use-climate';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useClimateAdminTranslation } from '../i18n';

const setpointLimits = { step: String(TEMPERATURE_RANGE.step), min: String(TEMPERATURE_RANGE.min), max: String(TEMPERATURE_RANGE.max) };

/** The location's climate rules as a form; the server checks them (the guest range must hold the comfort setpoint). */
export function ClimateRulesForm({ initial }: { initial: ClimateRules }) {
  const { t } = useClimateAdminTranslation();
  const save = useSaveClimateRules();
  const showSaved = useSuccessToast();
  const [eco, setEco] = useState(String(initial.ecoSetpoint));
  const [comfort, setComfort] = useState(String(initial.comfortSetpoint));
  const [guestMin, setGuestMin] = useState(String(initial.guestMin));
  const [guestMax, setGuestMax] = useState(String(initial.guestMax));
  const [isPreHeatOn, setPreHeatOn] = useState(initial.isPreHeatOn);
  const [isEcoAfterCheckOn, setEcoAfterCheckOn] = useState(initial.isEcoAfterCheckOn);
  const [vacant, setVacant] = useState(initial.vacantEcoAfterMinutes === null ? '' : String(initial.vacantEcoAfterMinutes));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        ecoSetpoint: Number(eco),
        comfortSetpoint: Number(comfort),
        guestMin: Number(guestMin),
        guestMax: Number(guestMax),
        isPreHeatOn,
        isEcoAfterCheckOn,
        vacantEcoAfterMinutes: vacant.trim() === '' ? null : Number(vacant),
      },
      { onSuccess: () => showSaved(t('climateAdmin.rules.saved')) },
    );
  }

  return (
    <form className="climate-admin__rules" onSubmit={submit}>
      <FormSection title={t('climateAdmin.rules.heading')}>
        <p className="climate-admin__intro">{t('climateAdmin.rules.intro')}</p>
        <div className="climate-admin__fields">
          <TextField id="climate-eco" type="number" step="0.5" min={String(MIN_ECO_SETPOINT)} max={String(MAX_ECO_SETPOINT)} label={t('climateAdmin.rules.eco')} value={eco} onValueChange={setEco} />
          <TextField id="climate-comfort" type="number" {...setpointLimits} label={t('climateAdmin.rules.comfort')} value={comfort} onValueChange={setComfort} />
          <TextField id="climate-guest-min" type="number" {...setpointLimits} label={t('climateAdmin.rules.guestMin')} value={guestMin} onValueChange={setGuestMin} />
          <TextField id="climate-guest-max" type="number" {...setpointLimits} label={t('climateAdmin.rules.guestMax')} value={guestMax} onValueChange={setGuestMax} />
        </div>
        <label className="climate-admin__check">
          <input type="checkbox" checked={isPreHeatOn} onChange={(event) => setPreHeatOn(event.target.checked)} />
          {t('climateAdmin.rules.preHeat')}
        </label>
        <label className="climate-admin__check">
          <input type="checkbox" checked={isEcoAfterCheckOn} onChange={(event) => setEcoAfterCheckOn(event.target.checked)} />
          {t('climateAdmin.rules.ecoAfterCheck')}
        </label>
        <TextField id="climate-vacant" type="number" step="15" min="15" max="1440" label={t('climateAdmin.rules.vacant')} hint={t('climateAdmin.rules.vacantHint')} value={vacant} onValueChange={setVacant} />
        <IonButton type="submit" expand="block" disabled={save.isPending}>
          {t('climateAdmin.rules.save')}
        </IonButton>
      </FormSection>
    </form>
  );
}
