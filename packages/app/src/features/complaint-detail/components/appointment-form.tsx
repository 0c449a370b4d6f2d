import { IonButton, IonSpinner } from '@ionic/react';
import {
  addCalendarDays,
  APPOINTMENT_SUBJECT_MAX_LENGTH,
  DEFAULT_AGENDA_CODE,
  DEFAULT_TIME_ZONE,
  defaultAppointmentWindow,
  hasAppointmentStartPassed,
  instantAt,
  type Appointment,
  type AppointmentSaveBodyInput,
  type ComplaintDetail,
  type ComplaintStaff,
  type LocationStaff,
  wallClockOf,
} from '@stay/contract';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { useSaveAppointment } from '@/domains/complaint/mutations';
import { useLocationStaffMembers } from '@/domains/complaint/use-complaint';
import { useErrorText } from '@/lib/errors/use-error-text';
import { HttpError } from '@/lib/http/http-error';
import { useSession } from '@/lib/session/use-session';
import { fullName } from '@/lib/text/names';
import { dayLabel, daysFrom, timesOfDay } from '@/lib/time/wall-clock';
import { useComplaintDetailTranslation } from '../i18n';
import { useWorkgroupName } from '@/lib/i18n/use-workgroup-name';

const PICKABLE_DAYS = 60;
const TIME_STEP_MINUTES = 15;

interface AppointmentFormProps {
  complaint: ComplaintDetail;
  /** The appointment to change, or null to plan a new one. */
  appointment: Appointment | null;
  onDone(): void;
  now?: () => Date;
  /** The park's time zone: the pickers show and mean the park's clock, whatever the device's zone. */
  timeZone?: string;
}

interface Planner {
  _id: string;
  name: string;
}

const withTime = (times: readonly string[], ...extra: string[]) => [...new Set([...times, ...extra])].sort();

/**
 * Who an appointment can be for: oneself first, then the location's staff by name (every role: guides and the back
 * office alike), then whoever the complaint already names and the list lacks (someone who moved on, or a list that
 * could not be loaded).
 */
function plannersOf(me: Planner | null, colleagues: readonly Planner[], named: readonly ComplaintStaff[]): Planner[] {
  const all: Planner[] = [
    ...(me ? [me] : []),
    ...colleagues,
    ...named.map((staff) => ({ _id: staff._id, name: fullName(staff.personalinfo) })),
  ];
  const seen = new Set<string>();
  return all.filter((planner) => !seen.has(planner._id) && seen.add(planner._id));
}

/**
 * Plan or change an appointment on the complaint: a subject, a park day with a start and end on the 24-hour clock
 * (a new one starts prefilled with the default: this hour until the next) and who it is for. The agenda code is the
 * agenda's own bookkeeping (Bussy for a new one), kept as it is and not shown. A start before the current hour is
 * refused here already; when the person is unavailable then or already busy, the server refuses and its message shows.
 * The form stays open to pick another time.
 */
export function AppointmentForm({ complaint, appointment, onDone, now = () => new Date(), timeZone = DEFAULT_TIME_ZONE }: AppointmentFormProps) {
  const { t, i18n } = useComplaintDetailTranslation();
  const session = useSession();
  const save = useSaveAppointment(complaint.nmbr);
  const errorText = useErrorText();
  const staffMembers = useLocationStaffMembers();
  const [openedAt] = useState(now);
  const initial = useMemo(() => {
    const window = appointment
      ? { start: new Date(appointment.appointmentstart), end: new Date(appointment.appointmentend) }
      : defaultAppointmentWindow(openedAt, timeZone);
    const start = wallClockOf(window.start, timeZone);
    return { day: start.day, start: start.time, end: wallClockOf(window.end, timeZone).time };
  }, [appointment, openedAt, timeZone]);
  const workgroupName = useWorkgroupName();
  const self = session?.auth.employee;
  const me: Planner | null = self ? { _id: self._id, name: t('appointmentForm.me', { name: fullName(self) }) } : null;
  const colleagueOf = (staff: LocationStaff): Planner => {
    const name = fullName(staff);
    return { _id: staff._id, name: staff.workgroup ? t('appointmentForm.withWorkgroup', { name, workgroup: workgroupName(staff.workgroup) }) : name };
  };
  const people = plannersOf(me, (staffMembers.data ?? []).map(colleagueOf), [
    ...(appointment ? [appointment.employee] : []),
    complaint.employee,
    complaint.createdby,
  ]);

  const [subject, setSubject] = useState(appointment?.subject ?? complaint.subject);
  const [day, setDay] = useState(initial.day);
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [staff, setStaff] = useState(appointment?.employee._id ?? self?._id ?? complaint.employee._id);
  const [isSubjectMissing, setSubjectMissing] = useState(false);
  const [isStartPassed, setStartPassed] = useState(false);
  const baseId = useId();

  const days = useMemo(() => withTime(daysFrom(openedAt, PICKABLE_DAYS, timeZone), initial.day), [openedAt, timeZone, initial.day]);
  const times = useMemo(() => withTime(timesOfDay(TIME_STEP_MINUTES), initial.start, initial.end), [initial.start, initial.end]);
  const endsNextDay = end <= start;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!subject.trim()) return setSubjectMissing(true);
    const startsAt = instantAt(day, start, timeZone);
    const endsAt = instantAt(endsNextDay ? addCalendarDays(day, 1) : day, end, timeZone);
    const isMoved = !appointment || startsAt.getTime() !== new Date(appointment.appointmentstart).getTime();
    if (isMoved && hasAppointmentStartPassed(startsAt, now(), timeZone)) return setStartPassed(true);
    const body: AppointmentSaveBodyInput = {
      ...(appointment ? { nmbr: appointment.nmbr } : {}),
      subject: subject.trim(),
      appointmentstart: startsAt.toISOString(),
      appointmentend: endsAt.toISOString(),
      agendacode: appointment?.agendacode ?? DEFAULT_AGENDA_CODE,
      employee: staff,
    };
    save.mutate(body, { onSuccess: onDone });
  }

  const field = (name: string) => `${baseId}-${name}`;
  // A refusal (unavailable, overlapping) says what to change: it goes once anything is changed.
  const refusal = isStartPassed
    ? errorText('APPOINTMENT_START_PASSED')
    : save.error
      ? errorText(save.error instanceof HttpError ? save.error.code : null)
      : null;
  function clearRefusal() {
    setStartPassed(false);
    if (save.error) save.reset();
  }
  return (
    <form className="appointment-form" noValidate onSubmit={submit} onChange={clearRefusal}>
      <TextField
        id={field('subject')}
        label={t('appointmentForm.subject')}
        value={subject}
        maxLength={APPOINTMENT_SUBJECT_MAX_LENGTH}
        error={isSubjectMissing ? t('appointmentForm.subjectRequired') : undefined}
        onValueChange={(value) => {
          setSubject(value);
          setSubjectMissing(false);
        }}
      />
      <div className="text-field">
        <label htmlFor={field('day')}>{t('appointmentForm.day')}</label>
        <select id={field('day')} value={day} onChange={(event) => setDay(event.target.value)}>
          {days.map((value) => (
            <option key={value} value={value}>
              {dayLabel(value, timeZone, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <div className="complaint-details__row">
        <div className="text-field">
          <label htmlFor={field('start')}>{t('appointmentForm.start')}</label>
          <select id={field('start')} value={start} onChange={(event) => setStart(event.target.value)}>
            {times.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="text-field">
          <label htmlFor={field('end')}>{t('appointmentForm.end')}</label>
          <select id={field('end')} value={end} onChange={(event) => setEnd(event.target.value)}>
            {times.map((value) => (
              <option key={value} value={value}>
                {value <= start ? `${value} (${t('appointmentForm.nextDay')})` : value}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="text-field">
        <label htmlFor={field('employee')}>{t('appointmentForm.employee')}</label>
        <select id={field('employee')} value={staff} onChange={(event) => setStaff(event.target.value)}>
          {people.map((person) => (
            <option key={person._id} value={person._id}>
              {person.name}
            </option>
          ))}
        </select>
        {staffMembers.isError && <p className="text-field__hint">{t('appointmentForm.staffFailed')}</p>}
      </div>
      {refusal && (
        <p className="appointment-form__refusal" role="alert">
          {refusal}
        </p>
      )}
      <IonButton type="submit" expand="block" disabled={save.isPending}>
        {save.isPending && <IonSpinner slot="start" name="dots" aria-hidden="true" />}
        {save.isPending ? t('appointmentForm.saving') : t('appointmentForm.save')}
      </IonButton>
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
    </form>
  );
}
