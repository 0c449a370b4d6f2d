import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLatest } from '@/lib/hooks/use-latest';
import { useServices } from '@/lib/services/services-context';
import { pathOnly } from './navigation';

/** Lets code outside React navigate through the router. Mount once inside the router. */
export function NavigationBridge() {
  const { navigation } = useServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useLatest(pathname);
  // The router shows a navigation only on its next render; until then the path asked for is the current one, so two
  // calls in a row (two requests finding the session ended) do not both navigate.
  const requestedPathRef = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    requestedPathRef.current = undefined;
  }, [pathname]);

  useEffect(
    () =>
      navigation.attach({
        navigate: (path, options) => {
          requestedPathRef.current = pathOnly(path);
          navigate(path, options);
        },
        currentPath: () => requestedPathRef.current ?? pathnameRef.current,
      }),
    [navigation, navigate, pathnameRef],
  );
  return null;
}
