import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';

const APP_SOURCES = fileURLToPath(new URL('../../packages/app/src', import.meta.url));

/** Words no German or French sentence holds, but nearly every English one does. */
const ENGLISH_WORDS = /\b(the|your|you|please|with|and|this|is|are|not|for)\b/i;

/** What people wrote (chat messages, names, addresses) is shown as written, in any language. */
const AS_WRITTEN = ['.message__text', '.chat-bubble__text', '[data-as-written]', 'input', 'textarea'];

type Texts = { [key: string]: string | Texts };

async function localeFiles(directory: string, language: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === `${language}.ts` && path.basename(entry.parentPath) === 'locales')
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function leaves(texts: Texts, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [leafKey, leaf] of leaves(value, `${prefix}${key}.`)) found.set(leafKey, leaf);
  }
  return found;
}

async function exported(file: string, name: string): Promise<Texts> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, Texts>;
  const texts = module[name];
  if (!texts) throw new Error(`${file} exports no ${name}`);
  return texts;
}

/**
 * The app's English texts that read differently in `language` (a text the same in both, like a name, is no sign of
 * English). Texts with placeholders count by their longest fixed part.
 */
export async function englishOnlyTexts(language: 'de' | 'fr'): Promise<Set<string>> {
  const english = new Set<string>();
  for (const file of await localeFiles(APP_SOURCES, 'en')) {
    const translatedFile = file.replace(/en\.ts$/, `${language}.ts`);
    const source = leaves(await exported(file, 'en'));
    const translated = leaves(await exported(translatedFile, language));
    for (const [key, text] of source) {
      if (translated.get(key) === text) continue;
      const fixed = text.split(/\{\{[^}]+\}\}|<[^>]+>/).map((part) => part.trim()).sort((a, b) => b.length - a.length)[0] ?? '';
      if (fixed.length >= 4 && /[a-z]/i.test(fixed)) english.add(fixed);
    }
  }
  return english;
}

/**
 * The English a person sees on the page: every visible line and every accessible name, tooltip and placeholder that
 * holds one of the app's English texts or reads as English. What people wrote is left out.
 */
export async function englishOnScreen(page: Page, englishTexts: Set<string>): Promise<string[]> {
  const lines = await page.evaluate((asWritten) => {
    const skip = (element: Element | null) => !element || asWritten.some((selector) => element.closest(selector));
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (skip(element) || !element) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || element.closest('[aria-hidden="true"], .ion-page-hidden, [hidden]')) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (skip(element) || element.closest('.ion-page-hidden, [hidden]')) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  }, AS_WRITTEN);
  return [...new Set(lines)].filter((line) => englishTexts.has(line) || [...englishTexts].some((text) => text.length >= 16 && line.includes(text)) || ENGLISH_WORDS.test(line));
}
