import { badgeCount } from '@/lib/text/badge-count';
import { useComplaintTranslation } from '../complaint-i18n';
import { useComplaintCounter } from '../use-complaint-counter';
import './complaint.css';

/**
 * The open complaints of the location as a badge (for the staff menu's Complaints item); nothing while there are
 * none. Live: a complaint change anywhere in the location refetches it.
 */
export function ComplaintCounterBadge({ className }: { className?: string }) {
  const { t } = useComplaintTranslation();
  const counter = useComplaintCounter();
  const open = counter.data?.open ?? 0;
  if (!open) return null;
  return (
    <span
      className={`complaint-count-badge${className ? ` ${className}` : ''}`}
      role="status"
      aria-label={t('counter.label', { count: open })}
      data-testid="complaint-counter-badge"
    >
      {badgeCount(open)}
    </span>
  );
}
