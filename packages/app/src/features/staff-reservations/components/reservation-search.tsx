import { STAFF_RESERVATION_SEARCH_MAX_LENGTH } from '@stay/contract';
import { SearchField } from '@/components/ui/search-field';
import { useStaffReservationsTranslation } from '../i18n';

interface ReservationSearchProps {
  /** What is typed. */
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now rather than after the pause. */
  onSubmit: () => void;
}

/** The search field over the lists: guest name, reservation number or suite. */
export function ReservationSearch({ value, onChange, onSubmit }: ReservationSearchProps) {
  const { t } = useStaffReservationsTranslation();
  return (
    <SearchField
      label={t('reservations.search.label')}
      placeholder={t('reservations.search.placeholder')}
      maxLength={STAFF_RESERVATION_SEARCH_MAX_LENGTH}
      value={value}
      onChange={onChange}
      onSubmit={onSubmit}
    />
  );
}
