import { IonButton, IonIcon } from '@ionic/react';
import { BUG_REPORT_DESCRIPTION_MAX_LENGTH, BUG_REPORT_ROUTE_MAX_LENGTH, landingPathFor } from '@stay/contract';
import { checkmarkCircleOutline, imageOutline, sendOutline, trashOutline } from 'ionicons/icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { FieldFrame, fieldDescriptionId } from '@/components/field-frame';
import { Card } from '@/components/ui/card';
import { SubmitForm } from '@/components/ui/submit-form';
import { useSendBugReport } from '@/domains/bug-report/mutations';
import { useErrorText } from '@/lib/errors/use-error-text';
import { HttpError } from '@/lib/http/http-error';
import { paths } from '@/lib/navigation/paths';
import { sessionViewOf } from '@/lib/session/session-view';
import { useSession } from '@/lib/session/use-session';
import { useBugReportTranslation } from '../i18n';
import '../bug-report.css';

/** The screen the report is about: `?from=` when it is an app path, else none. */
function reportedRoute(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') ? from.slice(0, BUG_REPORT_ROUTE_MAX_LENGTH) : '';
}

/** A preview of the chosen screenshot; its object URL is released when it changes or the form goes. */
function ScreenshotPreview({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    if (image.current) image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return <img ref={image} className="bug-report__preview" alt={alt} />;
}

/**
 * /bug-report, signed in or not: what happened and optionally a screenshot. The server records the app version,
 * browser, role and who sent it; `?from=` names the screen it happened on. Sent, the page thanks the person and
 * offers the way back.
 */
export function BugReportPage() {
  const { t } = useBugReportTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const route = reportedRoute(params.get('from'));
  const errorText = useErrorText();
  const send = useSendBugReport();
  const [description, setDescription] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSent, setSent] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { description: useId(), screenshot: useId() };

  const view = sessionViewOf(session);
  const backHref = route || (view ? landingPathFor(view) : paths.login);
  const descriptionError = isSubmitted && !description.trim() ? t('descriptionRequired') : undefined;

  function clearScreenshot() {
    setScreenshot(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!description.trim()) return;
    send.mutate(
      { description: description.trim(), route, screenshot },
      {
        onSuccess: () => {
          setSent(true);
          setDescription('');
          clearScreenshot();
          setSubmitted(false);
        },
      },
    );
  }

  const back = (
    <BackButton to={backHref} label={t('back')} />
  );

  if (isSent) {
    return (
      <AppPage title={t('title')} start={back}>
        <Card className="bug-report__thanks" role="status">
          <IonIcon icon={checkmarkCircleOutline} className="bug-report__thanks-icon" aria-hidden="true" />
          <h2>{t('thanksTitle')}</h2>
          <p>{t('thanksBody')}</p>
          <IonButton routerLink={backHref} routerDirection="back">
            {t('back')}
          </IonButton>
          <IonButton fill="clear" onClick={() => setSent(false)}>
            {t('another')}
          </IonButton>
        </Card>
      </AppPage>
    );
  }

  return (
    <AppPage title={t('title')} start={back}>
      <div className="bug-report">
        <p className="bug-report__intro">{t('intro')}</p>
        <SubmitForm onSubmit={submit} submitLabel={t('send')} busyLabel={t('sending')} submitIcon={sendOutline} isBusy={send.isPending} isCard>
            <FieldFrame controlId={ids.description} label={t('description')} error={descriptionError}>
              <textarea
                id={ids.description}
                rows={6}
                maxLength={BUG_REPORT_DESCRIPTION_MAX_LENGTH}
                placeholder={t('descriptionPlaceholder')}
                value={description}
                aria-invalid={descriptionError ? true : undefined}
                aria-describedby={fieldDescriptionId(ids.description, descriptionError)}
                onChange={(event) => setDescription(event.target.value)}
              />
            </FieldFrame>
            <FieldFrame controlId={ids.screenshot} label={t('screenshot')} hint={t('screenshotHint')}>
              <input
                ref={fileRef}
                id={ids.screenshot}
                type="file"
                accept="image/*"
                className="visually-hidden"
                aria-describedby={fieldDescriptionId(ids.screenshot, undefined, t('screenshotHint'))}
                onChange={(event) => setScreenshot(event.target.files?.[0] ?? null)}
              />
              <div className="bug-report__screenshot">
                {screenshot && <ScreenshotPreview file={screenshot} alt={t('screenshotPreview')} />}
                <div className="bug-report__screenshot-actions">
                  <IonButton fill="outline" size="small" onClick={() => fileRef.current?.click()}>
                    <IonIcon slot="start" icon={imageOutline} aria-hidden="true" />
                    {screenshot ? t('changeScreenshot') : t('addScreenshot')}
                  </IonButton>
                  {screenshot && (
                    <IonButton fill="clear" size="small" color="medium" onClick={clearScreenshot}>
                      <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
                      {t('removeScreenshot')}
                    </IonButton>
                  )}
                </div>
              </div>
            </FieldFrame>
          {send.isError && (
            <p className="bug-report__error" role="alert">
              {send.error instanceof HttpError && send.error.code === 'TOO_MANY_REQUESTS' ? errorText(send.error.code) : t('failed')}
            </p>
          )}
        </SubmitForm>
      </div>
    </AppPage>
  );
}
