import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { DEFAULT_AGENDA_CODE, DEFAULT_TIME_ZONE, type Appointment, type ComplaintDetail } from '@stay/contract';
import { addOutline, createOutline, personOutline, trashOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Pill } from '@/components/ui/pill';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useDeleteAppointment } from '@/domains/complaint/mutations';
import { fullName } from '@/lib/text/names';
import { formatShortDay, type ChatFormat } from '@/lib/time/format';
import { useComplaintDetailTranslation } from '../i18n';
import { AppointmentForm } from './appointment-form';

interface ComplaintAppointmentsProps {
  complaint: ComplaintDetail;
  format: ChatFormat;
  now?: () => Date;
  /** The park's time zone, the one `agendatime` and `agendatill` are in. */
  timeZone?: string;
}

/** The complaint's appointments by start, each to change or delete (asked first), and planning a new one. */
export function ComplaintAppointments({ complaint, format, now, timeZone = DEFAULT_TIME_ZONE }: ComplaintAppointmentsProps) {
  const { t, i18n } = useComplaintDetailTranslation();
  const [presentAlert] = useIonAlert();
  const remove = useDeleteAppointment(complaint.nmbr);
  // undefined: closed; null: a new one; an appointment: changing it.
  const [editing, setEditing] = useState<Appointment | null | undefined>(undefined);
  const titleId = useId();

  function askDelete(appointment: Appointment) {
    void presentAlert({
      header: t('appointments.confirmDelete.header'),
      message: t('appointments.confirmDelete.message', { subject: appointment.subject, when: whenOf(appointment, format) }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('appointments.confirmDelete.confirm'), role: 'destructive', handler: () => remove.mutate(appointment.nmbr) },
      ],
    });
  }

  return (
    <Card className="complaint-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="complaint-card__title">
        {t('appointments.title')}
      </h3>
      {complaint.appointments.length === 0 ? (
        <p className="complaint-card__empty">{t('appointments.empty')}</p>
      ) : (
        <ul className="complaint-appointments">
          {complaint.appointments.map((appointment) => (
            <li key={appointment.nmbr} className="complaint-appointment">
              <div className="complaint-appointment__when">
                <span className="complaint-appointment__day">{formatShortDay(appointment.appointmentstart, timeZone, i18n.language)}</span>
                <span className="complaint-appointment__time">
                  {appointment.agendatime}–{appointment.agendatill}
                </span>
              </div>
              <div className="complaint-appointment__body">
                <p className="complaint-appointment__subject">{appointment.subject}</p>
                <p className="complaint-appointment__for">
                  <IonIcon icon={personOutline} aria-hidden="true" />
                  {t('appointments.for', { name: fullName(appointment.employee.personalinfo) })}
                  <Pill tone="neutral">{appointment.agendacode === DEFAULT_AGENDA_CODE ? t('appointments.busy') : appointment.agendacode}</Pill>
                </p>
              </div>
              <div className="complaint-appointment__buttons">
                <button
                  type="button"
                  className="complaint-icon-button"
                  onClick={() => setEditing(appointment)}
                  aria-label={t('appointments.editLabel', { subject: appointment.subject })}
                  title={t('appointments.edit')}
                >
                  <IonIcon icon={createOutline} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="complaint-icon-button complaint-icon-button--danger"
                  disabled={remove.isPending && remove.variables === appointment.nmbr}
                  onClick={() => askDelete(appointment)}
                  aria-label={t('appointments.deleteLabel', { subject: appointment.subject })}
                  title={t('appointments.delete')}
                >
                  <IonIcon icon={trashOutline} aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <IonButton fill="outline" className="complaint-appointments__add" onClick={() => setEditing(null)}>
        <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
        {t('appointments.add')}
      </IonButton>
      <SheetDialog
        isOpen={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('appointmentForm.titleEdit') : t('appointmentForm.titleNew')}
      >
        {editing !== undefined && <AppointmentForm complaint={complaint} appointment={editing} onDone={() => setEditing(undefined)} now={now} timeZone={timeZone} />}
      </SheetDialog>
    </Card>
  );
}

const whenOf = (appointment: Appointment, format: ChatFormat) =>
  `${format.day(appointment.appointmentstart)} ${appointment.agendatime}–${appointment.agendatill}`;
