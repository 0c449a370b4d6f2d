import { IonRefresher, IonRefresherContent, type RefresherEvent } from './ionic-parts';

type Refresh = () => Promise<unknown> | undefined;

interface PullToRefreshProps {
  /** What pulling down asks for again; the spinner stays until it has settled, whether it worked or not. */
  onRefresh: Refresh;
  /** The staff screens' three dots instead of the platform's spinner. */
  spinner?: 'dots';
}

/** Pull-to-refresh for a page: pass it as `AppPage`'s `fixed`. Only for lazily loaded screens (see ionic-parts). */
export function PullToRefresh({ onRefresh, spinner }: PullToRefreshProps) {
  return (
    <IonRefresher slot="fixed" onIonRefresh={refreshThenComplete(onRefresh)}>
      <IonRefresherContent {...(spinner ? { refreshingSpinner: spinner } : {})} />
    </IonRefresher>
  );
}

/**
 * The refresher's handler: runs `onRefresh`, then lets the refresher close once that has settled. A failure has been
 * shown by the HTTP client, or stays on the page as its error state; here it only ends the pull.
 */
export function refreshThenComplete(onRefresh: Refresh): (event: RefresherEvent) => void {
  return (event) => {
    void Promise.resolve(onRefresh())
      .catch(() => undefined)
      .finally(() => void event.detail.complete());
  };
}
