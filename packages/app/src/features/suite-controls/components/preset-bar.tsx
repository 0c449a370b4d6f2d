import { IonIcon, IonSpinner, useIonToast } from '@ionic/react';
import { SCENE_PRESETS, TOAST_DURATION_MS, type Device, type PresetResult, type ScenePresetKey } from '@stay/contract';
import { cloudyNightOutline, moonOutline, sunnyOutline } from 'ionicons/icons';
import type { TFunction } from 'i18next';
import { useSuiteControlsTranslation } from '../i18n';
import { useApplyPreset } from '@/domains/suite/use-apply-preset';

const PRESET_ICONS: Record<ScenePresetKey, string> = {
  'good-morning': sunnyOutline,
  'good-evening': cloudyNightOutline,
  'good-night': moonOutline,
};

/** Presets: one tap sets several devices (lights, heating, the lock at night). */
export function PresetBar({ devices, isDisabled }: { devices: Device[]; isDisabled: boolean }) {
  const { t } = useSuiteControlsTranslation();
  const [presentToast] = useIonToast();
  const applyPreset = useApplyPreset();
  const types = new Set(devices.map((device) => device.type));

  function apply(key: ScenePresetKey) {
    applyPreset.mutate(key, {
      onSuccess: (result) => void presentToast({ ...summaryOf(result, t), duration: TOAST_DURATION_MS * 2, position: 'bottom' }),
    });
  }

  return (
    <section className="presets" aria-labelledby="presets-title">
      <h3 id="presets-title" className="suite-controls__subtitle">
        {t('suiteControls.presets.title')}
      </h3>
      <div className="presets__row">
        {SCENE_PRESETS.map((preset) => {
          const applies = preset.actions.some((action) => types.has(action.type));
          const isPending = applyPreset.isPending && applyPreset.variables === preset.key;
          return (
            <button
              key={preset.key}
              type="button"
              className="preset"
              disabled={isDisabled || !applies || applyPreset.isPending}
              aria-describedby={`preset-${preset.key}-text`}
              onClick={() => apply(preset.key)}
            >
              <span className="preset__icon">
                {isPending ? <IonSpinner aria-hidden="true" /> : <IonIcon icon={PRESET_ICONS[preset.key]} aria-hidden="true" />}
              </span>
              <span className="preset__name">{t(`suiteControls.presets.${preset.key}.name`)}</span>
            </button>
          );
        })}
      </div>
      {SCENE_PRESETS.map((preset) => (
        <span key={preset.key} id={`preset-${preset.key}-text`} className="visually-hidden">
          {t(`suiteControls.presets.${preset.key}.text`)}
        </span>
      ))}
      <p className="presets__progress" aria-live="polite">
        {applyPreset.isPending && applyPreset.variables ? t('suiteControls.presets.applying', { name: t(`suiteControls.presets.${applyPreset.variables}.name`) }) : ''}
      </p>
    </section>
  );
}

function summaryOf(result: PresetResult, t: TFunction<'suiteControls'>): { message: string; color: 'primary' | 'warning' } {
  const name = t(`suiteControls.presets.${result.key}.name`);
  const failed = result.results.filter((outcome) => !outcome.ok);
  if (failed.length === 0) return { message: t('suiteControls.presets.done', { name, count: result.results.length }), color: 'primary' };
  return {
    message: t('suiteControls.presets.partly', {
      name,
      ok: result.results.length - failed.length,
      total: result.results.length,
      devices: failed.map((outcome) => outcome.domotica.name).join(', '),
    }),
    color: 'warning',
  };
}
