import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import type { i18n } from 'i18next';
import { ErrorPresenter } from '@/lib/errors/error-presenter';
import { NavigationBridge } from '@/lib/navigation/navigation-bridge';
import { DeferredPwaRuntime } from '@/lib/pwa/deferred-pwa-runtime';
import type { AppServices } from '@/lib/services/create-app-services';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App({ services, i18n }: { services: AppServices; i18n: i18n }) {
  return (
    <IonApp>
      <Providers services={services} i18n={i18n}>
        <IonReactRouter>
          <NavigationBridge />
          <AppRoutes />
          <DeferredPwaRuntime />
        </IonReactRouter>
        <ErrorPresenter />
      </Providers>
    </IonApp>
  );
}
