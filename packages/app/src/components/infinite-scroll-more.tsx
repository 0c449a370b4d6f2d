/**
 * The end of a paged list: loads the next page when it scrolls into view.
 *
 * The Ionic elements are wrapped here rather than imported from @ionic/react, so that they travel with the chunks
 * of the screens that page and not with /login's (see `components/ionic-parts.ts`).
 */
import { IonInfiniteScrollContent as InfiniteScrollContentElement, defineCustomElement as defineInfiniteScrollContent } from '@ionic/core/components/ion-infinite-scroll-content.js';
import { IonInfiniteScroll as InfiniteScrollElement, defineCustomElement as defineInfiniteScroll } from '@ionic/core/components/ion-infinite-scroll.js';
import { useEffect, useRef } from 'react';
import { useLatest } from '@/lib/hooks/use-latest';
import { ionElement } from './ionic-element';

const IonInfiniteScroll = ionElement<HTMLIonInfiniteScrollElement>('ion-infinite-scroll', InfiniteScrollElement, defineInfiniteScroll);
const IonInfiniteScrollContent = ionElement<HTMLIonInfiniteScrollContentElement>(
  'ion-infinite-scroll-content',
  InfiniteScrollContentElement,
  defineInfiniteScrollContent,
);

interface InfiniteScrollMoreProps {
  /** Whether there is a next page; without one the scroll stays still. */
  hasMore: boolean;
  /** Loads the next page; the spinner shows until it settles. */
  onMore(): Promise<unknown>;
  /** Announced while the next page loads. */
  loadingText: string;
}

/** Put after a paged list's rows: the next page when the end of the list scrolls into view, with a spinner meanwhile. */
export function InfiniteScrollMore({ hasMore, onMore, loadingText }: InfiniteScrollMoreProps) {
  const scrollRef = useRef<HTMLIonInfiniteScrollElement>(null);
  const more = useLatest(onMore);

  // Listened to on the element itself rather than through the wrapper's event prop, so it also runs where the
  // wrapper renders without binding events (tests under Node).
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const onInfinite = () => void more.current().finally(() => void element.complete());
    element.addEventListener('ionInfinite', onInfinite);
    return () => element.removeEventListener('ionInfinite', onInfinite);
  }, [more]);

  return (
    <IonInfiniteScroll ref={scrollRef} disabled={!hasMore}>
      <IonInfiniteScrollContent loadingSpinner="dots" loadingText={loadingText} />
    </IonInfiniteScroll>
  );
}
