import { IonIcon } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './sheet-dialog.css';

interface SheetDialogProps {
  isOpen: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  /** Buttons in the header, after the title (e.g. Save). */
  actions?: ReactNode;
}

/**
 * A bottom sheet on the native <dialog> (modal: focus stays inside, Escape and a tap outside close it). Lighter than
 * IonModal, which would otherwise ship with /login.
 */
export function SheetDialog({ isOpen, onClose, title, children, actions }: SheetDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      className="sheet-dialog"
      aria-labelledby={titleId}
      onClose={() => isOpen && onClose()}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {isOpen && (
        <div className="sheet-dialog__panel">
          <header className="sheet-dialog__header">
            <h2 id={titleId}>{title}</h2>
            {actions}
            <button type="button" className="sheet-dialog__close" aria-label={t('common.close')} onClick={onClose}>
              <IonIcon icon={closeOutline} aria-hidden="true" />
            </button>
          </header>
          <div className="sheet-dialog__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
