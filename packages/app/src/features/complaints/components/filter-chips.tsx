import { IonIcon } from '@ionic/react';
import { classNames } from '@/components/ui/class-names';

export interface FilterChipOption<Value extends string> {
  value: Value;
  label: string;
  icon?: string;
  /** A count shown in the chip (e.g. complaints in that state); left out while unknown. */
  count?: number;
}

interface FilterChipsProps<Value extends string> {
  /** The group's name for screen readers (and shown before the chips when `isLabelShown`). */
  label: string;
  isLabelShown?: boolean;
  options: readonly FilterChipOption<Value>[];
  /** The chosen value; undefined for none (everything). */
  value: Value | undefined;
  onChange(value: Value | undefined): void;
  /** The first chip, meaning "no filter"; without it a pressed chip is released by pressing it again. */
  allLabel?: string;
  countLabel?: (count: number) => string;
  className?: string;
}

/** One filter as a row of toggle chips (each a real button with `aria-pressed`), scrolling sideways when narrow. */
export function FilterChips<Value extends string>(props: FilterChipsProps<Value>) {
  const { label, isLabelShown, options, value, onChange, allLabel, countLabel, className } = props;
  return (
    <div className={classNames('filter-chips', className)} role="group" aria-label={label}>
      {isLabelShown && (
        <span className="filter-chips__label" aria-hidden="true">
          {label}
        </span>
      )}
      <div className="filter-chips__row">
        {allLabel && (
          <button type="button" className={chipClass(value === undefined)} aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
            {allLabel}
          </button>
        )}
        {options.map((option) => {
          const isOn = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              className={chipClass(isOn)}
              aria-pressed={isOn}
              onClick={() => onChange(isOn && !allLabel ? undefined : option.value)}
            >
              {option.icon && <IonIcon icon={option.icon} aria-hidden="true" />}
              <span>{option.label}</span>
              {option.count !== undefined && (
                <>
                  <span className="filter-chip__count" aria-hidden="true">
                    {option.count}
                  </span>
                  {countLabel && <span className="visually-hidden">, {countLabel(option.count)}</span>}
                </>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}

const chipClass = (isOn: boolean) => classNames('filter-chip', isOn && 'filter-chip--on');
