import type { KnownRole, UserSettings } from '@stay/contract';
import type { ReactNode } from 'react';
import type { PresentedError } from '@/lib/errors/presented-error';
import type { Language } from '@/lib/i18n/languages';
import { createAppServices, type AppServices } from '@/lib/services/create-app-services';
import { createFakeFetch, type FakeHandler } from './fake-fetch';
import { authSessionFor, settingsWith } from './fixtures';
import { renderApp } from './render-app';
import { renderInApp } from './render-in-app';

/**
 * The real route table at `path` for a signed-in guest, answered by `routes`; records what the person was shown
 * (toasts and alerts) in `shown`.
 */
export function renderGuestApp(
  path: string,
  routes: Record<string, FakeHandler>,
  permissions: Partial<UserSettings['permissions']> = {},
  options: { language?: Language } = {},
) {
  const server = createFakeFetch(routes);
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor('GUEST'));
  services.session.saveSettings(settingsWith(permissions));
  const shown: PresentedError[] = [];
  services.errors.subscribe((error) => shown.push(error));
  const app = renderApp(path, { services, language: options.language });
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

/** The app's services over `fetch`, signed in as `role` with the default settings. */
export function signedInServices(role: KnownRole, fetch: typeof globalThis.fetch): AppServices {
  const services = createAppServices({ fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor(role));
  services.session.saveSettings(settingsWith());
  return services;
}

/** What every staff screen asks besides its own data: the staff menu's unread chats. */
const staffShellRoutes = (): Record<string, FakeHandler> => ({ 'GET /api/employee/chat/unread': ok({ unread: 0, suggestions: [] }) });

/** The real route table at `path` for a signed-in staff member (a guide unless told), answered by `routes`. */
export function renderStaffApp(path: string, routes: Record<string, FakeHandler>, options: { role?: KnownRole; language?: Language } = {}) {
  const server = createFakeFetch({ ...staffShellRoutes(), ...routes });
  const services = signedInServices(options.role ?? 'GUIDE', server.fetch);
  return { ...renderApp(path, { services, language: options.language }), server };
}

/** One staff component (a part other screens compose) at `path`, signed in as `role`, answered by `routes`. */
export function renderStaffPart(children: ReactNode, routes: Record<string, FakeHandler>, options: { role?: KnownRole; path?: string } = {}) {
  const server = createFakeFetch(routes);
  renderInApp(children, signedInServices(options.role ?? 'GUIDE', server.fetch), { path: options.path });
  return server;
}
