import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { browserPush, devicePushState, turnOnPush, type DevicePushState, type PushPlatform } from '@/lib/push/push-subscription';

export interface DevicePush {
  /** null while it is being found out. */
  state: DevicePushState | null;
  isTurningOn: boolean;
  /** Asks for permission when needed and registers this device. */
  turnOn(): Promise<void>;
}

/** Push on this device: whether it is on, off or blocked, and turning it on from a visible control. */
export function useDevicePush(platform: PushPlatform = browserPush()): DevicePush {
  const http = useHttp();
  const [state, setState] = useState<DevicePushState | null>(null);
  const [isTurningOn, setTurningOn] = useState(false);
  const [push] = useState(() => platform);

  useEffect(() => {
    let isCurrent = true;
    devicePushState(push).then(
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
      setState(await devicePushState(push).catch(() => 'unsupported' as const));
    } finally {
      setTurningOn(false);
    }
  }, [http, push]);

  return { state, isTurningOn, turnOn };
}
