import { IonIcon } from '@ionic/react';
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
import { categoryNameOf, linkTitleOf } from '../weblink-language';
import { forAudience, isForAudienceSuite, type WeblinkAudience } from '../weblink-preference';
import { searchCategories } from '../weblink-search';
import { hostOf } from '../weblink-url';
import { WeblinkSharePreview } from './weblink-share-preview';
import './weblink.css';

const SEARCH_MAX_LENGTH = 100;

interface WeblinkSharePickerProps {
  chatnmbr: number;
  /** The guest of a guest chat: their suite's links and those in their language come first. */
  audience?: WeblinkAudience;
  isOpen: boolean;
  onClose(): void;
}

/**
 * The share picker of a staff chat: the location's links grouped by category (the guest's suite and language first),
 * searchable; choosing one shows what will be sent, and sending it puts it into the chat (title, in the guest's
 * language where the link has it, and address) and counts the share. A refusal shows inside the sheet, which stays open.
 */
export function WeblinkSharePicker({ chatnmbr, audience, isOpen, onClose }: WeblinkSharePickerProps) {
  const { t } = useWeblinkTranslation();
  return (
    <SheetDialog isOpen={isOpen} onClose={onClose} title={t('picker.title')}>
      {isOpen && <PickerContents chatnmbr={chatnmbr} audience={audience} onClose={onClose} />}
    </SheetDialog>
  );
}

const NO_AUDIENCE: WeblinkAudience = { suiteIds: [], language: null };

function PickerContents({ chatnmbr, audience = NO_AUDIENCE, onClose }: { chatnmbr: number; audience?: WeblinkAudience; onClose(): void }) {
  const { t, i18n } = useWeblinkTranslation();
  const categories = useWeblinkCategories();
  const share = useShareWeblink(chatnmbr);
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Weblink | null>(null);
  const listId = useId();
  const nameOf = (category: Parameters<typeof categoryNameOf>[0]) => categoryNameOf(category, i18n.language);
  /** A link as it is sent: its title in the guest's language (a team chat: the reader's). */
  const asSent = (link: Weblink): Weblink => ({ ...link, title: linkTitleOf(link, audience.language ?? i18n.language) });
  const shown = useMemo(
    () =>
      searchCategories(
        forAudience((categories.data ?? []).filter((category) => category.links.length > 0), audience),
        search,
        (category) => categoryNameOf(category, i18n.language),
      ),
    [categories.data, search, i18n.language, audience],
  );

  function send(link: Weblink) {
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
                {category.links.map(asSent).map((link) => (
                  <li key={link._id}>
                    <button
                      type="button"
                      className="weblink-picker__link"
                      aria-label={t('picker.share', { title: link.title })}
                      onClick={() => {
                        share.reset();
                        setChosen(link);
                      }}
                    >
                      <IonIcon icon={linkOutline} aria-hidden="true" className="weblink-picker__icon" />
                      <span className="weblink-picker__text">
                        <span className="weblink-picker__title">{link.title}</span>
                        <span className="weblink-picker__meta">
                          {hostOf(link.url)}
                          {link.language && ` · ${t(`languages.${link.language}`)}`}
                        </span>
                        {isForAudienceSuite(link, audience) && (
                          <Pill tone="accent" className="weblink-picker__badge">
                            {t('picker.guestSuite')}
                          </Pill>
                        )}
                      </span>
                      <IonIcon icon={shareSocialOutline} aria-hidden="true" className="weblink-picker__share" />
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

  const problem = share.isError && (
    <p className="weblink-picker__problem" role="alert">
      {share.error instanceof HttpError && share.error.code !== 'OFFLINE' ? errorText(share.error.code) : t('picker.failed')}
    </p>
  );

  if (chosen) {
    return (
      <div className="weblink-picker">
        {problem}
        <WeblinkSharePreview
          link={chosen}
          category={categories.data?.find((category) => category._id === chosen.categoryId)}
          isSending={share.isPending}
          onSend={() => send(chosen)}
          onBack={() => {
            share.reset();
            setChosen(null);
          }}
        />
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
      {content}
    </div>
  );
}
