import { useId } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { DELIVERY_DAY_CHOICES, type DeliveryDayChoice } from '../delivery-day';
import { useStaffDeliveriesTranslation } from '../i18n';

interface DeliveryDayPickerProps {
  choice: DeliveryDayChoice;
  /** The calendar day on show (YYYY-MM-DD), the date field's value. */
  day: string;
  onChoose(choice: DeliveryDayChoice): void;
  onPickDay(day: string): void;
}

/** Today, tomorrow, or a day picked with the date field (shown once "Pick a day" is chosen). */
export function DeliveryDayPicker({ choice, day, onChoose, onPickDay }: DeliveryDayPickerProps) {
  const { t } = useStaffDeliveriesTranslation();
  const fieldId = useId();
  return (
    <div className="staff-deliveries__days">
      <SegmentedControl
        semantics="pressed"
        label={t('deliveries.daysLabel')}
        options={DELIVERY_DAY_CHOICES.map((value) => ({ value, label: t(`deliveries.days.${value}`) }))}
        value={choice}
        onChange={onChoose}
      />
      {choice === 'pick' && (
        <div className="staff-deliveries__day-field">
          <label htmlFor={fieldId}>{t('deliveries.dayField')}</label>
          <input id={fieldId} type="date" required value={day} onChange={(event) => event.target.value && onPickDay(event.target.value)} />
        </div>
      )}
    </div>
  );
}
