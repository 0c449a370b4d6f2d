import { BUG_REPORT_FIELD, publicBugReportApi, bugReportReceiptSchema, type BugReportReceipt } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { authorizedFetch } from '@/lib/http/authorized-fetch';
import { HttpError } from '@/lib/http/http-error';
import { PHOTO_COMPRESSION, compressImage } from '@/lib/images/compress-image';
import { useServices } from '@/lib/services/services-context';

export interface BugReportInput {
  description: string;
  /** The screen it happened on. */
  route: string;
  screenshot: File | null;
}

/**
 * POST /api/bug-report as multipart, signed in or not (the access token goes along when there is one): the texts,
 * then the screenshot compressed as photos are (GIFs as they are, since a canvas keeps only their first frame).
 * Failures are shown by the form itself.
 */
export function useSendBugReport() {
  const services = useServices();
  return useMutation({
    mutationFn: async ({ description, route, screenshot }: BugReportInput): Promise<BugReportReceipt> => {
      const form = new FormData();
      form.append(BUG_REPORT_FIELD.description, description);
      form.append(BUG_REPORT_FIELD.route, route);
      if (screenshot) {
        // A picture the browser cannot redraw goes as it is: the server reads its type from its bytes.
        const upload = screenshot.type === 'image/gif' ? screenshot : await compressImage(screenshot, PHOTO_COMPRESSION).catch(() => screenshot);
        form.append(BUG_REPORT_FIELD.screenshot, upload, upload.name);
      }
      const response = await authorizedFetch(services, publicBugReportApi.send.path, { method: 'POST', body: form });
      const parsed = bugReportReceiptSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new HttpError(response.status, 'INVALID_RESPONSE', 'The bug report answer does not match the contract', false);
      return parsed.data;
    },
  });
}
