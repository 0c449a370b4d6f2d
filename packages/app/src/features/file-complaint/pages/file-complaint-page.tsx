import { IonIcon } from '@ionic/react';
import { COMPLAINT_KINDS, COMPLAINT_NOTE_MAX_LENGTH, COMPLAINT_PRIORITIES, COMPLAINT_SUBJECT_MAX_LENGTH, type ComplaintKind, type ComplaintObject, type ComplaintPriority } from '@stay/contract';
import { alertCircleOutline, sendOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';
import { TextField } from '@/components/text-field';
import { FormSection } from '@/components/ui/form-section';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SubmitForm } from '@/components/ui/submit-form';
import { useComplaintTranslation } from '@/domains/complaint/complaint-i18n';
import { filedFromChatState } from '@/domains/complaint/filed-from-chat';
import { useFileComplaint } from '@/domains/complaint/mutations';
import { useComplaintCatalogue, useComplaintObjects } from '@/domains/complaint/use-complaint';
import { paths, staffAreaOfRole } from '@/lib/navigation/paths';
import { useSession } from '@/lib/session/use-session';
import { StayPicker, type ChosenStay } from '../components/stay-picker';
import { useFileComplaintTranslation } from '../i18n';
import '../file-complaint.css';
import { useWorkgroupName } from '@/lib/i18n/use-workgroup-name';

/**
 * The stay named in the address (`?reservation=` a booking number or id), looked up among the location's stays so
 * its guest and suite show; while it cannot be found it is kept by its number (the server decides).
 */
function usePrefilledStay(reservation: string | null): ChosenStay | null {
  const objects = useComplaintObjects(reservation ?? '', reservation !== null);
  if (!reservation) return null;
  const match = objects.data?.find((object) => object.nmbr === reservation || object._id === reservation);
  return match ? { object: match } : { nmbr: reservation };
}

/**
 * /file-complaint: staff file a complaint about a stay: subject, description (rich text), priority, kind and
 * workgroup. `?reservation=` prefills the stay (from a booking or a chat), otherwise it is searched for. Filed, the
 * new complaint opens; filed from a chat (`?chat=`), that page offers the way back to the chat.
 */
export function FileComplaintPage() {
  const { t } = useFileComplaintTranslation();
  const names = useComplaintTranslation().t;
  const session = useSession();
  const area = staffAreaOfRole(session?.auth.role ?? 'UNKOWN');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reservationParam = params.get('reservation')?.trim() || null;
  const chat = params.get('chat')?.trim() || null;
  const prefilled = usePrefilledStay(reservationParam);
  const { kinds, groups } = useComplaintCatalogue();
  const file = useFileComplaint();

  const [chosen, setChosen] = useState<ChosenStay | null | undefined>(undefined);
  const stay = chosen === undefined ? prefilled : chosen;
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<ComplaintPriority>('NORMAL');
  const [kind, setKind] = useState<ComplaintKind>('OTHER');
  const [workgroup, setWorkgroup] = useState('');
  const workgroupName = useWorkgroupName();
  const [isSubmitted, setSubmitted] = useState(false);
  const ids = { kind: useId(), workgroup: useId(), subject: useId(), description: useId(), descriptionHint: useId() };

  const subjectError = isSubmitted && !subject.trim() ? t('details.subjectRequired') : undefined;
  const stayError = isSubmitted && !stay ? t('stay.required') : undefined;
  const isTooLarge = description.length > COMPLAINT_NOTE_MAX_LENGTH;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!stay || !subject.trim() || isTooLarge) return;
    file.mutate(
      {
        subject: subject.trim(),
        reservation: 'object' in stay ? stay.object._id : stay.nmbr,
        complaintpriority: priority,
        kind,
        workgroup: workgroup || null,
        ...(description ? { paragraph: description } : {}),
      },
      {
        onSuccess: (complaint) =>
          navigate(paths.staffComplaint(area, complaint.nmbr), { replace: true, state: chat ? filedFromChatState(chat) : undefined }),
      },
    );
  }

  const backHref = chat ? paths.staffChat(area, chat) : reservationParam ? paths.staffBooking(area, reservationParam) : paths.staffComplaints(area);
  return (
    <AppPage
      title={t('title')}
      start={
        <BackButton to={backHref} label={chat ? t('backToChat') : t('back')} />
      }
    >
      <div className="file-complaint">
        <p className="file-complaint__intro">{t('intro')}</p>
        <SubmitForm onSubmit={submit} submitLabel={t('submit')} busyLabel={t('submitting')} submitIcon={sendOutline} isBusy={file.isPending}>
          <FormSection title={t('stay.title')}>
            <StayPicker
              chosen={stay}
              onChoose={(object: ComplaintObject) => setChosen({ object })}
              onChange={() => setChosen(null)}
              error={stayError}
            />
          </FormSection>
          <FormSection title={t('details.title')}>
            <TextField
              id={ids.subject}
              label={t('details.subject')}
              placeholder={t('details.subjectPlaceholder')}
              value={subject}
              maxLength={COMPLAINT_SUBJECT_MAX_LENGTH}
              error={subjectError}
              onValueChange={setSubject}
            />
            <div className="file-complaint__field">
              <span className="file-complaint__label" id={ids.description}>
                {t('details.description')}
              </span>
              <LazyRichTextEditor
                label={t('details.description')}
                placeholder={t('details.descriptionPlaceholder')}
                onChange={setDescription}
                isDisabled={file.isPending}
                describedBy={ids.descriptionHint}
              />
              <p id={ids.descriptionHint} className={isTooLarge ? 'file-complaint__error' : 'file-complaint__hint'}>
                {isTooLarge ? (
                  <>
                    <IonIcon icon={alertCircleOutline} aria-hidden="true" /> {t('tooLarge')}
                  </>
                ) : (
                  t('details.descriptionHint')
                )}
              </p>
            </div>
            <SegmentedControl
              semantics="radio"
              name="complaint-priority"
              label={t('details.priority')}
              options={COMPLAINT_PRIORITIES.map((value) => ({ value, label: names(`priorities.${value}`) }))}
              value={priority}
              onChange={setPriority}
            />
            <div className="file-complaint__row">
              <div className="text-field file-complaint__field">
                <label htmlFor={ids.kind}>
                  {t('details.kind')}
                </label>
                <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value as ComplaintKind)}>
                  {(kinds.data ?? COMPLAINT_KINDS).map((value) => (
                    <option key={value} value={value}>
                      {names(`kinds.${value}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="text-field file-complaint__field">
                <label htmlFor={ids.workgroup}>
                  {t('details.workgroup')}
                </label>
                <select id={ids.workgroup} value={workgroup} onChange={(event) => setWorkgroup(event.target.value)}>
                  <option value="">{t('details.noWorkgroup')}</option>
                  {(groups.data ?? []).map((group) => (
                    <option key={group.workgroup} value={group.workgroup}>
                      {workgroupName(group.workgroup)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </FormSection>
        </SubmitForm>
      </div>
    </AppPage>
  );
}
