import { useTranslation } from 'react-i18next';
import { addNamespace, type NamespaceName, type TranslationNamespace } from './namespace';

/**
 * `useTranslation` for a namespace that travels with its feature's lazily loaded code (so its texts do not weigh on
 * /login): adds the namespace's texts before the first lookup. Keys are looked up in the namespace, then in the
 * shared texts (`common.*`, `roles.*` …).
 */
export function useNamespaceTranslation<Name extends NamespaceName>(namespace: TranslationNamespace<Name>) {
  const { i18n } = useTranslation();
  addNamespace(i18n, namespace);
  return useTranslation(namespace.name);
}
