import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { RENTAL_DAMAGE_TEXT_MAX_LENGTH, type Rental } from '@stay/contract';
import { cameraOutline, closeOutline, constructOutline } from 'ionicons/icons';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useReportDamage } from '@/domains/rental/mutations';
import { useErrorText } from '@/lib/errors/use-error-text';
import { HttpError } from '@/lib/http/http-error';
import { useBikeRentalsTranslation } from '../i18n';
import { PartnerText } from './partner-text';

/**
 * "Report damage": a short text and optionally a photo (compressed before upload as chat photos are), sent to the
 * rental partner. Says so when it arrived, and keeps what was typed when it did not.
 */
export function DamageReport({ rental, reservationId }: { rental: Rental; reservationId: string }) {
  const { t } = useBikeRentalsTranslation();
  const errorText = useErrorText();
  const report = useReportDamage(reservationId, rental._id);
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const textId = useId();
  const photoId = useId();
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(t('rentals.damage.required'));
      return;
    }
    setProblem(null);
    report.mutate(
      { text: text.trim(), photo },
      {
        onSuccess: () => {
          setSent(true);
          setOpen(false);
          setText('');
          setPhoto(null);
        },
        onError: (error) =>
          setProblem(error instanceof HttpError && error.code !== 'INVALID_RESPONSE' ? errorText(error.code) : t('rentals.damage.failed')),
      },
    );
  }

  if (!isOpen) {
    return (
      <div className="rental__damage-report">
        <IonButton
          fill="clear"
          onClick={() => {
            setSent(false);
            setOpen(true);
          }}
        >
          <IonIcon slot="start" icon={constructOutline} aria-hidden="true" />
          {t('rentals.damage.open')}
        </IonButton>
        {isSent && (
          <p className="rental__sent" role="status">
            {t('rentals.damage.sent')}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className="damage-form" onSubmit={submit} aria-label={t('rentals.damage.title')} noValidate>
      <h3 className="damage-form__title">{t('rentals.damage.title')}</h3>
      <PartnerText template="damage" title={t('rentals.texts.damage')} />
      <label htmlFor={textId} className="damage-form__label">
        {t('rentals.damage.text')}
      </label>
      <textarea
        id={textId}
        className="damage-form__text"
        rows={3}
        required
        maxLength={RENTAL_DAMAGE_TEXT_MAX_LENGTH}
        placeholder={t('rentals.damage.placeholder')}
        value={text}
        aria-invalid={!!problem && !text.trim()}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="damage-form__photo">
        <input
          ref={fileRef}
          id={photoId}
          type="file"
          accept="image/*"
          className="visually-hidden"
          data-testid="damage-photo-input"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
        <IonButton fill="outline" size="small" onClick={() => fileRef.current?.click()}>
          <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />
          {photo ? t('rentals.damage.changePhoto') : t('rentals.damage.photo')}
        </IonButton>
        {photo && (
          <span className="damage-form__chosen">
            {t('rentals.damage.photoChosen', { name: photo.name })}
            <IonButton
              fill="clear"
              size="small"
              onClick={() => {
                setPhoto(null);
                if (fileRef.current) fileRef.current.value = '';
              }}
            >
              <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
              <span className="visually-hidden">{t('rentals.damage.removePhoto')}</span>
            </IonButton>
          </span>
        )}
      </div>
      {problem && (
        <p id={problemId} className="rental__error" role="alert">
          {problem}
        </p>
      )}
      <div className="damage-form__actions">
        <IonButton type="submit" disabled={report.isPending}>
          {report.isPending && <IonSpinner slot="start" aria-hidden="true" />}
          {report.isPending ? t('rentals.damage.sending') : t('rentals.damage.send')}
        </IonButton>
        <IonButton fill="clear" disabled={report.isPending} onClick={() => setOpen(false)}>
          {t('rentals.damage.cancel')}
        </IonButton>
      </div>
    </form>
  );
}
