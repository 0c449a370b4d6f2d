import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request as the local provider received it. */
export interface ReceivedTranslationRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** What the provider answers for one text and target (`detected` is the source language it reports). */
export interface KnownTranslation {
  text: string;
  target: string;
  translated: string;
  detected: string;
}

export interface LocalTranslationServer {
  /** The address to configure (`http://127.0.0.1:<port>`). */
  url: string;
  readonly requests: ReceivedTranslationRequest[];
  /** Teaches it a translation (the provider's own target code: `de` for LibreTranslate, `DE` for DeepL). */
  learn(known: KnownTranslation): void;
  /** Every answer is this HTTP status with the provider's error body (undefined: answer normally). */
  failWith(status: number | undefined): void;
  /** Requests get no answer at all until `answerAgain` (a provider that hangs: the caller's timeout must end it). */
  hang(): void;
  answerAgain(): void;
  close(): Promise<void>;
}

type Answer = (status: number, body: unknown) => void;

interface Provider {
  /** The error body the provider sends with a status. */
  errorBody(status: number): unknown;
  /** Answers one request that passed the failure switches. */
  handle(request: ReceivedTranslationRequest, known: Map<string, KnownTranslation>, answer: Answer): void;
}

const keyOf = (text: string, target: string) => `${target.toLowerCase()}\u0000${text}`;

async function startLocalServer(provider: Provider, examples: KnownTranslation[]): Promise<LocalTranslationServer> {
  const requests: ReceivedTranslationRequest[] = [];
  const known = new Map(examples.map((example) => [keyOf(example.text, example.target), example]));
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let failure: number | undefined;
  let isHanging = false;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer: Answer = (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return answer(400, provider.errorBody(400));
      }
      const received = { path: new URL(request.url ?? '/', 'http://local').pathname, headers: request.headers, body };
      requests.push(received);
      if (isHanging) {
        hanging.add(response);
        return;
      }
      if (failure !== undefined) return answer(failure, provider.errorBody(failure));
      provider.handle(received, known, answer);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    learn: (translation) => void known.set(keyOf(translation.text, translation.target), translation),
    failWith: (status) => {
      failure = status;
    },
    hang: () => {
      isHanging = true;
    },
    answerAgain: () => {
      isHanging = false;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** LibreTranslate's documented example: `Bonjour!` from auto to en. */
export const LIBRETRANSLATE_EXAMPLE: KnownTranslation = { text: 'Bonjour!', target: 'en', translated: 'Hello!', detected: 'fr' };

/**
 * A local server that answers as LibreTranslate's `POST /translate` does: `{ q, source, target, format, api_key }` →
 * `{ translatedText, detectedLanguage: { confidence, language } }` (detectedLanguage only with source `auto`), errors as
 * `{ error }`. With an `apiKey` a request without it answers 403 as a LibreTranslate that requires keys does. A text it
 * was not taught comes back unchanged, detected as English.
 */
export function startLocalLibreTranslate({ apiKey }: { apiKey?: string } = {}): Promise<LocalTranslationServer> {
  return startLocalServer(
    {
      errorBody: (status) => ({ error: status === 429 ? 'Too many request limits violations' : status === 403 ? 'Invalid API key' : 'Internal server error' }),
      handle({ path, body }, known, answer) {
        if (path !== '/translate') return answer(404, { error: 'Not Found' });
        if (apiKey !== undefined && body.api_key !== apiKey) return answer(403, { error: 'Invalid API key' });
        const { q, source, target } = body;
        if (typeof q !== 'string' || typeof source !== 'string' || typeof target !== 'string') return answer(400, { error: 'Invalid request: missing q, source or target parameter' });
        const found = known.get(keyOf(q, target));
        const translated = found?.translated ?? q;
        const detected = found?.detected ?? 'en';
        answer(200, source === 'auto' ? { detectedLanguage: { confidence: 90.0, language: detected }, translatedText: translated } : { translatedText: translated });
      },
    },
    [LIBRETRANSLATE_EXAMPLE],
  );
}

/** DeepL's documented example: `Hello, world!` to DE. */
export const DEEPL_EXAMPLE: KnownTranslation = { text: 'Hello, world!', target: 'DE', translated: 'Hallo, Welt!', detected: 'EN' };

/**
 * A local server that answers as DeepL's `POST /v2/translate` does: `Authorization: DeepL-Auth-Key <key>` and
 * `{ text: [..], target_lang }` → `{ translations: [{ detected_source_language, text }] }`; a wrong key answers 403,
 * errors `{ message }` (429 too many requests, 456 quota exceeded). A text it was not taught comes back unchanged,
 * detected as EN.
 */
export function startLocalDeepL({ apiKey }: { apiKey: string }): Promise<LocalTranslationServer> {
  return startLocalServer(
    {
      errorBody: (status) => ({ message: status === 429 ? 'Too many requests' : status === 456 ? 'Quota exceeded' : 'Internal server error' }),
      handle({ path, headers, body }, known, answer) {
        if (path !== '/v2/translate') return answer(404, { message: 'Not found' });
        if (headers.authorization !== `DeepL-Auth-Key ${apiKey}`) return answer(403, { message: 'Authorization failure, check auth_key' });
        const { text, target_lang: target } = body;
        if (!Array.isArray(text) || typeof target !== 'string') return answer(400, { message: "Value for 'target_lang' not supported." });
        answer(200, {
          translations: text.map((item) => {
            const found = known.get(keyOf(String(item), target));
            return { detected_source_language: found?.detected ?? 'EN', text: found?.translated ?? String(item) };
          }),
        });
      },
    },
    [DEEPL_EXAMPLE],
  );
}
