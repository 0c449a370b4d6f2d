/**
 * A link address as typed: trimmed, `https://` added to a bare host ("example.com/menu"); null when it is no web or
 * mail address (a `javascript:` link never gets in, whatever the server's sanitiser would do with it).
 */
export function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === 'mailto:') return url.pathname.includes('@') ? withScheme : null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.includes('.') || url.hostname === 'localhost' ? withScheme : null;
  } catch {
    return null;
  }
}
