import { IonButton, IonIcon } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { arrowBackOutline, chatbubblesOutline, searchOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { InfoCard } from '@/components/info-card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { filtersFromParams, paramsOfFilters } from '@/domains/complaint/complaint-filters';
import { complaintKeys } from '@/domains/complaint/complaint-keys';
import { useComplaint, useComplaintCatalogue } from '@/domains/complaint/use-complaint';
import { useComplaintLiveUpdates } from '@/domains/complaint/use-complaint-live';
import { HttpError } from '@/lib/http/http-error';
import { paths, staffAreaOf } from '@/lib/navigation/paths';
import { useSession } from '@/lib/session/use-session';
import { createChatFormat } from '@/lib/time/format';
import { ComplaintActions } from '../components/complaint-actions';
import { ComplaintAppointments } from '../components/complaint-appointments';
import { ComplaintDetailsForm } from '../components/complaint-details-form';
import { ComplaintNotes } from '../components/complaint-notes';
import { ComplaintSummary } from '../components/complaint-summary';
import { filedFromChatOf } from '@/domains/complaint/filed-from-chat';
import { useComplaintDetailTranslation } from '../i18n';
import '../complaint-detail.css';

function DetailSkeleton() {
  const { t } = useComplaintDetailTranslation();
  return (
    <SkeletonGroup className="complaint-detail" label={t('detail.loading')}>
      <div className="complaint-card complaint-card--skeleton">
        <Skeleton width="70%" height="22px" />
        <Skeleton width="50%" />
        <Skeleton height="56px" />
      </div>
      <div className="complaint-card complaint-card--skeleton">
        <Skeleton width="30%" height="18px" />
        <Skeleton height="80px" />
      </div>
    </SkeletonGroup>
  );
}

/**
 * /{area}/complaints/{nmbr}: one complaint, live. Its summary and the stay it concerns, the review and state
 * actions, the editable details, the notes with a rich-text editor, and the appointments. Opened right after filing
 * from a chat, it offers the way back to that chat.
 */
export function ComplaintDetailPage() {
  const { t, i18n } = useComplaintDetailTranslation();
  const queryClient = useQueryClient();
  const { nmbr: nmbrParam } = useParams();
  const location = useLocation();
  const area = staffAreaOf(location.pathname);
  const session = useSession();
  const role = session?.auth.role ?? 'UNKOWN';
  const nmbr = Number(nmbrParam);
  const complaint = useComplaint(nmbr);
  const { groups } = useComplaintCatalogue();
  const format = useMemo(() => createChatFormat(i18n.language), [i18n.language]);
  const fromChat = filedFromChatOf(location.state);
  const listHref = paths.staffComplaints(area, paramsOfFilters(filtersFromParams(new URLSearchParams(location.search))));
  useComplaintLiveUpdates();

  const isValid = Number.isSafeInteger(nmbr) && nmbr > 0;
  const isNotFound = !isValid || (complaint.error instanceof HttpError && complaint.error.status === 404);
  const data = complaint.data;

  let body;
  if (isNotFound) {
    body = (
      <EmptyState icon={searchOutline} title={t('detail.notFoundTitle')} role="status" size="page">
        <p>{t('detail.notFoundBody')}</p>
        <IonButton fill="outline" routerLink={listHref} routerDirection="back">
          {t('detail.toComplaints')}
        </IonButton>
      </EmptyState>
    );
  } else if (!data && complaint.isError) {
    body = (
      <LoadFailed title={t('detail.errorTitle')} body={t('detail.errorBody')} retryLabel={t('detail.retry')} onRetry={() => void complaint.refetch()} size="page" />
    );
  } else if (!data) {
    body = <DetailSkeleton />;
  } else {
    body = (
      // Keyed by the complaint: a half-written note or changed details never carry over to the next one opened.
      <div className="complaint-detail" key={data.nmbr}>
        {fromChat && (
          <InfoCard icon={chatbubblesOutline} title={t('filedFromChat.title')}>
            <p>{t('filedFromChat.body')}</p>
            <IonButton fill="outline" size="small" routerLink={paths.staffChat(area, fromChat)} routerDirection="back">
              <IonIcon slot="start" icon={arrowBackOutline} aria-hidden="true" />
              {t('filedFromChat.back')}
            </IonButton>
          </InfoCard>
        )}
        <ComplaintSummary complaint={data} groups={groups.data ?? []} format={format} bookingHref={paths.staffBooking(area, data.reservation.nmbr)} />
        <ComplaintActions complaint={data} role={role} />
        <ComplaintNotes complaintnmbr={data.nmbr} notes={data.complaintnotes} format={format} />
        <ComplaintAppointments complaint={data} format={format} />
        <ComplaintDetailsForm complaint={data} />
      </div>
    );
  }

  return (
    <AppPage
      title={isValid ? t('detail.title', { nmbr }) : t('detail.titleLoading')}
      start={
        <BackButton to={listHref} label={t('detail.back')} />
      }
      fixed={
        <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: complaintKeys.detail(nmbr) })} spinner="dots" />
      }
    >
      {body}
    </AppPage>
  );
}
