import type { AlertOptions, ToastOptions } from '@ionic/react';
import { TOAST_DURATION_MS } from '@stay/contract';
import type { PresentedError } from './presented-error';

/** Error toasts: bottom, warning colour, 2 s. */
export function toastOptionsFor(error: PresentedError): ToastOptions {
  return { message: error.message, position: 'bottom', color: 'warning', duration: TOAST_DURATION_MS };
}

/** Error alerts with an Ok button. */
export function alertOptionsFor(error: PresentedError, okLabel: string): AlertOptions {
  return { header: error.header, message: error.message, buttons: [okLabel] };
}
