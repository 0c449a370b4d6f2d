import 'i18next';

/**
 * Typed keys: every namespace declares its English texts in `ResourceNamespaceMap` (in the file that defines it),
 * so `t()` only takes keys that exist. Keys are looked up in the hook's namespace, then in 'shared'.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shared';
    fallbackNS: 'shared';
  }
}
