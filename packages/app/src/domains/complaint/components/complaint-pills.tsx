import { IonIcon } from '@ionic/react';
import type { ComplaintAssigned, ComplaintPriority, ComplaintState } from '@stay/contract';
import { checkmarkCircleOutline, closeCircleOutline, flagOutline, hourglassOutline } from 'ionicons/icons';
import { Pill, type PillTone } from '@/components/ui/pill';
import { reviewOf, useComplaintTranslation } from '../complaint-i18n';
import './complaint.css';

const STATE_TONE: Record<ComplaintState, PillTone> = { New: 'info', 'In progress': 'warning', Resolved: 'success' };
const PRIORITY_TONE: Record<ComplaintPriority, PillTone> = { LOW: 'neutral', NORMAL: 'accent', HIGH: 'orange', URGENT: 'danger' };
const REVIEW_TONE = { awaiting: 'violet', approved: 'success', declined: 'danger' } as const satisfies Record<string, PillTone>;
const REVIEW_ICON = { awaiting: hourglassOutline, approved: checkmarkCircleOutline, declined: closeCircleOutline } as const;

/** The complaint's state (New, In progress, Resolved) as a coloured pill. */
export function ComplaintStatePill({ state }: { state: ComplaintState }) {
  const { t } = useComplaintTranslation();
  return (
    <Pill tone={STATE_TONE[state]} className="complaint-pill" title={t('stateLabel', { state: t(`states.${state}`) })}>
      {t(`states.${state}`)}
    </Pill>
  );
}

/** The complaint's priority as a chip with a flag; the screen reader hears "Priority: High". */
export function ComplaintPriorityChip({ priority }: { priority: ComplaintPriority }) {
  const { t } = useComplaintTranslation();
  const label = t('priorityLabel', { priority: t(`priorities.${priority}`) });
  return (
    <Pill tone={PRIORITY_TONE[priority]} className="complaint-pill complaint-pill--priority" aria-label={label} title={label}>
      <IonIcon icon={flagOutline} aria-hidden="true" />
      <span aria-hidden="true">{t(`priorities.${priority}`)}</span>
    </Pill>
  );
}

/** The review decision: approved (J), declined (N) or awaiting review (empty). */
export function ComplaintReviewPill({ assigned }: { assigned: ComplaintAssigned }) {
  const { t } = useComplaintTranslation();
  const review = reviewOf(assigned);
  return (
    <Pill tone={REVIEW_TONE[review]} className="complaint-pill">
      <IonIcon icon={REVIEW_ICON[review]} aria-hidden="true" />
      {t(`review.${review}`)}
    </Pill>
  );
}
