import { IonIcon } from '@ionic/react';
import { searchOutline } from 'ionicons/icons';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { classNames } from './class-names';
import './search-field.css';

interface SearchFieldProps {
  /** Read by screen readers; the field shows only its placeholder and icon. */
  label: string;
  placeholder: string;
  /** What is typed. */
  value: string;
  onChange(value: string): void;
  /** Enter: search now rather than after the pause. */
  onSubmit(): void;
  maxLength: number;
  /**
   * Inside another form (a form cannot hold a form): rendered as a plain block whose Enter searches instead of
   * submitting the outer form, and sized like the form's other fields.
   */
  isInForm?: boolean;
  /** The id of what the search fills in (its results). */
  controls?: string;
  /** The id of a text about the field, e.g. its error. */
  describedBy?: string;
  className?: string;
}

/** A search over a list: a labelled native search input with a magnifier, light enough for long lists. */
export function SearchField(props: SearchFieldProps) {
  const { label, placeholder, value, onChange, onSubmit, maxLength, isInForm = false, controls, describedBy, className } = props;
  const id = useId();
  const classes = classNames('ui-search-field', isInForm && 'ui-search-field--in-form', className);
  const field = (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <IonIcon className="ui-search-field__icon" icon={searchOutline} aria-hidden="true" />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        aria-controls={controls}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={isInForm ? (event) => searchOnEnter(event, onSubmit) : undefined}
      />
    </>
  );
  if (isInForm) return <div className={classes}>{field}</div>;
  return (
    <form role="search" className={classes} onSubmit={(event) => submit(event, onSubmit)}>
      {field}
    </form>
  );
}

function submit(event: FormEvent<HTMLFormElement>, onSubmit: () => void) {
  event.preventDefault();
  onSubmit();
}

/** Enter searches at once instead of submitting the outer form. */
function searchOnEnter(event: KeyboardEvent<HTMLInputElement>, onSubmit: () => void) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  onSubmit();
}
