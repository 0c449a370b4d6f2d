import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useShopTranslation } from '../i18n';
import { LoadFailed } from '@/components/ui/load-failed';

/** An order that could not be loaded: the server's reason when it gave one (no relation, not yours), and a retry. */
export function OrderLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useShopTranslation();
  const errorText = useErrorText();
  const hasReason = error instanceof HttpError && error.code !== CLIENT_ERROR_CODE.offline && error.status < 500;
  return <LoadFailed title={t('order.errorTitle')} body={hasReason ? errorText(error.code) : t('order.errorBody')} retryLabel={t('common.retry')} onRetry={onRetry} error={error} />;
}
