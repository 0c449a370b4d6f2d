import { IonIcon } from '@ionic/react';
import type { Complaint, ComplaintGroup } from '@stay/contract';
import { chatbubbleEllipsesOutline, calendarOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { workgroupIcon } from '@/domains/complaint/components/complaint-icons';
import { ComplaintPriorityChip, ComplaintReviewPill, ComplaintStatePill } from '@/domains/complaint/components/complaint-pills';
import { fullName } from '@/lib/text/names';
import type { ChatFormat } from '@/lib/time/format';
import { useComplaintsTranslation } from '../i18n';
import { useWorkgroupName } from '@/lib/i18n/use-workgroup-name';

interface ComplaintRowProps {
  complaint: Complaint;
  href: string;
  format: ChatFormat;
  /** The workgroups with their icons, to show the complaint's own. */
  groups: readonly ComplaintGroup[];
  /** Open beside the list (wide screen): marked as the current one. */
  isSelected?: boolean;
  /** Beside an open complaint, opening another replaces it in the history instead of stacking. */
  replaceOnOpen?: boolean;
  /** Leave out the reservation line (a reservation's own list). */
  isReservationShown?: boolean;
}

/** One complaint: subject and when it was filed, the stay it concerns, then state, priority, review and workgroup. */
export function ComplaintRow({ complaint, href, format, groups, isSelected, replaceOnOpen, isReservationShown = true }: ComplaintRowProps) {
  const { t } = useComplaintsTranslation();
  const { reservation } = complaint;
  const guest = fullName(reservation.mainGuest);
  const workgroupName = useWorkgroupName();
  const icon = complaint.workgroup ? workgroupIcon(groups.find((group) => group.workgroup === complaint.workgroup)?.icon) : undefined;
  return (
    <li className={`row-list__row complaint-row${isSelected ? ' row-list__row--selected' : ''}`} data-complaint={complaint.nmbr}>
      <Link to={href} replace={replaceOnOpen} className="row-list__link complaint-row__link" aria-current={isSelected ? 'page' : undefined}>
        <span className="complaint-row__top">
          <span className="complaint-row__subject">{complaint.subject}</span>
          <time className="complaint-row__time" dateTime={complaint.creationdatetime}>
            {format.when(complaint.creationdatetime)}
          </time>
        </span>
        {isReservationShown && (
          <span className="complaint-row__stay">
            {[reservation.suitename ?? t('list.booking', { nmbr: reservation.nmbr }), guest].filter(Boolean).join(' · ')}
          </span>
        )}
        <span className="complaint-row__pills">
          <ComplaintStatePill state={complaint.complaintstatetext} />
          <ComplaintPriorityChip priority={complaint.complaintpriority} />
          <ComplaintReviewPill assigned={complaint.assigned} />
          {complaint.workgroup && icon && (
            <span className="complaint-row__group">
              <IonIcon icon={icon} aria-hidden="true" />
              {workgroupName(complaint.workgroup)}
            </span>
          )}
          {complaint.notecount > 0 && (
            <span className="complaint-row__count" title={t('list.notes', { count: complaint.notecount })}>
              <IonIcon icon={chatbubbleEllipsesOutline} aria-hidden="true" />
              <span aria-hidden="true">{complaint.notecount}</span>
              <span className="visually-hidden">{t('list.notes', { count: complaint.notecount })}</span>
            </span>
          )}
          {complaint.appointmentcount > 0 && (
            <span className="complaint-row__count" title={t('list.appointments', { count: complaint.appointmentcount })}>
              <IonIcon icon={calendarOutline} aria-hidden="true" />
              <span aria-hidden="true">{complaint.appointmentcount}</span>
              <span className="visually-hidden">{t('list.appointments', { count: complaint.appointmentcount })}</span>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
