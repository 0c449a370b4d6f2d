import type { LoginValues } from './components/login-validation';

/**
 * The sign-in a light first /login passed on to the whole app: kept in memory only (never stored, it holds a
 * password) until the app's login form takes it and signs in with it.
 */
let handedOver: LoginValues | null = null;

export function handOverLogin(values: LoginValues): void {
  handedOver = values;
}

/** The handed-over sign-in, once: a second call answers null. */
export function takeHandedOverLogin(): LoginValues | null {
  const values = handedOver;
  handedOver = null;
  return values;
}
