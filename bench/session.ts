import type { SignedIn } from './sign-in';

/** The phone the first-screen parts use: 390×844, touch, as in the e2e journeys. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

/** What the app keeps in localStorage under `stay.session` after a sign-in (see the app's session-store.ts). */
export function storedSession(signedIn: SignedIn): object {
  return { auth: signedIn.auth, settings: null };
}

/** A script that puts `session` where the app looks for it, to run before the app's own scripts. */
export function storeSessionScript(session: object): string {
  return `localStorage.setItem('stay.session', ${JSON.stringify(JSON.stringify(session))});`;
}
