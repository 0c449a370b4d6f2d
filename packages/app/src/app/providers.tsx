import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ChatStorageJanitor } from '@/domains/chat/cache/chat-storage-janitor';
import { createBrowserRealtimeConnector, RealtimeProvider, type RealtimeConnector } from '@/lib/realtime/realtime-context';
import type { AppServices } from '@/lib/services/create-app-services';
import { ServicesProvider } from '@/lib/services/services-context';

interface ProvidersProps {
  services: AppServices;
  i18n: i18n;
  children: ReactNode;
  /** How the live connection starts once somebody is signed in (tests pass a fake); the browser's WebSocket by default. */
  realtimeConnector?: RealtimeConnector;
}

/**
 * The live connection also keeps the chat's unread total right and the inbox's complaints current (the chat code
 * loads with the connection).
 */
const appRealtimeConnector = createBrowserRealtimeConnector(() => import('@/domains/chat/live/live-companion').then(({ trackChatLive }) => trackChatLive));

export function Providers({ services, i18n, children, realtimeConnector }: ProvidersProps) {
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nextProvider i18n={i18n}>
          <RealtimeProvider connector={realtimeConnector ?? appRealtimeConnector}>
            <ChatStorageJanitor />
            {children}
          </RealtimeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
