import type { TranslationConfig } from '../../config';
import { createDeepL } from './deepl';
import { createLibreTranslate } from './libretranslate';
import type { TranslationAdapter, TranslationPort } from './port';

/** The little of a logger the translation port needs. */
export interface TranslationLog {
  warn(object: object, message: string): void;
}

/** No provider: nothing is translated, every reader sees the original. */
export const NO_TRANSLATION: TranslationPort = { provider: 'none', translate: async () => null };

/** LibreTranslate when LIBRETRANSLATE_URL is set, DeepL when DEEPL_API_KEY is set, else none. */
export function createTranslation(config: TranslationConfig, log: TranslationLog): TranslationPort {
  const adapter = adapterFor(config);
  return adapter ? failingSoftly(adapter, log) : NO_TRANSLATION;
}

function adapterFor(config: TranslationConfig): TranslationAdapter | undefined {
  const { timeoutMs } = config;
  if (config.libreTranslateUrl) return createLibreTranslate({ url: config.libreTranslateUrl, apiKey: config.libreTranslateApiKey, timeoutMs });
  if (config.deeplApiKey) return createDeepL({ apiKey: config.deeplApiKey, apiUrl: config.deeplApiUrl, timeoutMs });
  return undefined;
}

/** A failed translation is logged (status or cause, never the text) and answers null: the reader sees the original. */
export function failingSoftly(adapter: TranslationAdapter, log: TranslationLog): TranslationPort {
  return {
    provider: adapter.provider,
    async translate(text, target) {
      try {
        return await adapter.translate(text, target);
      } catch (error) {
        log.warn({ provider: adapter.provider, target, err: error instanceof Error ? error.message : String(error) }, 'Translation failed; the original is shown');
        return null;
      }
    },
  };
}
