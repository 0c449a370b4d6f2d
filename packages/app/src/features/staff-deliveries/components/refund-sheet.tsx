import { IonButton, IonSpinner, useIonAlert } from '@ionic/react';
import { REFUND_REASON_MAX_LENGTH, type StaffOrderPayments } from '@stay/contract';
import { useId, useState } from 'react';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { formatEuros } from '@/domains/catalogue/format-euros';
import { useOrderPayments, useRefundOrder } from '@/domains/staff-delivery/order-payments';
import { useErrorText } from '@/lib/errors/use-error-text';
import { HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useStaffDeliveriesTranslation } from '../i18n';

interface RefundSheetProps {
  ordernmbr: number;
  isOpen: boolean;
  onClose(): void;
}

/** Euros typed with a comma or a point, at most two decimals; undefined when it is not such an amount. */
export function parseEuros(text: string): number | undefined {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  const amount = Number(normalised);
  return amount > 0 ? amount : undefined;
}

/**
 * Refunds part or all of what the guest paid for an order: the order's money first (paid, refunded, charged back,
 * refundable), the amount prefilled with what can still be refunded, a reason, and a confirmation before the money
 * goes. The sheet steps aside while the question shows (a modal sheet stays above everything else, the question
 * included) and comes back as it was when the answer is no, or with the refusal when the refund fails.
 */
export function RefundSheet({ ordernmbr, isOpen, onClose }: RefundSheetProps) {
  const { t, i18n } = useStaffDeliveriesTranslation();
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  const payments = useOrderPayments(ordernmbr, isOpen);
  const refund = useRefundOrder(ordernmbr);
  const toast = useSuccessToast();
  const [presentAlert] = useIonAlert();
  const [isAsking, setAsking] = useState(false);
  // Undefined until typed: the amount shown is then what can still be refunded.
  const [amountText, setAmountText] = useState<string>();
  const [reason, setReason] = useState('');

  const close = () => {
    setAmountText(undefined);
    setReason('');
    refund.reset();
    onClose();
  };

  const confirm = (amount: number) => {
    setAsking(true);
    let isConfirmed = false;
    void presentAlert({
      header: t('deliveries.refund.confirmHeader', { amount: euros(amount) }),
      message: t('deliveries.refund.confirmMessage'),
      buttons: [
        // The sheet comes back as soon as the answer is no, not only once the alert has finished leaving.
        { text: t('deliveries.refund.cancel'), role: 'cancel', handler: () => setAsking(false) },
        {
          text: t('deliveries.refund.confirm'),
          role: 'destructive',
          handler: () => {
            isConfirmed = true;
            refund.mutate(
              { amount, reason: reason.trim() },
              {
                onSuccess: () => {
                  toast(t('deliveries.refund.done', { amount: euros(amount) }));
                  close();
                },
                onSettled: () => setAsking(false),
              },
            );
          },
        },
      ],
      onDidDismiss: () => {
        if (!isConfirmed) setAsking(false);
      },
    });
  };

  return (
    <SheetDialog isOpen={isOpen && !isAsking} onClose={close} title={t('deliveries.refund.title', { number: ordernmbr })}>
      {payments.isPending ? (
        <p className="refund-sheet__status">
          <IonSpinner name="dots" aria-hidden="true" /> {t('deliveries.refund.loading')}
        </p>
      ) : payments.isError ? (
        <div className="refund-sheet__status" role="alert">
          <p>{t('deliveries.refund.errorBody')}</p>
          <IonButton fill="outline" onClick={() => void payments.refetch()}>
            {t('deliveries.retry')}
          </IonButton>
        </div>
      ) : (
        <RefundForm
          money={payments.data}
          amountText={amountText ?? payments.data.refundableAmount.toFixed(2)}
          reason={reason}
          isBusy={refund.isPending}
          refusal={refund.error}
          onChange={(change) => {
            if (refund.error) refund.reset();
            if (change.amountText !== undefined) setAmountText(change.amountText);
            if (change.reason !== undefined) setReason(change.reason);
          }}
          onSubmit={confirm}
        />
      )}
    </SheetDialog>
  );
}

interface RefundFormProps {
  money: StaffOrderPayments;
  amountText: string;
  reason: string;
  isBusy: boolean;
  refusal: unknown;
  onChange(change: { amountText?: string; reason?: string }): void;
  onSubmit(amount: number): void;
}

function RefundForm({ money, amountText, reason, isBusy, refusal, onChange, onSubmit }: RefundFormProps) {
  const { t, i18n } = useStaffDeliveriesTranslation();
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  const errorText = useErrorText();
  const amountId = useId();
  const reasonId = useId();
  const amount = parseEuros(amountText);
  const isAmountValid = amount !== undefined && amount <= money.refundableAmount;
  const canRefund = isAmountValid && reason.trim() !== '' && !isBusy;
  const refusalText = refusal ? errorText(refusal instanceof HttpError ? refusal.code : null) : null;

  return (
    <form
      className="refund-sheet"
      onSubmit={(event) => {
        event.preventDefault();
        if (canRefund) onSubmit(amount);
      }}
    >
      <dl className="refund-sheet__money">
        <div>
          <dt>{t('deliveries.refund.paid')}</dt>
          <dd>{euros(money.paidAmount)}</dd>
        </div>
        {money.refundedAmount > 0 && (
          <div>
            <dt>{t('deliveries.refund.refunded')}</dt>
            <dd>{euros(money.refundedAmount)}</dd>
          </div>
        )}
        {money.chargedBackAmount > 0 && (
          <div className="refund-sheet__charged-back">
            <dt>{t('deliveries.refund.chargedBack')}</dt>
            <dd>{euros(money.chargedBackAmount)}</dd>
          </div>
        )}
        <div className="refund-sheet__refundable">
          <dt>{t('deliveries.refund.refundable')}</dt>
          <dd>{euros(money.refundableAmount)}</dd>
        </div>
      </dl>
      {money.refundableAmount <= 0 ? (
        <p className="refund-sheet__status">{t('deliveries.refund.nothing')}</p>
      ) : (
        <>
          <label htmlFor={amountId}>{t('deliveries.refund.amount')}</label>
          <input
            id={amountId}
            inputMode="decimal"
            value={amountText}
            required
            aria-invalid={!isAmountValid}
            onChange={(event) => onChange({ amountText: event.target.value })}
          />
          <label htmlFor={reasonId}>{t('deliveries.refund.reason')}</label>
          <input id={reasonId} value={reason} maxLength={REFUND_REASON_MAX_LENGTH} required onChange={(event) => onChange({ reason: event.target.value })} />
          {refusalText && (
            <p className="refund-sheet__refusal" role="alert">
              {refusalText}
            </p>
          )}
          <IonButton type="submit" expand="block" color="danger" disabled={!canRefund}>
            {t('deliveries.refund.submit')}
          </IonButton>
        </>
      )}
    </form>
  );
}
