import { LOCAL_FLAG_DONT_SHOW_CONTROLS_DEMO } from '@stay/contract';
import { useCallback, useState } from 'react';

const readFlag = (storage: Storage): boolean => {
  try {
    return storage.getItem(LOCAL_FLAG_DONT_SHOW_CONTROLS_DEMO) === 'true';
  } catch {
    return false;
  }
};

/** Local flag `dont-show-controls-demo`: the guest hid the demo on this device. */
export function useDontShowDemo(storage: Storage = window.localStorage) {
  const [isHidden, setIsHidden] = useState(() => readFlag(storage));
  const setHidden = useCallback(
    (hidden: boolean) => {
      try {
        if (hidden) storage.setItem(LOCAL_FLAG_DONT_SHOW_CONTROLS_DEMO, 'true');
        else storage.removeItem(LOCAL_FLAG_DONT_SHOW_CONTROLS_DEMO);
      } catch {
        // Storage may be unavailable (private mode): the choice then lasts for this visit.
      }
      setIsHidden(hidden);
    },
    [storage],
  );
  return [isHidden, setHidden] as const;
}
