import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, removeOutline } from 'ionicons/icons';

interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  /** The group's name, e.g. "Quantity of Breakfast". */
  label: string;
  fewerLabel: string;
  moreLabel: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** One fewer, the amount, one more. */
export function QuantityStepper({ value, min = 1, max, label, fewerLabel, moreLabel, disabled = false, onChange }: QuantityStepperProps) {
  return (
    <div className="quantity-stepper" role="group" aria-label={label}>
      <IonButton fill="outline" size="small" aria-label={fewerLabel} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        <IonIcon slot="icon-only" icon={removeOutline} aria-hidden="true" />
      </IonButton>
      <output className="quantity-stepper__value" aria-live="polite">
        {value}
      </output>
      <IonButton fill="outline" size="small" aria-label={moreLabel} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
      </IonButton>
    </div>
  );
}
