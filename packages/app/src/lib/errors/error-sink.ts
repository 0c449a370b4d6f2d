import { createErrorDedupe, type Clock } from './error-dedupe';
import type { PresentedError } from './presented-error';

export type ErrorListener = (error: PresentedError) => void;

/** Where failed requests report what to show; the React layer subscribes and presents it. */
export interface ErrorSink {
  report(error: PresentedError): void;
  subscribe(listener: ErrorListener): () => void;
}

export function createErrorSink(now: Clock = Date.now): ErrorSink {
  const mayShow = createErrorDedupe(now);
  const listeners = new Set<ErrorListener>();
  return {
    report(error) {
      if (!mayShow(error.code)) return;
      for (const listener of listeners) listener(error);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
