/** The reply of POST /api/auth/create, as the app keeps it (localStorage `stay.session` = `{ auth, settings }`). */
export interface SignedIn {
  email: string;
  accesstoken: string;
  /** The whole sign-in reply. */
  auth: Record<string, unknown>;
}

export const DEMO_PASSWORD = 'Demo1234';

export async function signIn(baseUrl: string, email: string): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/api/auth/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status} ${text.slice(0, 200)}`);
  const auth = JSON.parse(text) as Record<string, unknown>;
  if (typeof auth.accesstoken !== 'string') throw new Error(`sign-in of ${email} answered no accesstoken`);
  return { email, accesstoken: auth.accesstoken, auth };
}
