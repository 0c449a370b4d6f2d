import type { i18n as I18n, ResourceNamespaceMap } from 'i18next';
import type { Language } from './languages';
import type { LocaleTexts } from './locale-texts';

/** A namespace declared in i18next's `ResourceNamespaceMap` (each namespace's module declares its own). */
export type NamespaceName = keyof ResourceNamespaceMap;

/** A namespace's texts in every language: English is the source of truth, the others have its shape. */
export interface TranslationNamespace<Name extends NamespaceName = NamespaceName> {
  name: Name;
  resources: { en: ResourceNamespaceMap[Name] } & Record<Exclude<Language, 'en'>, LocaleTexts<ResourceNamespaceMap[Name]>>;
}

export function defineNamespace<Name extends NamespaceName>(
  name: Name,
  resources: TranslationNamespace<Name>['resources'],
): TranslationNamespace<Name> {
  return { name, resources };
}

/** Adds a namespace's texts to an i18next instance, once. */
export function addNamespace(i18n: I18n, namespace: TranslationNamespace): void {
  if (i18n.hasResourceBundle('en', namespace.name)) return;
  for (const [language, texts] of Object.entries(namespace.resources)) {
    i18n.addResourceBundle(language, namespace.name, texts, true, false);
  }
}
