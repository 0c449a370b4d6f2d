/** A text with its `{{name}}` placeholders filled, as i18next fills them, for screens drawn without i18next. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The form of `texts[key]` for `count` (i18next's `key_one`, `key_other`, … by the language's plural rules), filled
 * with the count and `values`.
 */
export function fillCountText(texts: Readonly<Record<string, unknown>>, key: string, count: number, language: string, values: Record<string, string | number> = {}): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const form = texts[`${key}_${rules.select(count)}`] ?? texts[`${key}_other`];
  return fillText(typeof form === 'string' ? form : '', { ...values, count });
}
