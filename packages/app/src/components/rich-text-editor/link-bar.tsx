import { useId, useState } from 'react';
import { linkAddress } from './link-address';
import { useRichTextTranslation } from './rich-text-i18n';

interface LinkBarProps {
  /** The link under the cursor, if any. */
  href: string;
  /** The checked address, or '' to remove the link. */
  onSave(href: string): void;
  onClose(): void;
}

/** The address of a link, under the toolbar: the selected text leads there; empty removes the link. */
export function LinkBar({ href, onSave, onClose }: LinkBarProps) {
  const { t } = useRichTextTranslation();
  const [value, setValue] = useState(href);
  const [isInvalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();

  function save() {
    if (!value.trim()) return onSave('');
    const address = linkAddress(value);
    if (!address) return setInvalid(true);
    onSave(address);
  }

  return (
    <div className="rich-text-editor__link-bar">
      <label htmlFor={inputId}>{t('linkPrompt.header')}</label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        autoFocus
        placeholder={t('linkPrompt.placeholder')}
        value={value}
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
      />
      <button type="button" className="rich-text-editor__link-save" onClick={save}>
        {t('linkPrompt.save')}
      </button>
      <button type="button" className="rich-text-editor__link-cancel" onClick={onClose}>
        {t('common.cancel')}
      </button>
      <p className="rich-text-editor__link-hint">{t('linkPrompt.message')}</p>
      {isInvalid && (
        <p id={errorId} className="rich-text-editor__link-error" role="alert">
          {t('linkPrompt.invalid')}
        </p>
      )}
    </div>
  );
}
