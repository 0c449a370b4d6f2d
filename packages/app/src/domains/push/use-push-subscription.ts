import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { browserPush, pushSubscriptionState, turnOnPush, type PushSubscriptionState, type PushPlatform } from '@/lib/push/push-subscription';

export interface PushOnThisBrowser {
  /** null while it is being found out. */
  state: PushSubscriptionState | null;
  isTurningOn: boolean;
  /** Asks for permission when needed and registers this browser. */
  turnOn(): Promise<void>;
}

/** Push on this browser: whether it is on, off or blocked, and turning it on from a visible control. */
export function usePushSubscription(platform: PushPlatform = browserPush()): PushOnThisBrowser {
  const http = useHttp();
  const [state, setState] = useState<PushSubscriptionState | null>(null);
  const [isTurningOn, setTurningOn] = useState(false);
  const [push] = useState(() => platform);

  useEffect(() => {
    let isCurrent = true;
    pushSubscriptionState(push).then(
      (found) => isCurrent && setState(found),
      () => isCurrent && setState('unsupported'),
    );
    return () => {
      isCurrent = false;
    };
  }, [push]);

  const turnOn = useCallback(async () => {
    setTurningOn(true);
    try {
      setState(await turnOnPush(http, push));
    } catch (error) {
      console.warn('Turning on push failed', error);
      setState(await pushSubscriptionState(push).catch(() => 'unsupported' as const));
    } finally {
      setTurningOn(false);
    }
  }, [http, push]);

  return { state, isTurningOn, turnOn };
}
