/** A text with its `{{name}}` placeholders filled, as i18next fills them, for screens drawn without i18next. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
