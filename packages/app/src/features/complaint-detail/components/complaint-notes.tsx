import { IonButton, IonSpinner } from '@ionic/react';
import { COMPLAINT_NOTE_MAX_LENGTH, type ComplaintNote } from '@stay/contract';
import { useId, useRef, useState } from 'react';
import { LazyRichTextEditor, type RichTextEditorHandle } from '@/components/rich-text-editor/lazy-rich-text-editor';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { useAddComplaintNote } from '@/domains/complaint/mutations';
import { fullName } from '@/lib/text/names';
import type { ChatFormat } from '@/lib/time/format';
import { useComplaintDetailTranslation } from '../i18n';

interface ComplaintNotesProps {
  complaintnmbr: number;
  notes: readonly ComplaintNote[];
  format: ChatFormat;
}

/** The notes, oldest first, and the editor for a new one (headings, lists, links and images). */
export function ComplaintNotes({ complaintnmbr, notes, format }: ComplaintNotesProps) {
  const { t } = useComplaintDetailTranslation();
  const titleId = useId();
  return (
    <Card className="complaint-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="complaint-card__title">
        {t('notes.title')}
        {notes.length > 0 && <span className="complaint-card__count">{t('notes.count', { count: notes.length })}</span>}
      </h3>
      {notes.length === 0 ? (
        <p className="complaint-card__empty">{t('notes.empty')}</p>
      ) : (
        <ol className="complaint-notes">
          {notes.map((note) => (
            <NoteItem key={note.nmbr} note={note} format={format} />
          ))}
        </ol>
      )}
      <NoteComposer complaintnmbr={complaintnmbr} />
    </Card>
  );
}

function NoteItem({ note, format }: { note: ComplaintNote; format: ChatFormat }) {
  const name = fullName(note.employee.personalinfo);
  return (
    <li className="complaint-note">
      <Avatar name={name} size="small" />
      <div className="complaint-note__body">
        <p className="complaint-note__meta">
          <strong>{name}</strong>
          <time dateTime={note.creationdatetime} title={format.dateTime(note.creationdatetime)}>
            {format.when(note.creationdatetime)}
          </time>
        </p>
        {/*
          Rendering HTML is safe here only because the server sanitises every note before storing it (sanitize-html,
          an allow-list of text, heading, list and link tags and png/jpeg/webp data images): no script, handler or
          style reaches this markup. Never render HTML this way that the server has not sanitised.
        */}
        <div className="complaint-note__text rich-text" dangerouslySetInnerHTML={{ __html: note.paragraph }} />
      </div>
    </li>
  );
}

/** Write a note and add it; the editor empties once the server has it. */
function NoteComposer({ complaintnmbr }: { complaintnmbr: number }) {
  const { t } = useComplaintDetailTranslation();
  const add = useAddComplaintNote(complaintnmbr);
  const editor = useRef<RichTextEditorHandle>(null);
  const [html, setHtml] = useState('');
  const errorId = useId();
  const isTooLarge = html.length > COMPLAINT_NOTE_MAX_LENGTH;

  function submit() {
    if (!html || isTooLarge || add.isPending) return;
    add.mutate(html, {
      onSuccess: () => {
        editor.current?.clear();
        setHtml('');
      },
    });
  }

  return (
    <div className="complaint-note-composer">
      <LazyRichTextEditor
        ref={editor}
        label={t('notes.editorLabel')}
        placeholder={t('notes.placeholder')}
        onChange={setHtml}
        isDisabled={add.isPending}
        describedBy={isTooLarge ? errorId : undefined}
      />
      {isTooLarge && (
        <p id={errorId} className="text-field__error" role="alert">
          {t('notes.tooLarge')}
        </p>
      )}
      <IonButton className="complaint-note-composer__submit" disabled={!html || isTooLarge || add.isPending} onClick={submit}>
        {add.isPending && <IonSpinner slot="start" name="dots" aria-hidden="true" />}
        {add.isPending ? t('notes.adding') : t('notes.add')}
      </IonButton>
    </div>
  );
}
