import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './segmented-control.css';

export interface SegmentOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

interface CommonProps<Value extends string> {
  /** The group's name for screen readers; shown above the segments for radios. */
  label: string;
  options: readonly SegmentOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/**
 * How the segments are announced:
 * - pressed: toggle buttons (`aria-pressed`) in a group, for a filter or view;
 * - tabs: a tablist whose tabs control panels with the ids of `segmentIds`;
 * - radio: native radio buttons in a fieldset, for a choice inside a form.
 */
type Semantics = { semantics: 'pressed' } | { semantics: 'tabs'; idPrefix: string } | { semantics: 'radio'; name: string };

export type SegmentedControlProps<Value extends string> = CommonProps<Value> & Semantics;

/** The ids a tab and its panel share: `${idPrefix}-tab-${value}` and `${idPrefix}-panel-${value}`. */
export function segmentIds(idPrefix: string, value: string) {
  return { tab: `${idPrefix}-tab-${value}`, panel: `${idPrefix}-panel-${value}` };
}

const optionClass = (isOn: boolean) => classNames('ui-segmented__option', isOn && 'ui-segmented__option--on');

/** A segmented control: pick one of a few options, each always in view. */
export function SegmentedControl<Value extends string>(props: SegmentedControlProps<Value>) {
  const { label, options, value, onChange, className } = props;

  if (props.semantics === 'radio') {
    return (
      <fieldset className={classNames('ui-segmented-field', className)}>
        <legend className="ui-segmented-field__legend">{label}</legend>
        <div className="ui-segmented">
          {options.map((option) => (
            <label key={option.value} className={optionClass(option.value === value)}>
              <input
                type="radio"
                name={props.name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const isTabs = props.semantics === 'tabs';
  return (
    <div className={classNames('ui-segmented', className)} role={isTabs ? 'tablist' : 'group'} aria-label={label}>
      {options.map((option) => {
        const isOn = option.value === value;
        const ids = isTabs ? segmentIds(props.idPrefix, option.value) : undefined;
        return (
          <button
            key={option.value}
            type="button"
            className={optionClass(isOn)}
            role={isTabs ? 'tab' : undefined}
            id={ids?.tab}
            aria-controls={ids?.panel}
            aria-selected={isTabs ? isOn : undefined}
            aria-pressed={isTabs ? undefined : isOn}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
