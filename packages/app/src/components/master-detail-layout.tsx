import { IonContent, IonHeader, IonPage, IonToolbar } from '@ionic/react';
import { useMemo, type ReactNode } from 'react';
import { LIST_BESIDE_DETAIL_QUERY, useMediaQuery } from '@/lib/hooks/use-media-query';
import { PagePaneProvider } from './page-frame';
import { EmptyState } from './ui/empty-state';
import './master-detail-layout.css';

const SINGLE = { kind: 'single' } as const;
const DETAIL = { kind: 'detail' } as const;

interface MasterDetailLayoutProps {
  /** The list page (an AppPage), e.g. the chat inbox. */
  list: ReactNode;
  /** The selected item's page (an AppPage), or null when nothing is selected. */
  detail: ReactNode | null;
  /** Beside the list when nothing is selected, on a wide screen, e.g. "Select a chat". */
  emptyDetail: ReactNode;
  /** Beside the detail on a wide screen, e.g. the chat's booking; a column only when it renders something. */
  aside?: ReactNode;
}

/**
 * A list and its detail. On a wide screen (≥ 1200 px) the list column sits next to the detail (or `emptyDetail`);
 * on a narrower one it shows the detail when there is one, else the list, each as a page of its own.
 *
 * The screen is one router page; the list and the detail are panes in it (AppPage draws them without a router page
 * of their own), so the stacked navigation between list and detail on a phone works as before.
 */
export function MasterDetailLayout({ list, detail, emptyDetail, aside }: MasterDetailLayoutProps) {
  const isSideBySide = useMediaQuery(LIST_BESIDE_DETAIL_QUERY);
  const hasDetail = detail !== null && detail !== undefined;
  const listPane = useMemo(() => ({ kind: 'list', hasDetail }) as const, [hasDetail]);

  if (!isSideBySide) {
    return (
      <IonPage className="master-detail master-detail--single">
        <PagePaneProvider pane={SINGLE}>{hasDetail ? detail : list}</PagePaneProvider>
      </IonPage>
    );
  }
  return (
    <IonPage className="master-detail master-detail--split">
      <div className="master-detail__list">
        <PagePaneProvider pane={listPane}>{list}</PagePaneProvider>
      </div>
      <div className="master-detail__detail">
        <PagePaneProvider pane={DETAIL}>{hasDetail ? detail : emptyDetail}</PagePaneProvider>
      </div>
      {hasDetail && aside && <div className="master-detail__aside">{aside}</div>}
    </IonPage>
  );
}

/** The detail pane while nothing is selected: what to do, under an empty toolbar that continues the list's. */
export function MasterDetailEmpty({ icon, title, children }: { icon: string; title: string; children?: ReactNode }) {
  return (
    <div className="ion-page master-detail__empty">
      <IonHeader>
        <IonToolbar color="primary" />
      </IonHeader>
      <IonContent className="ion-padding">
        <EmptyState icon={icon} title={title} size="page">
          {children}
        </EmptyState>
      </IonContent>
    </div>
  );
}
