import { IonButton, IonIcon } from '@ionic/react';
import { PRODUCT_IMAGE_PATHS, productPhotoFilenameOf } from '@stay/contract';
import { cameraOutline } from 'ionicons/icons';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useCatalogueAdminTranslation } from '../i18n';

/** The image types the server takes (it sniffs the content too); the app compresses them before sending. */
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const drawingName = (path: string) => path.replace(/^\/products\/|\.svg$/g, '');

interface ProductImageChoiceProps {
  /** The product's `img` in the form: a drawing's path or the product's uploaded photo. */
  img: string;
  /** The product's stored photo (its path), which the form may return to; null without one. */
  savedPhoto: string | null;
  /** A new photo chosen in the form, uploaded once the product is saved. */
  photo: File | null;
  /** The radio group's name. */
  name: string;
  onChange(change: { img?: string; photo: File | null }): void;
}

/**
 * The product's image: an own photo (uploaded, or chosen to upload on saving) or one of the bundled drawings, as one
 * radio group; "Upload a photo" picks a PNG, JPEG or WebP image.
 */
export function ProductImageChoice({ img, savedPhoto, photo, name, onChange }: ProductImageChoiceProps) {
  const { t } = useCatalogueAdminTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const problemId = useId();
  const [isNotAnImage, setNotAnImage] = useState(false);
  const [chosen, setChosen] = useChosenPhoto();
  // The preview of the photo the form holds; a choice the form has let go (a drawing picked) shows no more.
  const preview = chosen !== null && chosen.file === photo ? chosen.url : null;
  const photoShown = preview ?? savedPhoto;
  const isPhotoOn = photo !== null || productPhotoFilenameOf(img) !== null;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const isImage = PHOTO_TYPES.includes(file.type);
    setNotAnImage(!isImage);
    if (!isImage) return;
    setChosen(file);
    onChange({ photo: file });
  }

  return (
    <>
      <p id={hintId} className="product-form__hint">
        {t('form.photoHint')}
      </p>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-label={t('form.photoChoose')}
        aria-describedby={isNotAnImage ? problemId : hintId}
        onChange={choose}
      />
      <IonButton fill="outline" size="small" className="product-form__photo-button" onClick={() => input.current?.click()}>
        <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />
        {t(photoShown ? 'form.photoReplace' : 'form.photoChoose')}
      </IonButton>
      {isNotAnImage && (
        <p id={problemId} className="text-field__error" role="alert">
          {t('form.photoNotAnImage')}
        </p>
      )}
      <div className="product-form__images">
        {photoShown && (
          <label className={isPhotoOn ? 'product-form__image product-form__image--on' : 'product-form__image'}>
            <input type="radio" name={name} value="photo" checked={isPhotoOn} onChange={() => onChange({ img: savedPhoto ?? img, photo })} />
            <img src={photoShown} alt={t('form.photoOption')} width={96} height={72} />
          </label>
        )}
        {PRODUCT_IMAGE_PATHS.map((path) => {
          const isOn = !isPhotoOn && path === img;
          return (
            <label key={path} className={isOn ? 'product-form__image product-form__image--on' : 'product-form__image'}>
              <input type="radio" name={name} value={path} checked={isOn} onChange={() => onChange({ img: path, photo: null })} />
              <img src={path} alt={t('form.imageOption', { name: drawingName(path) })} width={96} height={72} />
            </label>
          );
        })}
      </div>
    </>
  );
}

/** The chosen photo with an object URL for its preview; the URL is released when the choice changes or the form goes. */
function useChosenPhoto() {
  const [chosen, setState] = useState<{ file: File; url: string } | null>(null);
  const current = useRef(chosen);
  const choose = useCallback((file: File) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = { file, url: URL.createObjectURL(file) };
    setState(current.current);
  }, []);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );
  return [chosen, choose] as const;
}
