import { IonButton } from '@ionic/react';
import { FEED_CHANNELS, RESERVATION_FEED_URL_MAX_LENGTH, type FeedChannel, type FeedSuite } from '@stay/contract';
import { useId, useState } from 'react';
import { FieldFrame } from '@/components/field-frame';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useAddReservationFeed } from '@/domains/reservation-feed/mutations';
import { useErrorText } from '@/lib/errors/use-error-text';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { emptyFeedForm, feedBodyOf, feedFormProblems, type FeedForm, type FeedFormField } from '../feed-form';
import { useFeedsAdminTranslation } from '../i18n';

interface AddFeedModalProps {
  suites: FeedSuite[];
  onClose(): void;
}

/** Add a feed: the suite, the channel's export address and the channel (or let each run recognise it). */
export function AddFeedModal({ suites, onClose }: AddFeedModalProps) {
  const { t } = useFeedsAdminTranslation();
  const [form, setForm] = useState<FeedForm>(() => emptyFeedForm(suites.length === 1 ? (suites[0]?.id ?? '') : ''));
  const [isTried, setTried] = useState(false);
  const add = useAddReservationFeed();
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;
  const problems = isTried ? feedFormProblems(form) : {};
  const refusal = add.error instanceof HttpError ? add.error.code : add.error ? CLIENT_ERROR_CODE.offline : null;

  function update(change: Partial<FeedForm>) {
    if (add.error) add.reset();
    setForm((current) => ({ ...current, ...change }));
  }

  function submit() {
    setTried(true);
    const found = feedFormProblems(form);
    const first = (['suiteId', 'url'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    add.mutate(feedBodyOf(form), {
      onSuccess: () => {
        showSuccess(t('toast.added'));
        onClose();
      },
    });
  }

  const problemText = (field: FeedFormField) => (problems[field] ? t(`form.problems.${problems[field]}`) : undefined);
  const described = (field: FeedFormField, hasHint: boolean) => {
    const isInvalid = !!problems[field];
    return { 'aria-invalid': isInvalid || undefined, 'aria-describedby': isInvalid ? `${id(field)}-error` : hasHint ? `${id(field)}-hint` : undefined };
  };

  return (
    <SheetDialog isOpen onClose={onClose} title={t('form.title')}>
      <form
        className="feed-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FieldFrame controlId={id('suiteId')} label={t('form.suite')} error={problemText('suiteId')} hint={suites.length === 0 ? t('form.noSuites') : undefined}>
          <select id={id('suiteId')} value={form.suiteId} {...described('suiteId', suites.length === 0)} onChange={(event) => update({ suiteId: event.target.value })}>
            <option value="">{t('form.chooseSuite')}</option>
            {suites.map((suite) => (
              <option key={suite.id} value={suite.id}>
                {suite.name}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame controlId={id('url')} label={t('form.url')} error={problemText('url')} hint={t('form.urlHint')}>
          <input
            id={id('url')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            value={form.url}
            maxLength={RESERVATION_FEED_URL_MAX_LENGTH}
            {...described('url', true)}
            onChange={(event) => update({ url: event.target.value })}
          />
        </FieldFrame>
        <FieldFrame controlId={id('channel')} label={t('form.channel')}>
          <select id={id('channel')} value={form.channel} onChange={(event) => update({ channel: event.target.value as FeedChannel | '' })}>
            <option value="">{t('channelAuto')}</option>
            {FEED_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`channels.${channel}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        {refusal && (
          <p className="feed-form__problem" role="alert">
            {refusal !== CLIENT_ERROR_CODE.offline ? errorText(refusal) : t('form.failed')}
          </p>
        )}
        <div className="feed-form__actions">
          <IonButton disabled={add.isPending} onClick={submit}>
            {t('form.save')}
          </IonButton>
        </div>
      </form>
    </SheetDialog>
  );
}
