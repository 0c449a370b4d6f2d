import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { render } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { ErrorPresenter } from '@/lib/errors/error-presenter';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { NavigationBridge } from '@/lib/navigation/navigation-bridge';
import { createAppServices, type AppServices } from '@/lib/services/create-app-services';
import { createFakeFetch, type FakeHandler } from './fake-fetch';

/** Renders the real route table at `path` in a memory router, like app.tsx does with the browser router (English unless told). */
export function renderApp(
  path: string,
  options: { routes?: Record<string, FakeHandler>; services?: AppServices; language?: Language } = {},
) {
  const server = createFakeFetch(options.routes);
  const services = options.services ?? createAppServices({ fetch: server.fetch, storage: window.localStorage });
  let pathname = path;

  function LocationProbe() {
    pathname = useLocation().pathname;
    return null;
  }

  const view = render(
    <IonApp>
      <Providers services={services} i18n={createI18n(options.language)}>
        <IonReactMemoryRouter initialEntries={[path]}>
          <NavigationBridge />
          <LocationProbe />
          <AppRoutes />
        </IonReactMemoryRouter>
        <ErrorPresenter />
      </Providers>
    </IonApp>,
  );
  return { ...view, services, server, currentPath: () => pathname };
}
