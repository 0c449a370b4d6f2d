import { CHAT_REFRESH_DEBOUNCE_MS, CHAT_REFRESH_INTERVAL_MS } from '@stay/contract';
import { useEffect } from 'react';
import { useDebouncedCallback } from '@/lib/hooks/use-debounced-callback';
import { isDocumentVisible } from '@/lib/hooks/use-page-active';

/**
 * Polling fallback: refresh every 120000 ms while the page is shown and the document visible, and when the
 * document becomes visible again; every trigger is debounced by 1000 ms. Returns the debounced refresh, so live
 * events can ask for one too.
 */
export function useChatRefresh(refresh: () => void, isActive: boolean): () => void {
  const debounced = useDebouncedCallback(refresh, CHAT_REFRESH_DEBOUNCE_MS);
  useEffect(() => {
    if (!isActive) return undefined;
    const timer = setInterval(() => {
      if (isDocumentVisible()) debounced();
    }, CHAT_REFRESH_INTERVAL_MS);
    const onVisibility = () => {
      if (isDocumentVisible()) debounced();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [isActive, debounced]);
  return debounced;
}
