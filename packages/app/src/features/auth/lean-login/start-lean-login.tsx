import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { coverUntilFirstPage } from '@/lib/loading/boot-splash';
import { LOGIN_PATH } from '@/lib/navigation/paths';
import { SESSION_STORAGE_KEY } from '@/lib/session/session-storage-key';
import { handOverLogin, takeHandedOverLogin } from '../handed-over-login';
import { LeanLoginPage } from './lean-login-page';

export type StartApp = (root: HTMLElement) => void;

/**
 * A first visit to /login with nobody signed in on this device and no message for the page (its router state): the
 * light sign-in page can stand in for the app until the person signs in or goes elsewhere.
 */
export function startsOnLeanLogin({ location, history, localStorage }: Pick<Window, 'location' | 'history' | 'localStorage'>): boolean {
  try {
    const routerState = (history.state as { usr?: unknown } | null)?.usr;
    return location.pathname === LOGIN_PATH && localStorage.getItem(SESSION_STORAGE_KEY) === null && routerState == null;
  } catch {
    return false;
  }
}

/**
 * Shows the light sign-in page over `appRoot` and fetches the app once the page is used. Sending the form hands the
 * sign-in over to the app's login form; a link opens the app on its page. The light page stays on top until the
 * app's first page is on screen, so nothing flickers in between.
 */
export function startLeanLogin(appRoot: HTMLElement, loadApp: () => Promise<StartApp>): void {
  const cover = document.createElement('div');
  cover.className = 'lean-login-cover';
  appRoot.after(cover);
  const root = createRoot(cover);

  let app: Promise<StartApp> | undefined;
  const fetchApp = () => {
    app ??= loadApp().catch((error: unknown) => {
      app = undefined;
      throw error;
    });
    return app;
  };

  let hasStarted = false;
  async function openApp(path?: string): Promise<void> {
    const startApp = await fetchApp();
    if (hasStarted) return;
    hasStarted = true;
    if (path) window.history.pushState(null, '', path);
    coverUntilFirstPage(() => {
      root.unmount();
      cover.remove();
    });
    startApp(appRoot);
  }

  root.render(
    <StrictMode>
      <LeanLoginPage
        onFirstUse={() => void fetchApp().catch(() => undefined)}
        onSignIn={async (values) => {
          handOverLogin(values);
          await openApp().catch((error: unknown) => {
            takeHandedOverLogin();
            throw error;
          });
        }}
        onOpen={openApp}
      />
    </StrictMode>,
  );
}
