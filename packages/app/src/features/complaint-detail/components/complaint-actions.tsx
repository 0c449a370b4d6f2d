import { IonButton, IonIcon, IonSpinner, useIonAlert } from '@ionic/react';
import { allowedComplaintActions, canReviewComplaints, COMPLAINT_DECLINE_REASON_MAX_LENGTH, COMPLAINT_STATE, type ComplaintDetail, type Role } from '@stay/contract';
import { checkmarkCircleOutline, checkmarkDoneOutline, closeCircleOutline, playOutline, refreshOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useComplaintAction, useUpdateComplaint } from '@/domains/complaint/mutations';
import { useComplaintDetailTranslation } from '../i18n';

type ConfirmedStep = 'approve' | 'decline' | 'resolve' | 'reopen';
type Step = ConfirmedStep | 'start';

const ICONS: Record<Step, string> = {
  approve: checkmarkCircleOutline,
  decline: closeCircleOutline,
  resolve: checkmarkDoneOutline,
  start: playOutline,
  reopen: refreshOutline,
};
const COLORS: Record<Step, string> = { approve: 'success', decline: 'danger', resolve: 'primary', start: 'primary', reopen: 'medium' };

interface ComplaintActionsProps {
  complaint: ComplaintDetail;
  role: Role;
}

/**
 * What can be done with the complaint now: approve and decline (support and management, while awaiting review;
 * hidden for guides), resolve, start working on a new one, reopen a resolved one. Each but "start" asks first; the
 * one running shows a spinner and the others wait.
 */
export function ComplaintActions({ complaint, role }: ComplaintActionsProps) {
  const { t } = useComplaintDetailTranslation();
  const [presentAlert] = useIonAlert();
  const action = useComplaintAction(complaint.nmbr);
  const update = useUpdateComplaint(complaint.nmbr);
  const allowed = allowedComplaintActions(complaint, role);
  const steps: Step[] = [
    ...allowed.filter((name) => name !== 'resolve'),
    ...(complaint.complaintstatetext === COMPLAINT_STATE.new ? (['start'] as const) : []),
    ...(allowed.includes('resolve') ? (['resolve'] as const) : []),
    ...(complaint.complaintstatetext === COMPLAINT_STATE.resolved ? (['reopen'] as const) : []),
  ];
  const [running, setRunning] = useState<Step | null>(null);
  const isBusy = running !== null;

  function run(step: Step, reason?: string) {
    setRunning(step);
    const settled = { onSettled: () => setRunning(null) };
    if (step === 'start' || step === 'reopen') update.mutate({ complaintstatetext: COMPLAINT_STATE.inProgress }, settled);
    else action.mutate({ action: step, reason }, settled);
  }

  function ask(step: Step) {
    if (step === 'start') return run(step);
    const confirmStep: ConfirmedStep = step;
    void presentAlert({
      header: t(`actions.confirm.${confirmStep}.header`),
      subHeader: complaint.subject,
      message: t(`actions.confirm.${confirmStep}.message`),
      // A decline tells whoever follows the complaint up why: the alert stays open until a reason is given.
      ...(step === 'decline' && {
        inputs: [{ name: 'reason', type: 'textarea', placeholder: t('actions.confirm.decline.reason'), attributes: { maxlength: COMPLAINT_DECLINE_REASON_MAX_LENGTH, 'aria-label': t('actions.confirm.decline.reason') } }],
      }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t(`actions.confirm.${confirmStep}.confirm`),
          role: step === 'decline' ? 'destructive' : 'confirm',
          handler: (values?: { reason?: string }) => {
            const reason = values?.reason?.trim();
            if (step === 'decline' && !reason) return false;
            run(step, reason);
            return true;
          },
        },
      ],
    });
  }

  const isAwaitingOthers = complaint.assigned === '' && !canReviewComplaints(role);
  if (steps.length === 0 && !isAwaitingOthers) return null;
  return (
    <section className="complaint-actions" aria-label={t('actions.label')}>
      {steps.length > 0 && (
        <div className="complaint-actions__buttons">
          {steps.map((step) => (
            <IonButton
              key={step}
              color={COLORS[step]}
              fill={step === 'decline' || step === 'reopen' ? 'outline' : 'solid'}
              disabled={isBusy}
              onClick={() => ask(step)}
            >
              {running === step ? <IonSpinner slot="start" name="dots" aria-hidden="true" /> : <IonIcon slot="start" icon={ICONS[step]} aria-hidden="true" />}
              {t(`actions.${step}`)}
            </IonButton>
          ))}
        </div>
      )}
      {isAwaitingOthers && <p className="complaint-actions__note">{t('actions.awaitingReview')}</p>}
    </section>
  );
}
