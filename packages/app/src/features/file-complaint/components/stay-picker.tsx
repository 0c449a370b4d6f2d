import { IonButton, IonIcon } from '@ionic/react';
import type { ComplaintObject } from '@stay/contract';
import { bedOutline } from 'ionicons/icons';
import { useId, useMemo, useState } from 'react';
import { Pill } from '@/components/ui/pill';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useComplaintObjects } from '@/domains/complaint/use-complaint';
import { useDebouncedCallback } from '@/lib/hooks/use-debounced-callback';
import { fullName } from '@/lib/text/names';
import { createChatFormat, type ChatFormat } from '@/lib/time/format';
import { useFileComplaintTranslation } from '../i18n';

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MAX_LENGTH = 100;

/** The chosen stay: as the server listed it, or only its booking number while it could not be found. */
export type ChosenStay = { object: ComplaintObject } | { nmbr: string };

interface StayPickerProps {
  chosen: ChosenStay | null;
  onChoose(object: ComplaintObject): void;
  onChange(): void;
  /** Shown under the picker, e.g. that a stay must be chosen. */
  error?: string;
}

/**
 * The stay a complaint concerns: once chosen, its summary with "Change"; otherwise a search over the location's
 * stays (in house first) to choose one from.
 */
export function StayPicker({ chosen, onChoose, onChange, error }: StayPickerProps) {
  const { t, i18n } = useFileComplaintTranslation();
  const format = useMemo(() => createChatFormat(i18n.language), [i18n.language]);
  const errorId = useId();
  if (chosen) {
    return (
      <div className="stay-choice">
        <IonIcon icon={bedOutline} aria-hidden="true" className="stay-choice__icon" />
        {'object' in chosen ? <StaySummary object={chosen.object} format={format} /> : <strong>{t('stay.booking', { nmbr: chosen.nmbr })}</strong>}
        <IonButton fill="clear" size="small" onClick={onChange}>
          {t('stay.change')}
        </IonButton>
      </div>
    );
  }
  return (
    <div className="stay-search-block">
      <StaySearch onChoose={onChoose} format={format} describedBy={error ? errorId : undefined} />
      {error && (
        <p id={errorId} className="file-complaint__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function StaySummary({ object, format }: { object: ComplaintObject; format: ChatFormat }) {
  const { t } = useFileComplaintTranslation();
  return (
    <span className="stay-summary">
      <span className="stay-summary__top">
        <strong>{object.suitename ?? t('stay.booking', { nmbr: object.nmbr })}</strong>
        {object.inHouse && <Pill tone="success">{t('stay.inHouse')}</Pill>}
      </span>
      <span>
        {fullName(object.mainGuest)} · {format.range(object.startDateTime, object.endDateTime)}
      </span>
      <span className="stay-summary__booking">{t('stay.booking', { nmbr: object.nmbr })}</span>
    </span>
  );
}

function StaySearch({ onChoose, format, describedBy }: { onChoose(object: ComplaintObject): void; format: ChatFormat; describedBy?: string }) {
  const { t } = useFileComplaintTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const searchSoon = useDebouncedCallback(() => setSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
  const objects = useComplaintObjects(search);
  const resultsId = useId();

  return (
    <>
      <SearchField
        isInForm
        label={t('stay.search')}
        placeholder={t('stay.searchPlaceholder')}
        maxLength={SEARCH_MAX_LENGTH}
        value={draft}
        controls={resultsId}
        describedBy={describedBy}
        onChange={(value) => {
          setDraft(value);
          searchSoon();
        }}
        onSubmit={() => setSearch(draft.trim())}
      />
      <div id={resultsId} aria-live="polite">
        {objects.isPending ? (
          <SkeletonGroup className="stay-results" label={t('stay.loading')}>
            <Skeleton height="52px" />
            <Skeleton height="52px" />
          </SkeletonGroup>
        ) : objects.isError && !objects.data ? (
          <p className="file-complaint__error" role="alert">
            {t('stay.errorTitle')}{' '}
            <IonButton fill="clear" size="small" onClick={() => void objects.refetch()}>
              {t('stay.retry')}
            </IonButton>
          </p>
        ) : (objects.data?.length ?? 0) === 0 ? (
          <p className="stay-results__none">{t('stay.none')}</p>
        ) : (
          <ul className="stay-results" aria-label={t('stay.results')}>
            {objects.data?.map((object) => (
              <li key={object._id}>
                <button type="button" className="stay-result" onClick={() => onChoose(object)}>
                  <StaySummary object={object} format={format} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
