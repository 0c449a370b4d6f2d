import { IonButton, IonIcon } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { Card } from '@/components/ui/card';
import { paramsOfFilters } from '@/domains/complaint/complaint-filters';
import { useComplaintCatalogue } from '@/domains/complaint/use-complaint';
import { useComplaintList } from '@/domains/complaint/use-complaint-list';
import { useComplaintLiveUpdates } from '@/domains/complaint/use-complaint-live';
import { paths, type StaffArea } from '@/lib/navigation/paths';
import { createChatFormat } from '@/lib/time/format';
import { useComplaintsTranslation } from '../i18n';
import { ComplaintListSkeleton } from './complaint-list';
import { ComplaintRow } from './complaint-row';
import '../complaints.css';

/** A stay rarely has more; the rest are one tap away in the complaints list. */
const SHOWN = 10;

interface ReservationComplaintsProps {
  /** The reservation's booking number. */
  reservationNmbr: string;
  area: StaffArea;
}

/** The complaints about one stay, newest first, for its booking screen (whose header files a new one): each opens its detail. */
export function ReservationComplaints({ reservationNmbr, area }: ReservationComplaintsProps) {
  const { t, i18n } = useComplaintsTranslation();
  const list = useComplaintList({ reservation: reservationNmbr }, { pageSize: SHOWN });
  const { groups } = useComplaintCatalogue();
  const format = useMemo(() => createChatFormat(i18n.language), [i18n.language]);
  useComplaintLiveUpdates();

  return (
    <Card className="reservation-complaints" aria-labelledby="reservation-complaints-title">
      <header className="reservation-complaints__header">
        <h2 id="reservation-complaints-title">{t('reservation.title')}</h2>
      </header>
      {list.isPending ? (
        <ComplaintListSkeleton rows={2} />
      ) : list.isError && list.complaints.length === 0 ? (
        <div className="reservation-complaints__message" role="alert">
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          <p>{t('reservation.errorTitle')}</p>
          <IonButton size="small" fill="clear" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </IonButton>
        </div>
      ) : list.complaints.length === 0 ? (
        <p className="reservation-complaints__empty">{t('reservation.empty')}</p>
      ) : (
        <>
          <ul className="row-list complaint-list--inset" aria-label={t('reservation.title')}>
            {list.complaints.map((complaint) => (
              <ComplaintRow
                key={complaint.nmbr}
                complaint={complaint}
                href={paths.staffComplaint(area, complaint.nmbr)}
                format={format}
                groups={groups.data ?? []}
                isReservationShown={false}
              />
            ))}
          </ul>
          {list.hasNextPage && (
            <IonButton fill="clear" size="small" routerLink={paths.staffComplaints(area, paramsOfFilters({ search: reservationNmbr }))}>
              {t('reservation.showAll')}
            </IonButton>
          )}
        </>
      )}
    </Card>
  );
}
