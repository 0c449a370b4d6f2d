import { FileComplaintPage } from '@/features/file-complaint/pages/file-complaint-page';

/** /file-complaint: staff file a complaint about a stay, prefilled from a booking or a chat. */
export function FileComplaintScreen() {
  return <FileComplaintPage />;
}
