import { Suspense, lazy, useEffect, useState } from 'react';

const PwaRuntime = lazy(async () => ({ default: (await import('./pwa-runtime')).PwaRuntime }));

const hasLoaded = () => document.readyState === 'complete';

/** The PWA runtime, fetched only after the page's own files have loaded, so /login never waits for it. */
export function DeferredPwaRuntime() {
  const [isLoaded, setLoaded] = useState(hasLoaded);
  useEffect(() => {
    if (isLoaded) return undefined;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [isLoaded]);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <PwaRuntime />
    </Suspense>
  );
}
