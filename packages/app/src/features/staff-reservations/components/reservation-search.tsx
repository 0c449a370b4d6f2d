import { IonIcon } from '@ionic/react';
import { STAFF_RESERVATION_SEARCH_MAX_LENGTH } from '@stay/contract';
import { searchOutline } from 'ionicons/icons';
import { useId, type FormEvent } from 'react';
import { useStaffReservationsTranslation } from '../i18n';

interface ReservationSearchProps {
  /** What is typed. */
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now rather than after the pause. */
  onSubmit: () => void;
}

/** The search field over the lists: guest name, reservation number or suite. A native input: light and labelled. */
export function ReservationSearch({ value, onChange, onSubmit }: ReservationSearchProps) {
  const { t } = useStaffReservationsTranslation();
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form role="search" className="reservation-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('reservations.search.label')}
      </label>
      <IonIcon className="reservation-search__icon" icon={searchOutline} aria-hidden="true" />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={STAFF_RESERVATION_SEARCH_MAX_LENGTH}
        placeholder={t('reservations.search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
