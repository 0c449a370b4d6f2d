import { IonButtons, IonContent, IonHeader, IonPage, IonTitle, IonToolbar } from '@ionic/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { hideBootSplashOnceVisible } from '@/lib/loading/boot-splash';
import { usePageActive } from '@/lib/hooks/use-page-active';
import { usePageMenuButton, usePagePane } from './page-frame';
import { usePageTabBar } from './page-tab-bar';

interface AppPageProps {
  title: string;
  /**
   * Toolbar buttons before the title, e.g. a back button. Without them the area's menu button (if any) shows there.
   * Not shown when the page is the detail beside its list: the list is the way back.
   */
  start?: ReactNode;
  /** Toolbar buttons after the title, e.g. log out. */
  end?: ReactNode;
  /** Content that must be a direct child of IonContent, e.g. `<PullToRefresh>` (components/pull-to-refresh). */
  fixed?: ReactNode;
  /**
   * Shown below the content, outside its scrolling, e.g. a chat's message composer: an `<IonFooter>` from
   * `@/components/ionic-parts` (so that /login, which uses AppPage, does not carry ion-footer).
   */
  footer?: ReactNode;
  /** The browser tab's title when it differs from `title`, e.g. with the unread count in front: "(3) Chats". */
  documentTitle?: string;
  children: ReactNode;
}

/**
 * Every routed screen: IonPage > IonHeader > IonToolbar > IonContent, with the title as the page heading, and the
 * area's tab bar (if any) at the bottom. In a master–detail screen (`MasterDetailLayout`) the same page is a pane:
 * the screen is the router's page, so the pane is a plain `ion-page` box.
 */
export function AppPage({ title, start, end, fixed, footer, documentTitle, children }: AppPageProps) {
  const tabBar = usePageTabBar();
  const menuButton = usePageMenuButton();
  const pane = usePagePane();
  const Frame = pane.kind === 'page' ? IonPage : PaneFrame;
  const startButtons = pane.kind === 'detail' ? null : (start ?? menuButton);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The first page on screen takes the splash of index.html away.
  useEffect(() => hideBootSplashOnceVisible(titleRef.current), []);
  useDocumentTitle(documentTitle ?? title, pane.kind === 'list' && pane.hasDetail);
  return (
    <Frame>
      <IonHeader>
        <IonToolbar color="primary">
          {startButtons && <IonButtons slot="start">{startButtons}</IonButtons>}
          <IonTitle>
            <h1 ref={titleRef} className="page-title">
              {title}
            </h1>
          </IonTitle>
          {end && <IonButtons slot="end">{end}</IonButtons>}
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {fixed}
        <div className="page-body">{children}</div>
      </IonContent>
      {footer}
      {tabBar}
    </Frame>
  );
}

/**
 * Every page names the browser tab while it is on screen, so no page keeps another's title. A list beside its
 * detail leaves the tab to the detail.
 */
function useDocumentTitle(title: string, isBesideDetail: boolean): void {
  const isActive = usePageActive();
  useEffect(() => {
    if (isActive && !isBesideDetail && title) document.title = title;
  }, [title, isActive, isBesideDetail]);
}

function PaneFrame({ children }: { children: ReactNode }) {
  return <div className="ion-page">{children}</div>;
}
