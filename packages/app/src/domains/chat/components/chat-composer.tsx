import { IonButton, IonIcon, IonSpinner, useIonToast } from '@ionic/react';
import { TOAST_DURATION_MS, type ChatAttachment } from '@stay/contract';
import { chatboxEllipsesOutline, closeCircle, imageOutline, informationCircleOutline, lockClosedOutline, send as sendIcon } from 'ionicons/icons';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useChatTranslation } from '../chat-i18n';
import { compressImage } from '@/lib/images/compress-image';
import { filterQuickTexts, slashQueryOf, type QuickTexts, type QuickTextView } from './quick-texts';
import './chat.css';

export interface MentionCandidateView {
  id: string;
  /** What is typed after the @: the first name. */
  handle: string;
  name: string;
  detail?: string;
}

/** A text put into the composer from outside (a suggestion's proposed message); a new `id` replaces the text. */
export interface ComposerDraft {
  id: number;
  text: string;
}

export interface ComposerSendOptions {
  /** A private note: staff read it, the guest never does. */
  note?: boolean;
}

interface ChatComposerProps {
  onSend(paragraph: string, attachments: ChatAttachment[], mentions: string[], options: ComposerSendOptions): void;
  /** Uploads an (already compressed) image; without it there is no photo button. */
  onUpload?(file: File): Promise<ChatAttachment>;
  /** Staff to mention with @; empty for a guest in a guest chat. */
  mentionCandidates?: readonly MentionCandidateView[];
  isDisabled?: boolean;
  placeholder?: string;
  draft?: ComposerDraft | null;
  /** More buttons before the text field (staff: share a link); they must not submit the form. */
  tools?: ReactNode;
  /**
   * Staff in a guest chat: a switch between a reply (the guest reads it) and a private note (text for staff only).
   * Mentions then belong to notes: a reply offers none, so a question to a colleague never reaches the guest.
   */
  canWriteNote?: boolean;
  /**
   * Staff: ready texts (saved replies). Typing `/` at the start opens a searchable list (arrows, Enter, Escape), the
   * button beside the field opens it too; choosing one puts its text into the field.
   */
  quickTexts?: QuickTexts;
}

const MAX_ROWS_PX = 140;
const NO_CANDIDATES: readonly MentionCandidateView[] = [];

/** The @word being typed at the caret, if any. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([\p{L}\p{N}_-]*)$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/**
 * Type and send a message: a growing text field, a photo button (compressed to WebP or JPEG at 0.6, 1000 px, before
 * the upload), and @mentions for staff. Sending never waits for the network: the outbox takes it.
 */
export function ChatComposer({
  onSend,
  onUpload,
  mentionCandidates: allCandidates = [],
  isDisabled,
  placeholder,
  draft,
  tools,
  canWriteNote,
  quickTexts,
}: ChatComposerProps) {
  const { t } = useChatTranslation();
  // Sticky until switched off: a second internal remark never slips out to the guest.
  const [isNote, setNote] = useState(false);
  const mentionCandidates = canWriteNote && !isNote ? NO_CANDIDATES : allCandidates;
  const [presentToast] = useIonToast();
  const [text, setText] = useState(draft?.text ?? '');
  const [draftId, setDraftId] = useState(draft?.id);
  if (draft && draft.id !== draftId) {
    setDraftId(draft.id);
    setText(draft.text);
  }
  const [caret, setCaret] = useState(0);
  const [attachments, setAttachments] = useState<ChatAttachment[]>([]);
  // The picked photos as local object URLs, by stored file name: a thumbnail right away, without downloading it back.
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const [uploads, setUploads] = useState(0);
  const [mentioned, setMentioned] = useState<MentionCandidateView[]>([]);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const textId = useId();
  const listId = useId();
  const quickListId = useId();
  // The quick-text list: open while the text starts with `/` (until Escape), or when its button opened it.
  const [isQuickForced, setQuickForced] = useState(false);
  const [quickDismissedAt, setQuickDismissedAt] = useState<string | null>(null);
  const [quickActive, setQuickActive] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const slashQuery = quickTexts ? slashQueryOf(text) : null;
  const isQuickOpen = !!quickTexts && !isDisabled && (isQuickForced || (slashQuery !== null && quickDismissedAt !== text));
  const quickQuery = slashQuery ?? '';
  const quickMatches = useMemo(() => (isQuickOpen && quickTexts ? filterQuickTexts(quickTexts.items, quickQuery) : []), [isQuickOpen, quickTexts, quickQuery]);
  const activeQuick = quickMatches.length > 0 ? Math.min(quickActive, quickMatches.length - 1) : -1;

  const mention = mentionCandidates.length > 0 ? mentionQueryAt(text, caret) : null;
  const options = useMemo(() => {
    if (!mention) return [];
    const query = mention.query.toLocaleLowerCase();
    return mentionCandidates.filter((candidate) => candidate.name.toLocaleLowerCase().includes(query)).slice(0, 6);
  }, [mention, mentionCandidates]);

  // A draft arrived: the person checks it and sends it, so the caret waits at its end.
  useEffect(() => {
    const area = textRef.current;
    if (draftId === undefined || !area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, MAX_ROWS_PX)}px`;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  }, [draftId]);

  const canSend = !isDisabled && uploads === 0 && (text.trim().length > 0 || (!isNote && attachments.length > 0));

  function resize() {
    const area = textRef.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, MAX_ROWS_PX)}px`;
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    const paragraph = text.trim();
    const mentions = mentioned.filter((candidate) => paragraph.includes(`@${candidate.handle}`)).map((candidate) => candidate.id);
    onSend(paragraph, isNote ? [] : attachments, [...new Set(mentions)], isNote ? { note: true } : {});
    setText('');
    if (!isNote) {
      setAttachments([]);
      forgetPreviews();
    }
    setMentioned([]);
    setNotice(null);
    requestAnimationFrame(resize);
    textRef.current?.focus();
  }

  function chooseQuickText(item: QuickTextView) {
    const next = slashQuery !== null || text.trim() === '' ? item.text : `${text.trimEnd()} ${item.text}`;
    setText(next);
    setNotice(item.notice);
    setQuickForced(false);
    setQuickActive(0);
    setCaret(next.length);
    requestAnimationFrame(() => {
      resize();
      textRef.current?.focus();
      textRef.current?.setSelectionRange(next.length, next.length);
    });
  }

  function closeQuickTexts() {
    setQuickForced(false);
    setQuickDismissedAt(text);
    setQuickActive(0);
  }

  function openQuickTexts() {
    if (isQuickOpen) {
      closeQuickTexts();
      return;
    }
    setQuickDismissedAt(null);
    setQuickActive(0);
    if (text === '') setText('/');
    else setQuickForced(true);
    textRef.current?.focus();
  }

  /** Arrows move through the open quick-text list, Enter takes the highlighted text, Escape closes it. */
  function onQuickKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!isQuickOpen) return false;
    const count = quickMatches.length;
    if (event.key === 'ArrowDown' && count > 0) setQuickActive((activeQuick + 1) % count);
    else if (event.key === 'ArrowUp' && count > 0) setQuickActive((activeQuick - 1 + count) % count);
    else if (event.key === 'Enter' && !event.shiftKey && activeQuick >= 0) chooseQuickText(quickMatches[activeQuick]!);
    else if (event.key === 'Escape') closeQuickTexts();
    else return false;
    event.preventDefault();
    event.stopPropagation();
    return true;
  }

  function forgetPreviews(filename?: string) {
    setPreviews((current) => {
      const next = new Map(current);
      for (const [name, url] of current) {
        if (filename !== undefined && name !== filename) continue;
        URL.revokeObjectURL(url);
        next.delete(name);
      }
      return next;
    });
  }

  function choose(candidate: MentionCandidateView) {
    if (!mention) return;
    const before = text.slice(0, mention.start);
    const after = text.slice(caret);
    const inserted = `@${candidate.handle} `;
    setText(`${before}${inserted}${after}`);
    setMentioned((list) => [...list, candidate]);
    const position = before.length + inserted.length;
    setCaret(position);
    requestAnimationFrame(() => {
      textRef.current?.focus();
      textRef.current?.setSelectionRange(position, position);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (onQuickKey(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
    if (event.key === 'Enter' && options.length > 0 && !event.shiftKey) {
      event.preventDefault();
      choose(options[0]!);
    }
  }

  async function addImages(files: FileList | null) {
    if (!files || !onUpload) return;
    for (const file of Array.from(files)) {
      setUploads((count) => count + 1);
      try {
        const compressed = file.type.startsWith('image/') && file.type !== 'image/gif' ? await compressImage(file) : file;
        const stored = await onUpload(compressed);
        setAttachments((list) => [...list, stored]);
        if (compressed.type.startsWith('image/')) setPreviews((current) => new Map(current).set(stored.filename, URL.createObjectURL(compressed)));
      } catch {
        void presentToast({ message: t('composer.uploadFailed'), color: 'warning', position: 'bottom', duration: TOAST_DURATION_MS * 2 });
      } finally {
        setUploads((count) => count - 1);
      }
    }
    if (fileRef.current) fileRef.current.value = '';
  }

  return (
    <form className={`chat-composer${isNote ? ' chat-composer--note' : ''}`} onSubmit={submit} aria-label={t('composer.formLabel')}>
      {canWriteNote && (
        <div className="chat-composer__mode" role="group" aria-label={t('composer.modeLabel')}>
          <button type="button" aria-pressed={!isNote} onClick={() => setNote(false)} disabled={isDisabled}>
            {t('composer.reply')}
          </button>
          <button type="button" aria-pressed={isNote} onClick={() => setNote(true)} disabled={isDisabled}>
            <IonIcon icon={lockClosedOutline} aria-hidden="true" />
            {t('composer.note')}
          </button>
          {isNote && <span className="chat-composer__mode-hint">{t('composer.noteHint')}</span>}
        </div>
      )}
      {options.length > 0 && (
        <ul id={listId} className="chat-composer__mentions" role="listbox" aria-label={t('composer.mentions')}>
          {options.map((candidate) => (
            <li key={candidate.id} role="option" aria-selected="false">
              <button type="button" onClick={() => choose(candidate)}>
                <strong>{candidate.name}</strong>
                {candidate.detail && <span>{candidate.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {isQuickOpen && quickTexts && (
        <div className="chat-composer__quick">
          <p className="chat-composer__quick-title" id={`${quickListId}-label`}>
            {quickTexts.labels.list}
          </p>
          {quickMatches.length > 0 ? (
            <ul id={quickListId} className="chat-composer__quick-list" role="listbox" aria-labelledby={`${quickListId}-label`}>
              {quickMatches.map((item, index) => (
                <li
                  key={item.id}
                  id={`${quickListId}-${index}`}
                  role="option"
                  aria-selected={index === activeQuick}
                  className={index === activeQuick ? 'chat-composer__quick-item chat-composer__quick-item--active' : 'chat-composer__quick-item'}
                  // Keeps the focus (and the caret) in the text field while the pointer chooses.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setQuickActive(index)}
                  onClick={() => chooseQuickText(item)}
                >
                  <span className="chat-composer__quick-head">
                    <strong>{item.title}</strong>
                    {item.shortcut && <span className="chat-composer__quick-shortcut">/{item.shortcut}</span>}
                    {item.tag && <span className="chat-composer__quick-tag">{item.tag}</span>}
                  </span>
                  <span className="chat-composer__quick-text">{item.text}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="chat-composer__quick-empty" role="status">
              {quickQuery.trim() ? quickTexts.labels.empty(quickQuery.trim()) : quickTexts.labels.none}
            </p>
          )}
        </div>
      )}
      {notice && !isNote && (
        <p className="chat-composer__notice" role="status">
          <IonIcon icon={informationCircleOutline} aria-hidden="true" />
          <span>{notice}</span>
        </p>
      )}
      {!isNote && (attachments.length > 0 || uploads > 0) && (
        <ul className="chat-composer__attachments" aria-label={t('composer.attachments')}>
          {attachments.map((attachment) => {
            const preview = previews.get(attachment.filename);
            return (
            <li key={attachment.filename} className={preview ? 'chat-composer__photo-preview' : undefined}>
              {preview ? (
                <a href={preview} target="_blank" rel="noreferrer" aria-label={t('thread.openAttachment', { name: attachment.originalname })}>
                  <img src={preview} alt={attachment.originalname} />
                </a>
              ) : (
                <span>{attachment.originalname}</span>
              )}
              <button
                type="button"
                aria-label={t('composer.removeAttachment', { name: attachment.originalname })}
                onClick={() => {
                  setAttachments((list) => list.filter((item) => item.filename !== attachment.filename));
                  forgetPreviews(attachment.filename);
                }}
              >
                <IonIcon icon={closeCircle} aria-hidden="true" />
              </button>
            </li>
            );
          })}
          {uploads > 0 && (
            <li role="status">
              <IonSpinner name="dots" aria-hidden="true" />
              <span>{t('composer.uploading')}</span>
            </li>
          )}
        </ul>
      )}
      <div className="chat-composer__row">
        {onUpload && !isNote && (
          <>
            <input
              ref={fileRef}
              className="visually-hidden"
              type="file"
              accept="image/*"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="chat-photo-input"
              onChange={(event) => void addImages(event.currentTarget.files)}
            />
            <IonButton
              className="chat-composer__photo"
              fill="clear"
              aria-label={t('composer.addPhoto')}
              disabled={isDisabled}
              onClick={() => fileRef.current?.click()}
            >
              <IonIcon slot="icon-only" icon={imageOutline} aria-hidden="true" />
            </IonButton>
          </>
        )}
        {tools}
        {quickTexts && (
          <IonButton
            className="chat-composer__quick-button"
            fill="clear"
            aria-label={quickTexts.labels.open}
            title={quickTexts.labels.open}
            aria-expanded={isQuickOpen}
            aria-controls={isQuickOpen && quickMatches.length > 0 ? quickListId : undefined}
            disabled={isDisabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={openQuickTexts}
          >
            <IonIcon slot="icon-only" icon={chatboxEllipsesOutline} aria-hidden="true" />
          </IonButton>
        )}
        <label className="visually-hidden" htmlFor={textId}>
          {t('composer.label')}
        </label>
        <textarea
          id={textId}
          ref={textRef}
          className="chat-composer__text"
          rows={1}
          value={text}
          placeholder={isNote ? t('composer.notePlaceholder') : (placeholder ?? t('composer.placeholder'))}
          disabled={isDisabled}
          aria-controls={isQuickOpen && quickMatches.length > 0 ? quickListId : options.length > 0 ? listId : undefined}
          aria-activedescendant={isQuickOpen && activeQuick >= 0 ? `${quickListId}-${activeQuick}` : undefined}
          aria-autocomplete={mentionCandidates.length > 0 || quickTexts ? 'list' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') setNotice(null);
            setQuickActive(0);
            setCaret(event.target.selectionStart ?? event.target.value.length);
            resize();
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
          onKeyDown={onKeyDown}
          maxLength={4000}
        />
        <IonButton className="chat-composer__send" shape="round" disabled={!canSend} aria-label={t('composer.send')} onClick={() => submit()}>
          <IonIcon slot="icon-only" icon={sendIcon} aria-hidden="true" />
        </IonButton>
      </div>
    </form>
  );
}
