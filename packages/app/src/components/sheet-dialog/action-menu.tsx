import { IonIcon } from '@ionic/react';
import { SheetDialog } from './sheet-dialog';
import './action-menu.css';

export interface MenuAction {
  key: string;
  label: string;
  icon?: string;
  color?: string;
  onSelect(): void;
}

/** A list of actions in a sheet (what an action sheet offers), each a real button. */
export function ActionMenu({ isOpen, onClose, title, actions }: { isOpen: boolean; onClose(): void; title: string; actions: readonly MenuAction[] }) {
  return (
    <SheetDialog isOpen={isOpen} onClose={onClose} title={title}>
      <ul className="action-menu">
        {actions.map((action) => (
          <li key={action.key}>
            <button
              type="button"
              className={`action-menu__button${action.color ? ` action-menu__button--${action.color}` : ''}`}
              onClick={() => {
                onClose();
                action.onSelect();
              }}
            >
              {action.icon && <IonIcon icon={action.icon} aria-hidden="true" />}
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </SheetDialog>
  );
}
