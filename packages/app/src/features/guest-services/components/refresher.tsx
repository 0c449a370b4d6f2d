import { IonRefresher, IonRefresherContent, type RefresherEvent } from '@/components/ionic-parts';

/** Pull-to-refresh: runs `onRefresh` and closes when it is done (whether it worked or not). */
export function Refresher({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  return (
    <IonRefresher
      slot="fixed"
      onIonRefresh={(event: RefresherEvent) => {
        void onRefresh().finally(() => void event.detail.complete());
      }}
    >
      <IonRefresherContent />
    </IonRefresher>
  );
}
