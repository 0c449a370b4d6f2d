import type { AppLanguage } from '@stay/contract';
import { postJson } from './post-json';
import { primaryLanguageOf, TranslationError, type TranslationAdapter } from './port';

export interface LibreTranslateOptions {
  /** The server's address, e.g. `http://libretranslate:5000`. */
  url: string;
  /** Sent as `api_key` when the server asks for one. */
  apiKey?: string;
  timeoutMs: number;
}

/**
 * LibreTranslate's HTTP API: `POST /translate` with `{ q, source: 'auto', target, format: 'text', api_key? }` answers
 * `{ translatedText, detectedLanguage: { language, confidence } }`.
 */
export function createLibreTranslate({ url, apiKey, timeoutMs }: LibreTranslateOptions): TranslationAdapter {
  const endpoint = `${url.replace(/\/+$/, '')}/translate`;
  return {
    provider: 'libretranslate',
    async translate(text: string, target: AppLanguage) {
      const reply = (await postJson({
        provider: 'libretranslate',
        url: endpoint,
        body: { q: text, source: 'auto', target, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) },
        timeoutMs,
      })) as { translatedText?: unknown; detectedLanguage?: { language?: unknown } } | null;
      if (typeof reply?.translatedText !== 'string') throw new TranslationError('libretranslate', 'answered without translatedText');
      return { text: reply.translatedText, sourceLanguage: primaryLanguageOf(reply.detectedLanguage?.language) };
    },
  };
}
