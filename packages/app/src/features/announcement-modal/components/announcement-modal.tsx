import { IonButton, IonIcon } from '@ionic/react';
import type { Announcement } from '@stay/contract';
import { closeOutline } from 'ionicons/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useAnnouncementParagraphs, useMarkAnnouncementRead } from '@/domains/announcement/use-announcements';
import { useAnnouncementModalTranslation } from '../i18n';
import '../announcement-modal.css';

interface AnnouncementModalProps {
  announcement: Announcement;
  /** The guest is done with it: accepted and dismissed, or dismissed. */
  onFinished(): void;
  /**
   * Where it stands among the announcements shown together ("2 of 3"). The last slide then leads to the next one,
   * and closing (the close button, the backdrop, Escape) closes them all: `onClosed` instead of `onFinished`.
   */
  sequence?: { position: number; count: number; onClosed(): void };
}

/**
 * One announcement as a slide show on the native modal <dialog>: a chapter per slide with its title, a pager, Next,
 * and on the last slide Accept (a policy not yet accepted) or Dismiss. A policy to accept cannot be dismissed: not by
 * tapping the backdrop, not with Escape, and there is no close button. Dismissing anything else marks it as read.
 */
export function AnnouncementModal({ announcement, onFinished, sequence }: AnnouncementModalProps) {
  const { t, i18n } = useAnnouncementModalTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const paragraphs = useAnnouncementParagraphs(announcement.nmbr, i18n.language);
  const markRead = useMarkAnnouncementRead(i18n.language);
  const [index, setIndex] = useState(0);
  const isAccepted = announcement.accepted || markRead.isSuccess;
  const isPolicy = announcement.letterkind === 'policy';
  const mustAccept = isPolicy && !isAccepted;

  const slides = paragraphs.data ?? [];
  const lastIndex = Math.max(0, slides.length - 1);
  const slide = slides[Math.min(index, lastIndex)];
  const isLast = paragraphs.isSuccess && index >= lastIndex;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  const hasNext = !!sequence && sequence.position < sequence.count;
  const finish = (then: () => void = onFinished) => {
    if (!announcement.accepted && !isPolicy && !markRead.isPending && !markRead.isSuccess) markRead.mutate(announcement.nmbr);
    const dialog = dialogRef.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    then();
  };
  const close = () => finish(sequence?.onClosed ?? onFinished);
  const dismiss = () => {
    if (!mustAccept) close();
  };

  return (
    <dialog
      ref={dialogRef}
      className="announcement-modal"
      aria-labelledby={titleId}
      data-testid="announcement-modal"
      onCancel={(event) => {
        // Escape: a policy to accept stays; anything else is dismissed.
        event.preventDefault();
        dismiss();
      }}
      onClose={() => {
        // The browser may close a modal dialog on a repeated Escape regardless: a policy to accept opens again.
        const dialog = dialogRef.current;
        if (mustAccept && dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
      }}
      onClick={(event) => {
        // A tap on the backdrop lands on the dialog itself; the panel fills it otherwise.
        if (event.target === event.currentTarget) dismiss();
      }}
    >
      <div className="announcement-modal__panel">
        <header className="announcement-modal__header">
          <div className="announcement-modal__heading">
            {(isPolicy || sequence) && (
              <p className="announcement-modal__eyebrow">
                {[isPolicy ? t('modal.policy') : null, sequence ? t('modal.position', { position: sequence.position, count: sequence.count }) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
            <h2 id={titleId}>{announcement.lettername}</h2>
          </div>
          {!mustAccept && (
            <button type="button" className="announcement-modal__close" aria-label={t(hasNext ? 'modal.closeAll' : 'modal.close')} onClick={close}>
              <IonIcon icon={closeOutline} aria-hidden="true" />
            </button>
          )}
        </header>

        <div className="announcement-modal__body">
          {paragraphs.isPending && (
            <SkeletonGroup as="div" label={t('modal.loading')}>
              <Skeleton width="50%" height="22px" />
              <Skeleton width="100%" height="80px" radius="12px" />
            </SkeletonGroup>
          )}
          {paragraphs.isError && (
            <div role="alert" className="announcement-modal__error">
              <p>{t('modal.error')}</p>
              <IonButton fill="outline" onClick={() => void paragraphs.refetch()}>
                {t('modal.retry')}
              </IonButton>
            </div>
          )}
          {slide && (
            <section className="announcement-modal__slide" aria-label={t('modal.slide', { index: index + 1, count: slides.length })}>
              {slide.paragraphchapter && <h3 className="announcement-modal__chapter">{slide.paragraphchapter}</h3>}
              {/* Sanitised by the server: headings, paragraphs, lists, safe links and png/jpeg/webp images only. */}
              <div className="announcement-modal__html" dangerouslySetInnerHTML={{ __html: slide.paragraph }} />
            </section>
          )}
        </div>

        <footer className="announcement-modal__footer">
          {slides.length > 1 && (
            <div className="announcement-modal__pager" role="group" aria-label={t('modal.pager')}>
              {slides.map((_, position) => (
                <button
                  key={position}
                  type="button"
                  className="announcement-modal__dot"
                  aria-label={t('modal.slide', { index: position + 1, count: slides.length })}
                  aria-current={position === index ? 'step' : undefined}
                  onClick={() => setIndex(position)}
                />
              ))}
            </div>
          )}
          {isLast && isPolicy && (
            <p className="announcement-modal__confirmation" role="status">
              {isAccepted ? t('modal.afterAccepting') : t('modal.beforeAccepting')}
            </p>
          )}
          {!isLast && paragraphs.isSuccess && (
            <IonButton expand="block" onClick={() => setIndex((current) => Math.min(current + 1, lastIndex))}>
              {t('modal.next')}
            </IonButton>
          )}
          {isLast && mustAccept && (
            <IonButton expand="block" disabled={markRead.isPending} onClick={() => markRead.mutate(announcement.nmbr)}>
              {t('modal.accept')}
            </IonButton>
          )}
          {(isLast || paragraphs.isError) && !mustAccept && (
            <IonButton expand="block" onClick={() => finish()}>
              {t(hasNext ? 'modal.nextAnnouncement' : 'modal.dismiss')}
            </IonButton>
          )}
        </footer>
      </div>
    </dialog>
  );
}
