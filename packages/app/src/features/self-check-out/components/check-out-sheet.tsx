import { IonButton, IonSpinner } from '@ionic/react';
import { useState } from 'react';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useCheckOut } from '@/domains/check-out/use-self-check-out';
import { useSelfCheckOutTranslation } from '../i18n';

interface CheckOutSheetProps {
  isOpen: boolean;
  onClose(): void;
  checklist: readonly string[];
  graceMinutes: number;
}

/** The location's checklist, each item ticked, then the check-out confirmed: the confirmation step before the door locks. */
export function CheckOutSheet({ isOpen, onClose, checklist, graceMinutes }: CheckOutSheetProps) {
  const { t } = useSelfCheckOutTranslation();
  const checkOut = useCheckOut();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const isComplete = checklist.every((_, index) => ticked.has(index));

  const toggle = (index: number, isChecked: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (isChecked) next.add(index);
      else next.delete(index);
      return next;
    });

  return (
    <SheetDialog isOpen={isOpen} onClose={onClose} title={t('selfCheckOut.sheetTitle')}>
      <div className="self-check-out__sheet">
        {checklist.length > 0 && <p>{t('selfCheckOut.checklistIntro')}</p>}
        <ul className="self-check-out__checklist">
          {checklist.map((item, index) => (
            <li key={item}>
              <label className="self-check-out__item">
                <input type="checkbox" checked={ticked.has(index)} onChange={(event) => toggle(index, event.target.checked)} />
                <span>{item}</span>
              </label>
            </li>
          ))}
        </ul>
        <p className="self-check-out__note">{t('selfCheckOut.afterwards', { count: graceMinutes })}</p>
        <IonButton
          expand="block"
          disabled={!isComplete || checkOut.isPending}
          onClick={() => checkOut.mutate([...ticked], { onSuccess: onClose })}
        >
          {checkOut.isPending ? <IonSpinner name="dots" aria-hidden="true" /> : t('selfCheckOut.confirm')}
        </IonButton>
      </div>
    </SheetDialog>
  );
}
