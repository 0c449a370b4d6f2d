import { TranslationError } from './port';

export interface PostJsonOptions {
  provider: string;
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
}

/**
 * POSTs JSON and answers the parsed JSON reply. Anything but a 2xx JSON answer within `timeoutMs` (the body included)
 * is a TranslationError naming the status or the cause, never the text sent.
 */
export async function postJson({ provider, url, body, headers = {}, timeoutMs }: PostJsonOptions): Promise<unknown> {
  let response: Response;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
      redirect: 'error',
    });
  } catch (error) {
    throw new TranslationError(provider, signal.aborted ? `no answer within ${timeoutMs} ms` : `unreachable (${causeOf(error)})`);
  }
  try {
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new TranslationError(provider, `answered HTTP ${response.status}`, response.status);
    }
    return await response.json();
  } catch (error) {
    if (error instanceof TranslationError) throw error;
    throw new TranslationError(provider, signal.aborted ? `no answer within ${timeoutMs} ms` : `answered no JSON (${causeOf(error)})`, response.status);
  }
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : cause instanceof Error ? cause.message : String(cause);
}
