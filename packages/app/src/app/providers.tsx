import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { AppServices } from '@/lib/services/create-app-services';
import { ServicesProvider } from '@/lib/services/services-context';

interface ProvidersProps {
  services: AppServices;
  i18n: i18n;
  children: ReactNode;
}

export function Providers({ services, i18n, children }: ProvidersProps) {
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
