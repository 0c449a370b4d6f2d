import type { AppLanguage } from '@stay/contract';

/** The translation providers the server can be configured with; `none` translates nothing. */
export type TranslationProviderName = 'none' | 'libretranslate' | 'deepl';

/** A text as the provider translated it. */
export interface Translation {
  text: string;
  /** The language the provider detected the original in (lower-case primary subtag, e.g. `nl`); null when it did not say. */
  sourceLanguage: string | null;
}

/**
 * The translation port. Default: none (every reader sees the original); with LIBRETRANSLATE_URL: LibreTranslate; with
 * DEEPL_API_KEY: DeepL. `translate` detects the original's language itself. An adapter throws TranslationError when the
 * provider fails, refuses or is too slow; `createTranslation` turns that into null, so a reader then sees the original.
 */
export interface TranslationPort {
  readonly provider: TranslationProviderName;
  /** The text in `target`, or null when there is no provider or it failed (the reason is logged). */
  translate(text: string, target: AppLanguage): Promise<Translation | null>;
}

/** What an adapter answers: the translation, or a TranslationError thrown. */
export interface TranslationAdapter {
  readonly provider: Exclude<TranslationProviderName, 'none'>;
  translate(text: string, target: AppLanguage): Promise<Translation>;
}

/** A provider that failed: an HTTP status, a timeout, a connection error or an answer of the wrong shape. */
export class TranslationError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    /** The provider's HTTP status, when it answered one. */
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}

/** The primary subtag, lower case ('EN-GB' → 'en'); null for nothing. */
export function primaryLanguageOf(tag: unknown): string | null {
  if (typeof tag !== 'string' || tag.trim() === '') return null;
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? null;
}
