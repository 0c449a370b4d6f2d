/** What the pay request tells about where the app was opened. */
export interface PayRequestOrigin {
  /** The request's Origin header: the address of the page that started the payment. */
  origin: string | undefined;
  /** The address this request reached (protocol and host, as the trusted proxies report them). */
  reached: string;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the payer comes back to after the PSP: the address the payment was started from, when it is an allowed one
 * (PUBLIC_URL's, or the address the request reached, so a page this server served), else PUBLIC_URL. The app may be
 * opened under another address than PUBLIC_URL (a local network address, a second host name); sending the payer to
 * PUBLIC_URL would leave them signed out on a page that may not even open on their phone.
 */
export function returnOrigin(publicUrl: string, request: PayRequestOrigin): string {
  const publicOrigin = originOf(publicUrl) ?? publicUrl;
  const started = originOf(request.origin);
  if (started && (started === publicOrigin || started === originOf(request.reached))) return started;
  return publicOrigin;
}
