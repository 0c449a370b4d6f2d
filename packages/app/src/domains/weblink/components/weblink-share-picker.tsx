import { IonIcon, IonSpinner } from '@ionic/react';
import type { Weblink } from '@stay/contract';
import { linkOutline, searchOutline, shareSocialOutline } from 'ionicons/icons';
import { useId, useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pill } from '@/components/ui/pill';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useErrorText } from '@/lib/errors/use-error-text';
import { HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useShareWeblink } from '../mutations';
import { useWeblinkCategories } from '../use-weblinks';
import { useWeblinkTranslation } from '../weblink-i18n';
import { categoryNameOf } from '../weblink-language';
import { searchCategories } from '../weblink-search';
import { hostOf } from '../weblink-url';
import './weblink.css';

const SEARCH_MAX_LENGTH = 100;

interface WeblinkSharePickerProps {
  chatnmbr: number;
  isOpen: boolean;
  onClose(): void;
}

/**
 * The share picker of a staff chat: the location's links grouped by category, searchable; choosing one sends it into
 * the chat (title and address) and counts the share. A refusal shows inside the sheet, which stays open.
 */
export function WeblinkSharePicker({ chatnmbr, isOpen, onClose }: WeblinkSharePickerProps) {
  const { t } = useWeblinkTranslation();
  return (
    <SheetDialog isOpen={isOpen} onClose={onClose} title={t('picker.title')}>
      {isOpen && <PickerContents chatnmbr={chatnmbr} onClose={onClose} />}
    </SheetDialog>
  );
}

function PickerContents({ chatnmbr, onClose }: { chatnmbr: number; onClose(): void }) {
  const { t, i18n } = useWeblinkTranslation();
  const categories = useWeblinkCategories();
  const share = useShareWeblink(chatnmbr);
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const [search, setSearch] = useState('');
  const listId = useId();
  const nameOf = (category: { name: string; nameNl: string | null }) => categoryNameOf(category, i18n.language);
  const shown = useMemo(
    () => searchCategories((categories.data ?? []).filter((category) => category.links.length > 0), search, (category) => categoryNameOf(category, i18n.language)),
    [categories.data, search, i18n.language],
  );

  function choose(link: Weblink) {
    share.mutate(link, {
      onSuccess: () => {
        showSuccess(t('picker.shared', { title: link.title }));
        onClose();
      },
    });
  }

  let content;
  if (categories.isPending) {
    content = (
      <SkeletonGroup as="div" className="weblink-picker__list" label={t('picker.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} width="100%" height="52px" radius="10px" />
        ))}
      </SkeletonGroup>
    );
  } else if (categories.isError) {
    content = (
      <LoadFailed title={t('picker.errorTitle')} body={t('picker.errorBody')} retryLabel={t('picker.retry')} onRetry={() => void categories.refetch()} />
    );
  } else if (shown.length === 0) {
    content =
      search.trim() === '' ? (
        <EmptyState icon={linkOutline} title={t('picker.emptyTitle')} role="status">
          <p>{t('picker.emptyBody')}</p>
        </EmptyState>
      ) : (
        <EmptyState icon={searchOutline} title={t('picker.noMatchesTitle')} role="status">
          <p>{t('picker.noMatchesBody')}</p>
        </EmptyState>
      );
  } else {
    content = (
      <div id={listId} className="weblink-picker__list">
        {shown.map((category) => {
          const headingId = `${listId}-${category._id}`;
          return (
            <section key={category._id} aria-labelledby={headingId} className="weblink-picker__group">
              <h3 id={headingId} className="weblink-picker__heading">
                <span>{nameOf(category)}</span>
                <Pill tone={category.kind === 'faq' ? 'info' : category.kind === 'gem' ? 'success' : 'neutral'}>{t(`kinds.${category.kind}`)}</Pill>
              </h3>
              <ul className="weblink-picker__links">
                {category.links.map((link) => (
                  <li key={link._id}>
                    <button
                      type="button"
                      className="weblink-picker__link"
                      disabled={share.isPending}
                      aria-label={t('picker.share', { title: link.title })}
                      onClick={() => choose(link)}
                    >
                      <IonIcon icon={linkOutline} aria-hidden="true" className="weblink-picker__icon" />
                      <span className="weblink-picker__text">
                        <span className="weblink-picker__title">{link.title}</span>
                        <span className="weblink-picker__meta">
                          {hostOf(link.url)}
                          {link.language && ` · ${t(`languages.${link.language}`)}`}
                        </span>
                      </span>
                      {share.isPending && share.variables?._id === link._id ? (
                        <IonSpinner name="dots" aria-hidden="true" />
                      ) : (
                        <IonIcon icon={shareSocialOutline} aria-hidden="true" className="weblink-picker__share" />
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    );
  }

  return (
    <div className="weblink-picker">
      <SearchField
        label={t('picker.search')}
        placeholder={t('picker.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        onSubmit={() => undefined}
        maxLength={SEARCH_MAX_LENGTH}
        controls={listId}
        // The picker opens from inside the chat composer's form: no form of its own there.
        isInForm
      />
      {share.isError && (
        <p className="weblink-picker__problem" role="alert">
          {share.error instanceof HttpError && share.error.code !== 'OFFLINE' ? errorText(share.error.code) : t('picker.failed')}
        </p>
      )}
      {content}
    </div>
  );
}
