import type { AppLanguage } from '@stay/contract';
import { postJson } from './post-json';
import { primaryLanguageOf, TranslationError, type TranslationAdapter } from './port';

export interface DeepLOptions {
  apiKey: string;
  /** The API root: `https://api-free.deepl.com` for a free key (`…:fx`), `https://api.deepl.com` otherwise. */
  apiUrl: string;
  timeoutMs: number;
}

/** DeepL's target codes for the app's languages (plain `EN` is deprecated as a target). */
const DEEPL_TARGETS: Record<AppLanguage, string> = { en: 'EN-GB', nl: 'NL', de: 'DE', fr: 'FR' };

/**
 * DeepL's HTTP API: `POST /v2/translate` with `Authorization: DeepL-Auth-Key <key>` and `{ text: [..], target_lang }`
 * answers `{ translations: [{ detected_source_language, text }] }`.
 */
export function createDeepL({ apiKey, apiUrl, timeoutMs }: DeepLOptions): TranslationAdapter {
  const endpoint = `${apiUrl.replace(/\/+$/, '')}/v2/translate`;
  return {
    provider: 'deepl',
    async translate(text: string, target: AppLanguage) {
      const reply = (await postJson({
        provider: 'deepl',
        url: endpoint,
        headers: { authorization: `DeepL-Auth-Key ${apiKey}` },
        body: { text: [text], target_lang: DEEPL_TARGETS[target] },
        timeoutMs,
      })) as { translations?: { detected_source_language?: unknown; text?: unknown }[] } | null;
      const [first] = Array.isArray(reply?.translations) ? reply.translations : [];
      if (typeof first?.text !== 'string') throw new TranslationError('deepl', 'answered without translations[0].text');
      return { text: first.text, sourceLanguage: primaryLanguageOf(first.detected_source_language) };
    },
  };
}
