import { IonSplitPane as SplitPaneElement, defineCustomElement as defineSplitPane } from '@ionic/core/components/ion-split-pane.js';
import { isStaffRole, routeAccessOf } from '@stay/contract';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ionElement } from '@/components/ionic-element';
import { PageMenuButtonProvider } from '@/components/page-frame';
import { MENU_BESIDE_QUERY, useMediaQuery } from '@/lib/hooks/use-media-query';
import { isAuthenticated } from '@/lib/session/session-view';
import { useSession } from '@/lib/session/use-session';

/** Only the split pane itself (a small element) is here: the menu and its button load with the staff screens. */
const SplitPane = ionElement<HTMLIonSplitPaneElement>('ion-split-pane', SplitPaneElement, defineSplitPane);

/** The id of the element the staff menu sits beside (the router outlet). */
export const STAFF_CONTENT_ID = 'app-content';

/** Whether a path is a staff screen: a staff area (not the guest's) or a staff-only screen such as /file-complaint. */
export function hasStaffMenu(pathname: string): boolean {
  const access = routeAccessOf(pathname);
  return (access.kind === 'area' && access.area !== 'guest') || access.kind === 'staff-only';
}

interface StaffFrameProps {
  /** The side menu (loaded on demand); its `contentId` must be STAFF_CONTENT_ID. */
  menu: ReactNode;
  /** The button that opens the menu on a phone, for every staff page's toolbar. */
  menuButton: ReactNode;
  /** The router outlet, with `id={STAFF_CONTENT_ID}`. */
  children: ReactNode;
}

/**
 * The staff shell around the pages: on a staff screen of a signed-in staff member, the side menu — a drawer opened
 * from each page's menu button on a phone, always beside the page from 992 px. Elsewhere (login, the guest area)
 * nothing of it shows or loads.
 */
export function StaffFrame({ menu, menuButton, children }: StaffFrameProps) {
  const session = useSession();
  const { pathname } = useLocation();
  const isWide = useMediaQuery(MENU_BESIDE_QUERY);
  const hasMenu = isAuthenticated(session) && isStaffRole(session.auth.role) && hasStaffMenu(pathname);
  const button = useMemo(() => (hasMenu ? menuButton : null), [hasMenu, menuButton]);

  // content-id as an attribute: the element reads it when it connects, before React would set the property.
  return (
    <SplitPane content-id={STAFF_CONTENT_ID} when={isWide} disabled={!hasMenu} className="staff-frame">
      {hasMenu && menu}
      <PageMenuButtonProvider button={button}>{children}</PageMenuButtonProvider>
    </SplitPane>
  );
}
