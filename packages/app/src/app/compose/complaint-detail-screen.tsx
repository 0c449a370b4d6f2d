import { useParams } from 'react-router-dom';
import { MasterDetailLayout } from '@/components/master-detail-layout';
import { ComplaintDetailPage } from '@/features/complaint-detail/pages/complaint-detail-page';
import { ComplaintsPage } from '@/features/complaints/pages/complaints-page';
import { SelectComplaint } from './complaints-screen';

/** /{area}/complaints/{nmbr}: one complaint, beside the list (with its filters) on a wide screen. */
export function ComplaintDetailScreen() {
  const { nmbr } = useParams();
  const selected = Number(nmbr);
  return (
    <MasterDetailLayout
      list={<ComplaintsPage selectedNmbr={Number.isSafeInteger(selected) ? selected : undefined} />}
      detail={<ComplaintDetailPage />}
      emptyDetail={<SelectComplaint />}
    />
  );
}
