import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { browserPush, pushSubscriptionState, turnOnPush, type PushSubscriptionState, type PushPlatform } from '@/lib/push/push-subscription';

/**
 * Why the last tap on "Turn on" did not turn push on: the permission prompt was closed without an answer
 * (`dismissed`), notifications were refused (`denied`), this browser cannot do push (`unsupported`), or registering
 * failed (`failed`).
 */
export type TurnOnFailure = 'dismissed' | 'denied' | 'unsupported' | 'failed';

const FAILURE_BY_STATE: Record<PushSubscriptionState, TurnOnFailure | null> = { on: null, off: 'dismissed', blocked: 'denied', unsupported: 'unsupported' };

export interface PushOnThisBrowser {
  /** null while it is being found out. */
  state: PushSubscriptionState | null;
  isTurningOn: boolean;
  /** Why the last "Turn on" did not work; null before one and after one that did. */
  failure: TurnOnFailure | null;
  /** Asks for permission when needed and registers this browser. */
  turnOn(): Promise<void>;
}

/** Push on this browser: whether it is on, off or blocked, and turning it on from a visible control. */
export function usePushSubscription(platform: PushPlatform = browserPush()): PushOnThisBrowser {
  const http = useHttp();
  const [state, setState] = useState<PushSubscriptionState | null>(null);
  const [isTurningOn, setTurningOn] = useState(false);
  const [failure, setFailure] = useState<TurnOnFailure | null>(null);
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
    setFailure(null);
    try {
      const reached = await turnOnPush(http, push);
      setState(reached);
      setFailure(FAILURE_BY_STATE[reached]);
    } catch {
      setState(await pushSubscriptionState(push).catch(() => 'unsupported' as const));
      setFailure('failed');
    } finally {
      setTurningOn(false);
    }
  }, [http, push]);

  return { state, isTurningOn, failure, turnOn };
}
