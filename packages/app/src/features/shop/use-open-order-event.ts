import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLatest } from '@/lib/hooks/use-latest';
import { paths } from '@/lib/navigation/paths';
import { OPEN_ORDER_EVENT, type OpenOrderDetail } from '@/lib/push/notification-opening';

/** An opened ORDERS push broadcasts the order's key (after reaching this screen); the screen opens that order. */
export function useOpenOrderEvent(): void {
  const navigate = useLatest(useNavigate());
  useEffect(() => {
    const open = (event: Event) => {
      const orderKey = (event as CustomEvent<OpenOrderDetail>).detail?.orderKey?.trim();
      if (orderKey) navigate.current(paths.guest.order(orderKey));
    };
    window.addEventListener(OPEN_ORDER_EVENT, open);
    return () => window.removeEventListener(OPEN_ORDER_EVENT, open);
  }, [navigate]);
}
