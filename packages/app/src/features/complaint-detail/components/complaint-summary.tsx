import { IonIcon } from '@ionic/react';
import type { ComplaintDetail, ComplaintGroup } from '@stay/contract';
import { bedOutline, chevronForward } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { workgroupIcon } from '@/domains/complaint/components/complaint-icons';
import { ComplaintPriorityChip, ComplaintReviewPill, ComplaintStatePill } from '@/domains/complaint/components/complaint-pills';
import { reviewOf } from '@/domains/complaint/complaint-i18n';
import { fullName } from '@/lib/text/names';
import type { ChatFormat } from '@/lib/time/format';
import { useComplaintDetailTranslation } from '../i18n';
import { useWorkgroupName } from '@/lib/i18n/use-workgroup-name';

interface ComplaintSummaryProps {
  complaint: ComplaintDetail;
  groups: readonly ComplaintGroup[];
  format: ChatFormat;
  /** The booking of the stay the complaint concerns. */
  bookingHref: string;
}

/** The complaint at a glance: subject, state, priority, review, the stay it concerns and who did what when. */
export function ComplaintSummary({ complaint, groups, format, bookingHref }: ComplaintSummaryProps) {
  const { t } = useComplaintDetailTranslation();
  const { reservation } = complaint;
  const workgroupName = useWorkgroupName();
  const review = reviewOf(complaint.assigned);
  const icon = complaint.workgroup ? workgroupIcon(groups.find((group) => group.workgroup === complaint.workgroup)?.icon) : null;
  return (
    <Card className="complaint-summary" aria-labelledby="complaint-subject">
      <h2 id="complaint-subject" className="complaint-summary__subject">
        {complaint.subject}
      </h2>
      <div className="complaint-summary__pills">
        <ComplaintStatePill state={complaint.complaintstatetext} />
        <ComplaintPriorityChip priority={complaint.complaintpriority} />
        <ComplaintReviewPill assigned={complaint.assigned} />
        {complaint.workgroup && icon && (
          <span className="complaint-summary__group">
            <IonIcon icon={icon} aria-hidden="true" />
            <span className="visually-hidden">{t('summary.workgroup')}: </span>
            {workgroupName(complaint.workgroup)}
          </span>
        )}
      </div>
      <Link to={bookingHref} className="complaint-summary__stay" aria-label={t('summary.openBooking', { nmbr: reservation.nmbr })}>
        <IonIcon icon={bedOutline} aria-hidden="true" className="complaint-summary__stay-icon" />
        <span className="complaint-summary__stay-text">
          <strong>{reservation.suitename ?? t('summary.booking', { nmbr: reservation.nmbr })}</strong>
          <span>
            {fullName(reservation.mainGuest)} · {format.range(reservation.startDateTime, reservation.endDateTime)}
          </span>
          <span>{t('summary.booking', { nmbr: reservation.nmbr })}</span>
        </span>
        <IonIcon icon={chevronForward} aria-hidden="true" />
      </Link>
      <ul className="complaint-summary__history">
        <li>{t('summary.filed', { when: format.dateTime(complaint.creationdatetime), name: fullName(complaint.createdby.personalinfo) })}</li>
        <li>{t('summary.handledBy', { name: fullName(complaint.employee.personalinfo) })}</li>
        {complaint.reviewed && review !== 'awaiting' && (
          <li>
            {t(`summary.reviewed.${review}`, {
              when: format.dateTime(complaint.reviewed.datetime),
              name: fullName(complaint.reviewed.employee.personalinfo),
            })}
            {complaint.reviewReason && <span className="complaint-summary__reason">{t('summary.declineReason', { reason: complaint.reviewReason })}</span>}
          </li>
        )}
        {complaint.resolved && (
          <li>{t('summary.resolved', { when: format.dateTime(complaint.resolved.datetime), name: fullName(complaint.resolved.employee.personalinfo) })}</li>
        )}
      </ul>
    </Card>
  );
}
