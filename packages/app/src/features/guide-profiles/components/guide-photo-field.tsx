import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { EditableGuideProfile } from '@stay/contract';
import { cameraOutline } from 'ionicons/icons';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { useUploadGuidePhoto } from '@/domains/guide/guide-profiles';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { fullName } from '@/lib/text/names';
import { useGuideProfilesTranslation } from '../i18n';

/** The image types the server takes (it sniffs the content too). */
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The guide's photo (or initials) and "Choose a photo": a chosen image is sent at once, made smaller on the way. */
export function GuidePhotoField({ profile }: { profile: EditableGuideProfile }) {
  const { t } = useGuideProfilesTranslation();
  const upload = useUploadGuidePhoto();
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [isNotAnImage, setNotAnImage] = useState(false);
  const name = fullName(profile);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    const isImage = PHOTO_TYPES.includes(photo.type);
    setNotAnImage(!isImage);
    if (isImage) upload.mutate({ _id: profile._id, photo }, { onSuccess: () => showSuccess(t('photo.saved')) });
  }

  const failure = upload.error instanceof HttpError && upload.error.code !== CLIENT_ERROR_CODE.offline ? errorText(upload.error.code) : '';
  const message = isNotAnImage ? t('photo.notAnImage') : upload.isError ? `${t('photo.failed')} ${failure}`.trim() : null;
  return (
    <fieldset className="guide-profile__group guide-profile__photo">
      <legend>{t('photo.legend')}</legend>
      <Avatar name={name} image={profile.personimage} size="xlarge" tone="strong" label={t('photo.of', { name })} />
      <div className="guide-profile__photo-actions">
        <input ref={input} id={inputId} className="visually-hidden" type="file" accept={PHOTO_TYPES.join(',')} aria-label={t('photo.choose')} onChange={choose} />
        <IonButton fill="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />}
          {upload.isPending ? t('photo.saving') : t('photo.choose')}
        </IonButton>
        {message ? (
          <p className="text-field__error" role="alert">
            {message}
          </p>
        ) : (
          <p className="text-field__hint">{t('photo.hint')}</p>
        )}
      </div>
    </fieldset>
  );
}
