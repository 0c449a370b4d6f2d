import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLatest } from '@/lib/hooks/use-latest';
import { useServices } from '@/lib/services/services-context';

/** Lets code outside React navigate through the router. Mount once inside the router. */
export function NavigationBridge() {
  const { navigation } = useServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useLatest(pathname);

  useEffect(
    () =>
      navigation.attach({
        navigate: (path, options) => navigate(path, options),
        currentPath: () => pathnameRef.current,
      }),
    [navigation, navigate, pathnameRef],
  );
  return null;
}
