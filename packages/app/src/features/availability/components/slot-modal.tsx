import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { AVAILABILITY_KINDS, AVAILABILITY_NOTE_MAX_LENGTH, type AvailabilitySlot } from '@stay/contract';
import { trashOutline } from 'ionicons/icons';
import { useId, useMemo, useState } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import type { AvailabilityOwner } from '@/domains/availability/queries';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useDeleteSlot, useSaveSlot } from '@/domains/availability/use-slot-mutations';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { shortDayLabel, weekdayName } from '../format';
import { useAvailabilityTranslation } from '../i18n';
import { bodyOf, fromTimes, newSlotForm, problemOf, tillTimes, type SlotForm } from '../slot-form';

interface SlotModalProps {
  /** The form to start from: a new slot's defaults, or the stored slot's. */
  initial: SlotForm;
  /** The slot being edited; null when adding. */
  slot: AvailabilitySlot | null;
  owner: AvailabilityOwner;
  timeZone: string;
  /** What the slot is, for the delete confirmation ("Available · Monday 09:00–17:00"). */
  describe(slot: AvailabilitySlot): string;
  /** Whether the staff member already keeps weekly available hours (then hours outside them count as unavailable). */
  keepsWeeklyHours: boolean;
  onClose(): void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/**
 * Add or edit a slot: available or unavailable, every week on a weekday from–till, or over dates (whole days or with
 * times) as an exception, with a note. Times are the park's clock, picked from lists on the 24-hour clock (the
 * browser's time field follows the device's region instead). A slot being edited can be deleted, after a question.
 */
export function SlotModal({ initial, slot, owner, timeZone, describe, keepsWeeklyHours, onClose }: SlotModalProps) {
  const { t, i18n } = useAvailabilityTranslation();
  const [form, setForm] = useState<SlotForm>(initial);
  // A new slot's kind follows what it is (weekly hours are mostly available, dates mostly leave) until chosen.
  const [isKindChosen, setKindChosen] = useState(slot !== null);
  const [isAsking, setAsking] = useState(false);
  const errorText = useErrorText();
  const save = useSaveSlot(owner);
  const remove = useDeleteSlot(owner);
  const [presentAlert] = useIonAlert();
  const showSuccess = useSuccessToast();
  const ids = { weekday: useId(), from: useId(), till: useId(), startDay: useId(), endDay: useId(), startTime: useId(), endTime: useId(), note: useId(), problem: useId() };
  // Only times set against each other can go wrong; that shows at once, below them.
  const problem = problemOf(form, timeZone);
  const froms = useMemo(() => fromTimes(form.repeat === 'weekly' ? form.from : form.startTime), [form.repeat, form.from, form.startTime]);
  const tills = useMemo(() => tillTimes(form.till), [form.till]);
  const endTimes = useMemo(() => fromTimes(form.endTime), [form.endTime]);
  const isBusy = save.isPending || remove.isPending;
  // The first weekly available hours turn every other hour of the week into unavailable: said before it is saved.
  const startsWeeklyHours = !keepsWeeklyHours && form.repeat === 'weekly' && form.kind === 'available';
  const update = (patch: Partial<SlotForm>) => setForm((previous) => ({ ...previous, ...patch }));

  function submit() {
    if (problem) {
      document.getElementById(ids.problem)?.focus();
      return;
    }
    save.mutate(
      { nmbr: slot?.nmbr, body: bodyOf(form, timeZone) },
      {
        onSuccess: () => {
          showSuccess(t('toast.saved'));
          onClose();
        },
      },
    );
  }

  /**
   * Asks before deleting. The sheet steps aside while the question shows (a modal sheet stays above everything else,
   * the question included) and comes back, as it was, when the answer is no.
   */
  function confirmDelete() {
    if (!slot) return;
    setAsking(true);
    let isConfirmed = false;
    void presentAlert({
      header: t('confirmDelete.header'),
      message: describe(slot),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('confirmDelete.confirm'),
          role: 'destructive',
          handler: () => {
            isConfirmed = true;
            remove.mutate(slot.nmbr, {
              onSuccess: () => showSuccess(t('toast.deleted')),
              // The failure's toast says what went wrong; the sheet stays closed so it can be read.
              onSettled: onClose,
            });
          },
        },
      ],
      onDidDismiss: () => {
        if (!isConfirmed) setAsking(false);
      },
    });
  }

  const dayInput = (id: string, label: string, value: string, onChange: (day: string) => void) => (
    <div className="slot-form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" required value={value} onChange={(event) => event.target.value && onChange(event.target.value)} />
      <span className="slot-form__hint" aria-hidden="true">
        {shortDayLabel(value, timeZone, i18n.language)}
      </span>
    </div>
  );
  const timeSelect = (id: string, label: string, value: string, options: readonly string[], onChange: (time: string) => void) => (
    <div className="slot-form__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? ids.problem : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <SheetDialog isOpen={!isAsking} onClose={onClose} title={t(slot ? 'form.editTitle' : 'form.addTitle')}>
      <form
        className="slot-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SegmentedControl
          semantics="radio"
          name="slot-kind"
          label={t('form.kind')}
          options={AVAILABILITY_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          value={form.kind}
          onChange={(kind) => {
            setKindChosen(true);
            update({ kind });
          }}
        />
        <SegmentedControl
          semantics="radio"
          name="slot-repeat"
          label={t('form.repeat')}
          options={[
            { value: 'weekly', label: t('form.weekly') },
            { value: 'once', label: t('form.once') },
          ]}
          value={form.repeat}
          onChange={(repeat) => update(isKindChosen ? { repeat } : { repeat, kind: newSlotForm(form.startDay, repeat).kind })}
        />
        {form.repeat === 'weekly' ? (
          <div className="slot-form__row slot-form__row--weekly">
            <div className="slot-form__field">
              <label htmlFor={ids.weekday}>{t('form.weekday')}</label>
              <select id={ids.weekday} value={form.weekday} onChange={(event) => update({ weekday: Number(event.target.value) })}>
                {WEEKDAYS.map((weekday) => (
                  <option key={weekday} value={weekday}>
                    {weekdayName(weekday, i18n.language)}
                  </option>
                ))}
              </select>
            </div>
            {timeSelect(ids.from, t('form.from'), form.from, froms, (from) => update({ from }))}
            {timeSelect(ids.till, t('form.till'), form.till, tills, (till) => update({ till }))}
          </div>
        ) : (
          <>
            <div className="slot-form__row">
              {dayInput(ids.startDay, t('form.startDay'), form.startDay, (startDay) =>
                update({ startDay, endDay: form.endDay < startDay ? startDay : form.endDay }),
              )}
              {dayInput(ids.endDay, t('form.endDay'), form.endDay, (endDay) => update({ endDay }))}
            </div>
            <label className="slot-form__check">
              <input type="checkbox" checked={form.isAllDay} onChange={(event) => update({ isAllDay: event.target.checked })} />
              {t('form.allDay')}
            </label>
            {!form.isAllDay && (
              <div className="slot-form__row">
                {timeSelect(ids.startTime, t('form.startTime'), form.startTime, froms, (startTime) => update({ startTime }))}
                {timeSelect(ids.endTime, t('form.endTime'), form.endTime, endTimes, (endTime) => update({ endTime }))}
              </div>
            )}
          </>
        )}
        {problem && (
          <p id={ids.problem} className="slot-form__problem" role="alert" tabIndex={-1}>
            {t(`problems.${problem}`)}
          </p>
        )}
        {startsWeeklyHours && (
          <p className="slot-form__warning" role="note">
            {t('form.firstWeeklyHours')}
          </p>
        )}
        {(form.repeat === 'weekly' || !form.isAllDay) && <p className="slot-form__hint">{t('rule.zone', { zone: timeZone })}</p>}
        <div className="slot-form__field">
          <label htmlFor={ids.note}>{t('form.note')}</label>
          <textarea
            id={ids.note}
            rows={2}
            maxLength={AVAILABILITY_NOTE_MAX_LENGTH}
            placeholder={t('form.notePlaceholder')}
            value={form.note}
            onChange={(event) => update({ note: event.target.value })}
          />
        </div>
        {save.isError && (
          <p className="slot-form__problem" role="alert">
            {save.error instanceof HttpError && save.error.code !== CLIENT_ERROR_CODE.offline ? errorText(save.error.code) : t('form.saveFailed')}
          </p>
        )}
        <div className="slot-form__actions">
          {slot && (
            <IonButton fill="outline" color="danger" disabled={isBusy} onClick={confirmDelete}>
              <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
              {t('form.delete')}
            </IonButton>
          )}
          <IonButton disabled={isBusy} onClick={submit}>
            {t(save.isPending ? 'form.saving' : 'form.save')}
          </IonButton>
        </div>
      </form>
    </SheetDialog>
  );
}
