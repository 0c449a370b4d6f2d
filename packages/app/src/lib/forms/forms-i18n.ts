import { useCallback } from 'react';
import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';
import type { FieldProblem } from './validators';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    forms: typeof en;
  }
}

export const formsNamespace = defineNamespace('forms', { en, nl, de, fr });

/** The validators' texts in the person's language: `problemText('checkPassword')`, and the password rules hint. */
export function useFormProblemText() {
  const { t } = useNamespaceTranslation(formsNamespace);
  const problemText = useCallback((problem: FieldProblem | undefined) => (problem ? t(`problems.${problem}`) : undefined), [t]);
  return { problemText, passwordRules: t('hints.passwordRules') };
}
