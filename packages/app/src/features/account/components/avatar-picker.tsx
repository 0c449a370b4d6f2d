import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { PROFILE_AVATAR_MAX_BYTES } from '@stay/contract';
import { cameraOutline } from 'ionicons/icons';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { useAccountTranslation } from '../i18n';

/** The image types the server takes (it sniffs the content too). */
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export type AvatarProblem = 'notAnImage' | 'tooLarge';

/** Whether a chosen file may be uploaded as a picture: an image of a type the server takes, and not too large. */
export function avatarProblemOf(file: File): AvatarProblem | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'notAnImage';
  if (file.size > PROFILE_AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

interface AvatarPickerProps {
  firstname: string;
  surname: string;
  /** The stored picture's path, or null. */
  personimage: string | null;
  isBusy: boolean;
  onUpload: (file: File) => Promise<unknown>;
}

/** The picture (or initials), "Change picture", and a preview of the chosen image with Use and Cancel. */
export function AvatarPicker({ firstname, surname, personimage, isBusy, onUpload }: AvatarPickerProps) {
  const { t } = useAccountTranslation();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useChosenImage();
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const preview = chosen?.url ?? null;
  const name = `${firstname} ${surname}`.trim();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = avatarProblemOf(file);
    setProblem(found);
    setChosen(found ? null : file);
  }

  async function use() {
    if (!chosen) return;
    try {
      await onUpload(chosen.file);
      setChosen(null);
    } catch {
      // The page has told the person; the preview stays so they can try again or cancel.
    }
  }

  return (
    <div className="avatar-picker">
      <Avatar
        name={name}
        image={preview ?? personimage}
        size="xlarge"
        label={preview ? t('profile.picture.preview') : t('profile.picture.of', { name })}
      />
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={AVATAR_TYPES.join(',')}
        aria-label={t('profile.picture.label')}
        aria-describedby={problem ? errorId : undefined}
        onChange={choose}
      />
      {chosen ? (
        <div className="avatar-picker__actions">
          <IonButton size="small" disabled={isBusy} onClick={() => void use()}>
            {isBusy && <IonSpinner slot="start" aria-hidden="true" />}
            {isBusy ? t('profile.picture.uploading') : t('profile.picture.use')}
          </IonButton>
          <IonButton size="small" fill="clear" color="medium" disabled={isBusy} onClick={() => setChosen(null)}>
            {t('profile.picture.cancel')}
          </IonButton>
        </div>
      ) : (
        <IonButton size="small" fill="outline" onClick={() => input.current?.click()}>
          <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />
          {t('profile.picture.choose')}
        </IonButton>
      )}
      {problem && (
        <p id={errorId} className="text-field__error" role="alert">
          {t(`profile.picture.${problem}`)}
        </p>
      )}
    </div>
  );
}

/** The chosen image with an object URL for its preview; the URL is released when the choice changes or the picker goes. */
function useChosenImage() {
  const [chosen, setState] = useState<{ file: File; url: string } | null>(null);
  const current = useRef(chosen);
  const choose = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = file ? { file, url: URL.createObjectURL(file) } : null;
    setState(current.current);
  }, []);
  useEffect(() => () => {
    if (current.current) URL.revokeObjectURL(current.current.url);
  }, []);
  return [chosen, choose] as const;
}
