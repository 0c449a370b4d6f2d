import { IonMenu as MenuElement, defineCustomElement as defineMenu } from '@ionic/core/components/ion-menu.js';
import { IonButton, IonContent, IonHeader, IonIcon, IonTitle, IonToolbar } from '@ionic/react';
import type { MenuItem } from '@stay/contract';
import type { EventName } from '@stencil/react-output-target/runtime';
import { logOutOutline } from 'ionicons/icons';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ionElement } from '@/components/ionic-element';
import { LanguageSwitch } from '@/components/language-switch';
import { Avatar } from '@/components/ui/avatar';
import { MENU_BESIDE_QUERY, useMediaQuery } from '@/lib/hooks/use-media-query';
import { paths } from '@/lib/navigation/paths';
import { sessionViewOf } from '@/lib/session/session-view';
import { useAuth, useSession } from '@/lib/session/use-session';
import { fullName } from '@/lib/text/names';
import { useStaffShellTranslation } from '../i18n';
import { menuIcon } from '../menu-icons';
import { STAFF_MENU_ID, activeMenuKey, isKnownMenuKey, staffMenuFor } from '../menu-items';
import '../staff-shell.css';

type MenuEvents = {
  onIonWillOpen: EventName<CustomEvent<void>>;
  onIonDidOpen: EventName<CustomEvent<void>>;
  onIonWillClose: EventName<CustomEvent<void>>;
  onIonDidClose: EventName<CustomEvent<void>>;
};
const Menu = ionElement<HTMLIonMenuElement, MenuEvents>('ion-menu', MenuElement, defineMenu, {
  onIonWillOpen: 'ionWillOpen',
  onIonDidOpen: 'ionDidOpen',
  onIonWillClose: 'ionWillClose',
  onIonDidClose: 'ionDidClose',
});

/** Resolves once the drawer has ended its slide, whichever way it went. */
function slideEnded(menu: HTMLIonMenuElement): Promise<void> {
  return new Promise((resolve) => {
    const end = () => {
      menu.removeEventListener('ionDidOpen', end);
      menu.removeEventListener('ionDidClose', end);
      resolve();
    };
    menu.addEventListener('ionDidOpen', end);
    menu.addEventListener('ionDidClose', end);
  });
}

/** A live count per menu item key, e.g. the unread chats for `chats`, open complaints for `complaints`. */
export type MenuBadges = Partial<Record<string, ReactNode>>;

interface StaffMenuProps {
  /** The id of the element the menu sits beside (the router outlet). */
  contentId: string;
  badges?: MenuBadges;
}

/**
 * The staff side menu: the workspace items and the person's settings items (from the user settings, else the role's
 * default), each with its badge, the current one highlighted; below them who is signed in, the language and logging
 * out. On a phone it is a drawer that closes once an item is chosen (and draws nothing while closed); from 992 px it
 * stays beside the page.
 */
export function StaffMenu({ contentId, badges = {} }: StaffMenuProps) {
  const { t } = useStaffShellTranslation();
  const menuRef = useRef<HTMLIonMenuElement>(null);
  const isBeside = useMediaQuery(MENU_BESIDE_QUERY);
  const [isOpen, setOpen] = useState(false);
  const isSliding = useRef(false);
  const close = async (animated = true) => {
    const menu = menuRef.current;
    if (!menu) return;
    // Ionic ignores a close while the drawer is still sliding: an item tapped in that moment closes it once it has settled.
    if (isSliding.current) await slideEnded(menu);
    await menu.close(animated);
  };

  // menu-id and content-id as attributes: the menu finds its content when it connects, before React sets properties.
  return (
    <Menu
      ref={menuRef}
      menu-id={STAFF_MENU_ID}
      content-id={contentId}
      type="overlay"
      className="staff-menu"
      aria-label={t('menu.label')}
      onIonWillOpen={() => {
        isSliding.current = true;
        setOpen(true);
      }}
      onIonDidOpen={() => {
        isSliding.current = false;
      }}
      onIonWillClose={() => {
        isSliding.current = true;
      }}
      onIonDidClose={() => {
        isSliding.current = false;
        setOpen(false);
      }}
    >
      {(isBeside || isOpen) && <MenuContents badges={badges} close={close} />}
    </Menu>
  );
}

function MenuContents({ badges, close }: { badges: MenuBadges; close(animated?: boolean): Promise<void> }) {
  const { t } = useStaffShellTranslation();
  const session = useSession();
  const { logout } = useAuth();
  const { pathname } = useLocation();
  const view = sessionViewOf(session);
  const menu = view ? staffMenuFor(view, session?.settings ?? null) : { main: [], settings: [] };
  const active = activeMenuKey(pathname, [...menu.main, ...menu.settings]);
  const staff = session?.auth.employee;
  const name = fullName(staff);
  const navigate = useNavigate();
  const labelOf = (item: MenuItem) => (isKnownMenuKey(item.key) ? t(`menu.items.${item.key}`) : item.title);
  // "Report a problem" names the screen it was opened from, so the report says where it happened.
  const bugReportPath = paths.bugReport();
  const hrefOf = (item: MenuItem) => (item.url === bugReportPath && pathname !== bugReportPath ? paths.bugReport(pathname) : item.url);
  const leavesStaffFrame = (item: MenuItem) => item.url === bugReportPath;

  const section = (id: string, title: string, items: MenuItem[]) =>
    items.length > 0 && (
      <section className="staff-menu__section" aria-labelledby={id}>
        <h2 id={id} className="staff-menu__heading">
          {title}
        </h2>
        <ul className="staff-menu__list">
          {items.map((item) => {
            const isActive = item.key === active;
            return (
              <li key={item.url}>
                <Link
                  to={hrefOf(item)}
                  className={`staff-menu__item${isActive ? ' staff-menu__item--active' : ''}`}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={(event) => {
                    if (!leavesStaffFrame(item)) return void close();
                    // A page outside the staff frame has no drawer to close later: closed first, as for logging out,
                    // so the content is not left behind the drawer's backdrop (hidden from touch and screen readers).
                    event.preventDefault();
                    void close(false).then(() => navigate(hrefOf(item)));
                  }}
                >
                  <IonIcon icon={menuIcon(item.icon)} aria-hidden="true" className="staff-menu__icon" />
                  <span className="staff-menu__label">{labelOf(item)}</span>
                  {badges[item.key] && <span className="staff-menu__badge">{badges[item.key]}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    );

  return (
    <>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{t('common.appName')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="staff-menu__content">
        {/* The menu itself is the navigation landmark. */}
        <div className="staff-menu__nav">
          {section('staff-menu-main', t('menu.workspace'), menu.main)}
          {section('staff-menu-settings', t('menu.settings'), menu.settings)}
        </div>
        <div className="staff-menu__footer">
          {staff && session && (
            <div className="staff-menu__person">
              <Avatar name={name} />
              <p className="staff-menu__who">
                <span className="visually-hidden">{t('menu.signedInAs')} </span>
                <strong>{name}</strong>
                <span className="staff-menu__role">{t(`roles.${session.auth.role}`)}</span>
              </p>
            </div>
          )}
          <LanguageSwitch className="staff-menu__language" />
          <IonButton
            expand="block"
            fill="outline"
            color="medium"
            className="staff-menu__logout"
            onClick={() => {
              void (async () => {
                // Closed first, so the drawer leaves nothing behind on the login page.
                await close(false);
                await logout();
              })();
            }}
          >
            <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
            {t('common.logout')}
          </IonButton>
        </div>
      </IonContent>
    </>
  );
}
