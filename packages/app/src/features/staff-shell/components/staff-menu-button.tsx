import { IonMenuButton as MenuButtonElement, defineCustomElement as defineMenuButton } from '@ionic/core/components/ion-menu-button.js';
import { ionElement } from '@/components/ionic-element';
import { useStaffShellTranslation } from '../i18n';
import { STAFF_MENU_ID } from '../menu-items';

const MenuButton = ionElement<HTMLIonMenuButtonElement>('ion-menu-button', MenuButtonElement, defineMenuButton);

/** Opens the staff menu on a phone; hides itself while the menu stays beside the page (wide screens). */
export function StaffMenuButton() {
  const { t } = useStaffShellTranslation();
  return <MenuButton menu={STAFF_MENU_ID} autoHide aria-label={t('menu.open')} />;
}
