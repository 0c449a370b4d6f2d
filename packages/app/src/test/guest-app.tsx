import type { UserSettings } from '@stay/contract';
import type { PresentedError } from '@/lib/errors/presented-error';
import { createAppServices } from '@/lib/services/create-app-services';
import { createFakeFetch, type FakeHandler } from './fake-fetch';
import { authSessionFor, settingsWith } from './fixtures';
import { renderApp } from './render-app';

/**
 * The real route table at `path` for a signed-in guest, answered by `routes`; records what the person was shown
 * (toasts and alerts) in `shown`.
 */
export function renderGuestApp(path: string, routes: Record<string, FakeHandler>, permissions: Partial<UserSettings['permissions']> = {}) {
  const server = createFakeFetch(routes);
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor('GUEST'));
  services.session.saveSettings(settingsWith(permissions));
  const shown: PresentedError[] = [];
  services.errors.subscribe((error) => shown.push(error));
  const app = renderApp(path, { services });
  return { ...app, server, shown };
}

/** Renders the app at `path` with nobody signed in. */
export function renderVisitorApp(path: string, routes: Record<string, FakeHandler>) {
  const server = createFakeFetch(routes);
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  const shown: PresentedError[] = [];
  services.errors.subscribe((error) => shown.push(error));
  const app = renderApp(path, { services });
  return { ...app, server, shown };
}

export const ok = (body: unknown) => () => ({ status: 200, body });
export const fail = (status: number, code: string) => () => ({ status, body: { code, message: code } });
