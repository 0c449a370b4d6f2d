import { IonIcon } from '@ionic/react';
import { bulbOutline, keyOutline, thermometerOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useDemoAreaTranslation } from '../i18n';
import {
  DEMO_CHAT_MESSAGES,
  DEMO_EVENTS,
  DEMO_PRESETS,
  DEMO_SERVICES,
  DEMO_SMART_CONTROLS,
  type DemoDay,
  type DemoOffer,
  type DemoServiceGroup,
  type DemoSmartControl,
} from '../demo-content';
import { demoIcon } from './demo-icons';

function useEuro() {
  const { i18n } = useDemoAreaTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  return (euros: number) => format.format(euros);
}

export function DemoEvents() {
  const { t } = useDemoAreaTranslation();
  const days: DemoDay[] = ['TODAY', 'TOMORROW'];
  return (
    <>
      {days.map((day) => (
        <section key={day} aria-labelledby={`demo-day-${day}`}>
          <h4 id={`demo-day-${day}`} className="demo__day">
            {t(`demoArea.days.${day}`)}
          </h4>
          <ul className="demo-events">
            {DEMO_EVENTS.filter((event) => event.day === day)
              .slice()
              .sort((a, b) => a.starttime.localeCompare(b.starttime))
              .map((event) => (
                <li key={event.title} className="demo-event">
                  <img className="demo-event__img" src={event.headerImg} alt="" width={320} height={120} />
                  <div className="demo-event__body">
                    <p className="demo-event__meta">
                      <IonIcon icon={demoIcon(event.icon)} aria-hidden="true" />
                      {t(`demoArea.eventTypes.${event.type}`)} · {event.starttime}–{event.endtime}
                    </p>
                    <h5 className="demo-event__title">{event.title}</h5>
                    <p>{event.paragraph}</p>
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

const CONTROL_ICONS = { lock: keyOutline, climate: thermometerOutline, lighting: bulbOutline } as const;

/** The demo controls: they only change on this screen, so a guest can try them without a suite. */
export function DemoControls() {
  const { t } = useDemoAreaTranslation();
  const [controls, setControls] = useState<DemoSmartControl[]>(() => DEMO_SMART_CONTROLS.map((control) => ({ ...control })));
  const [activePreset, setActivePreset] = useState<string | null>(null);

  const toggle = (name: string) =>
    setControls((current) => current.map((control) => (control.name === name ? { ...control, toggle: !control.toggle } : control)));
  const applyPreset = (name: string) => {
    const preset = DEMO_PRESETS.find((candidate) => candidate.name === name);
    if (!preset) return;
    setControls((current) => current.map((control) => ({ ...control, ...preset.sets[control.name] })));
    setActivePreset(name);
  };

  return (
    <>
      <div className="demo-presets">
        {DEMO_PRESETS.map((preset) => (
          <button
            key={preset.name}
            type="button"
            className={activePreset === preset.name ? 'demo-preset demo-preset--on' : 'demo-preset'}
            aria-pressed={activePreset === preset.name}
            onClick={() => applyPreset(preset.name)}
          >
            <IonIcon icon={demoIcon(preset.icon)} aria-hidden="true" />
            <span>{preset.name}</span>
            {' '}
            <span className="visually-hidden">({t('demoArea.badge')})</span>
          </button>
        ))}
      </div>
      <ul className="demo-controls">
        {controls.map((control) => (
          <li key={control.name} className="demo-control">
            <IonIcon icon={CONTROL_ICONS[control.group]} aria-hidden="true" />
            <span className="demo-control__name">
              {control.name}
              <span className="demo-control__state">{describeControl(control, t)}</span>
            </span>
            <label className="demo-switch">
              <input type="checkbox" role="switch" checked={control.toggle} onChange={() => toggle(control.name)} />
              <span className="visually-hidden">{control.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}

function describeControl(control: DemoSmartControl, t: TFunction<'demoArea'>): string {
  if (control.type === 'LOCK') return control.toggle ? t('demoArea.controls.locked') : t('demoArea.controls.unlocked');
  if (!control.toggle) return t('demoArea.controls.off');
  if (control.type === 'CLIMATE') return t('demoArea.controls.heating', { value: control.temperature ?? '' });
  return t('demoArea.controls.light', { value: control.brightness ?? '' });
}

export function DemoChat() {
  const { t } = useDemoAreaTranslation();
  return (
    <ol className="demo-chat" aria-label={t('demoArea.chatLabel')}>
      {DEMO_CHAT_MESSAGES.map((message, index) => (
        <li key={index} className={`demo-message demo-message--${message.from}`}>
          <p className="demo-message__author">
            {message.from === 'guide' ? t('demoArea.guide') : t('demoArea.you')} · <time>{message.time}</time>
          </p>
          <p>{message.paragraph}</p>
          {message.offer && <DemoOfferCard offer={message.offer} />}
        </li>
      ))}
    </ol>
  );
}

function DemoOfferCard({ offer }: { offer: DemoOffer }) {
  const { t } = useDemoAreaTranslation();
  const euro = useEuro();
  const range = offer.dateRange.from === offer.dateRange.to ? t(`demoArea.days.${offer.dateRange.from}`) : `${t(`demoArea.days.${offer.dateRange.from}`)} – ${t(`demoArea.days.${offer.dateRange.to}`)}`;
  return (
    <div className="demo-offer">
      <img className="demo-offer__img" src={offer.img} alt="" width={320} height={80} />
      <div className="demo-offer__body">
        <p className="demo-offer__title">{offer.title}</p>
        <p className="demo-offer__text">{offer.paragraph}</p>
        <p className="demo-offer__meta">
          {range} · {t('demoArea.amount', { count: offer.amount })} · <strong>{euro(offer.price)}</strong>
        </p>
        <p className="demo-offer__status">{t('demoArea.pending')}</p>
      </div>
    </div>
  );
}

export function DemoServices() {
  const { t } = useDemoAreaTranslation();
  const euro = useEuro();
  const groups: DemoServiceGroup[] = ['services', 'food', 'bikes'];
  return (
    <>
      {groups.map((group) => (
        <section key={group} aria-labelledby={`demo-services-${group}`}>
          <h4 id={`demo-services-${group}`} className="demo__day">
            {t(`demoArea.serviceGroups.${group}`)}
          </h4>
          <ul className="demo-services">
            {DEMO_SERVICES.filter((service) => service.group === group && !service.hide).map((service) => (
              <li key={service.name} className="demo-service">
                <img className="demo-service__img" src={service.img} alt="" width={160} height={60} />
                <p className="demo-service__name">
                  {service.name}
                  {service.featured && <span className="demo-service__featured">{t('demoArea.featured')}</span>}
                </p>
                <p className="demo-service__price">
                  {euro(service.price)}
                  <span className="visually-hidden">, </span>
                  <span className="demo-service__unit">{service.group === 'bikes' ? t('demoArea.perDay') : t('demoArea.perItem')}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
