/** Whether an address names this machine (Mollie cannot reach it): localhost, *.localhost, 127.x, ::1, 0.0.0.0. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0';
}
