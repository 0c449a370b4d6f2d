import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '@/app/providers';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import type { AppServices } from '@/lib/services/create-app-services';

/** Renders one component with the app's providers and a memory router at `path` (for parts other screens compose). */
export function renderInApp(children: ReactNode, services: AppServices, options: { path?: string; language?: Language } = {}) {
  return render(
    <IonApp>
      <Providers services={services} i18n={createI18n(options.language ?? 'en')}>
        <IonReactMemoryRouter initialEntries={[options.path ?? '/']}>{children}</IonReactMemoryRouter>
      </Providers>
    </IonApp>,
  );
}
