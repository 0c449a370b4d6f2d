/** The reply of POST /api/auth/create, as the app keeps it (localStorage `stay.session` = `{ auth, settings }`). */
export interface SignedIn {
  email: string;
  accesstoken: string;
  /** The whole sign-in reply. */
  auth: Record<string, unknown>;
}

export const DEMO_PASSWORD = 'Demo1234';

/** Attempts at a sign-in the server refuses with 503 SERVER_BUSY (it sheds load for a moment after an overload). */
export const BUSY_ATTEMPTS = 10;

export async function signIn(baseUrl: string, email: string): Promise<SignedIn> {
  let response: Response;
  for (let attempt = 1; ; attempt += 1) {
    response = await fetch(`${baseUrl}/api/auth/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (response.status !== 503 || attempt === BUSY_ATTEMPTS) break;
    await response.arrayBuffer();
    const retryAfterSeconds = Number(response.headers.get('retry-after')) || 1;
    await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000));
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status} ${text.slice(0, 200)}`);
  const auth = JSON.parse(text) as Record<string, unknown>;
  if (typeof auth.accesstoken !== 'string') throw new Error(`sign-in of ${email} answered no accesstoken`);
  return { email, accesstoken: auth.accesstoken, auth };
}
