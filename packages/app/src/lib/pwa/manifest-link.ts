import type { AppLanguage } from '@stay/contract';
import { manifestFileOf } from './manifest-texts';

/**
 * Points the page's `<link rel="manifest">` at the manifest of `language`, so installing the app gives it the name
 * and description in the person's language. The built index.html carries the English one; without a link (the dev
 * server) nothing changes.
 */
export function linkManifest(language: AppLanguage, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.setAttribute('href', `/${manifestFileOf(language)}`);
}
