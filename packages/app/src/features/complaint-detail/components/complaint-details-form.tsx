import { IonButton, IonSpinner } from '@ionic/react';
import {
  COMPLAINT_KINDS,
  COMPLAINT_PRIORITIES,
  COMPLAINT_SUBJECT_MAX_LENGTH,
  type ComplaintDetail,
  type ComplaintKind,
  type ComplaintPriority,
  type ComplaintUpdateBody,
} from '@stay/contract';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { Card } from '@/components/ui/card';
import { useComplaintTranslation } from '@/domains/complaint/complaint-i18n';
import { useUpdateComplaint } from '@/domains/complaint/mutations';
import { useComplaintCatalogue } from '@/domains/complaint/use-complaint';
import { useComplaintDetailTranslation } from '../i18n';
import { useWorkgroupName } from '@/lib/i18n/use-workgroup-name';

interface Draft {
  subject: string;
  complaintpriority: ComplaintPriority;
  kind: ComplaintKind;
  workgroup: string;
}

const draftOf = (complaint: ComplaintDetail): Draft => ({
  subject: complaint.subject,
  complaintpriority: complaint.complaintpriority,
  kind: complaint.kind,
  workgroup: complaint.workgroup ?? '',
});

/** Only what changed, as the update call takes it. */
function changesOf(draft: Draft, complaint: ComplaintDetail): ComplaintUpdateBody {
  const before = draftOf(complaint);
  const changes: ComplaintUpdateBody = {};
  if (draft.subject.trim() !== before.subject) changes.subject = draft.subject.trim();
  if (draft.complaintpriority !== before.complaintpriority) changes.complaintpriority = draft.complaintpriority;
  if (draft.kind !== before.kind) changes.kind = draft.kind;
  if (draft.workgroup !== before.workgroup) changes.workgroup = draft.workgroup || null;
  return changes;
}

/**
 * The complaint's editable details: subject, priority, kind and workgroup. Saving sends only what changed; the
 * buttons show once something did. Only the fields the person touched are kept apart, so a colleague's change to
 * another field shows at once.
 */
export function ComplaintDetailsForm({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useComplaintDetailTranslation();
  const names = useComplaintTranslation().t;
  const { priorities, kinds, groups } = useComplaintCatalogue();
  const update = useUpdateComplaint(complaint.nmbr);
  const [edits, setEdits] = useState<Partial<Draft>>({});
  const draft: Draft = { ...draftOf(complaint), ...edits };
  const [isSubjectMissing, setSubjectMissing] = useState(false);
  const baseId = useId();
  const changes = changesOf(draft, complaint);
  const isDirty = Object.keys(changes).length > 0;
  const workgroupName = useWorkgroupName();
  const groupNames = groups.data?.map((group) => group.workgroup) ?? [];
  const groupOptions = complaint.workgroup && !groupNames.includes(complaint.workgroup) ? [complaint.workgroup, ...groupNames] : groupNames;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.subject.trim()) return setSubjectMissing(true);
    if (!isDirty) return;
    update.mutate(changes, { onSuccess: () => setEdits({}) });
  }

  const select = <Value extends string>(field: keyof Draft, label: string, options: readonly { value: Value; label: string }[]) => (
    <div className="text-field">
      <label htmlFor={`${baseId}-${field}`}>{label}</label>
      <select
        id={`${baseId}-${field}`}
        value={draft[field]}
        disabled={update.isPending}
        onChange={(event) => setEdits({ ...edits, [field]: event.target.value })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Card className="complaint-card" aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className="complaint-card__title">
        {t('details.title')}
      </h3>
      <form className="complaint-details" noValidate onSubmit={save}>
        <TextField
          id={`${baseId}-subject`}
          label={t('details.subject')}
          value={draft.subject}
          maxLength={COMPLAINT_SUBJECT_MAX_LENGTH}
          disabled={update.isPending}
          error={isSubjectMissing ? t('details.subjectRequired') : undefined}
          onValueChange={(subject) => {
            setEdits({ ...edits, subject });
            setSubjectMissing(false);
          }}
        />
        <div className="complaint-details__row">
          {select(
            'complaintpriority',
            t('details.priority'),
            (priorities.data ?? COMPLAINT_PRIORITIES).map((value) => ({ value, label: names(`priorities.${value}`) })),
          )}
          {select(
            'kind',
            t('details.kind'),
            (kinds.data ?? COMPLAINT_KINDS).map((value) => ({ value, label: names(`kinds.${value}`) })),
          )}
        </div>
        {select('workgroup', t('details.workgroup'), [
          { value: '', label: names('noWorkgroup') },
          ...groupOptions.map((value) => ({ value, label: workgroupName(value) })),
        ])}
        {isDirty && (
          <div className="complaint-details__buttons">
            <IonButton type="submit" disabled={update.isPending}>
              {update.isPending && <IonSpinner slot="start" name="dots" aria-hidden="true" />}
              {update.isPending ? t('details.saving') : t('details.save')}
            </IonButton>
            <IonButton
              fill="clear"
              color="medium"
              disabled={update.isPending}
              onClick={() => {
                setEdits({});
                setSubjectMissing(false);
              }}
            >
              {t('details.reset')}
            </IonButton>
          </div>
        )}
        {/* Lets Enter in the subject save: Ionic's button lives in shadow DOM, which implicit submission does not see. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      </form>
    </Card>
  );
}
