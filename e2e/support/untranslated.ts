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

/**
 * Runs in the page (kept as plain script text: the test runner's transform would add helpers the page lacks): every
 * visible text and every aria-label, title and placeholder, outside what people wrote and outside hidden pages.
 */
const VISIBLE_TEXTS = `function (asWritten) {
  var pageLanguage = document.documentElement.lang;
  function inOtherLanguage(element) { var marked = element.closest('[lang]'); return marked && marked.getAttribute('lang') !== pageLanguage; }
  function skip(element) { return !element || inOtherLanguage(element) || asWritten.some(function (selector) { return element.closest(selector); }); }
  var found = [];
  var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    var element = node.parentElement;
    if (skip(element)) continue;
    var style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none' || element.closest('[aria-hidden="true"], .ion-page-hidden, [hidden]')) continue;
    var text = (node.textContent || '').trim();
    if (text) found.push(text);
  }
  document.querySelectorAll('[aria-label], [title], [placeholder]').forEach(function (element) {
    if (skip(element) || element.closest('.ion-page-hidden, [hidden]')) return;
    ['aria-label', 'title', 'placeholder'].forEach(function (attribute) {
      var value = (element.getAttribute(attribute) || '').trim();
      if (value) found.push(value);
    });
  });
  return found;
}`;

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

/** One text of an app namespace in `language`, by its dotted key: `appText('features/shop', 'de', 'product.addToCart')`. */
export async function appText(namespaceFolder: string, language: string, key: string): Promise<string> {
  const texts = await exported(path.join(APP_SOURCES, namespaceFolder, 'locales', `${language}.ts`), language);
  const text = leaves(texts).get(key);
  if (text === undefined) throw new Error(`${namespaceFolder} has no ${key} in ${language}`);
  return text;
}

/**
 * The app's English texts that no text of `language` reads the same as (a word both share, like "Chat", is no sign
 * of English). Texts with placeholders count by their longest fixed part.
 */
export async function englishOnlyTexts(language: 'de' | 'fr'): Promise<Set<string>> {
  const english = new Set<string>();
  const translatedTexts = new Set<string>();
  for (const file of await localeFiles(APP_SOURCES, language)) for (const text of leaves(await exported(file, language)).values()) translatedTexts.add(text);
  for (const file of await localeFiles(APP_SOURCES, 'en')) {
    for (const text of leaves(await exported(file, 'en')).values()) {
      if (translatedTexts.has(text)) continue;
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
  const lines = (await page.evaluate(`(${VISIBLE_TEXTS})(${JSON.stringify(AS_WRITTEN)})`)) as string[];
  return [...new Set(lines)].filter((line) => englishTexts.has(line) || [...englishTexts].some((text) => text.length >= 16 && line.includes(text)) || ENGLISH_WORDS.test(line));
}
