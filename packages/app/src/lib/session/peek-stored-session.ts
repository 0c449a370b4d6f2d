import { SESSION_STORAGE_KEY } from './session-storage-key';

/** What a first view needs of the stored sign-in, read without the session store (and its schemas). */
export interface PeekedSession {
  role: string;
  accessToken: string;
  /** The guest's or staff member's first name, when stored. */
  firstName: string | undefined;
  /** A staff member's location (their chats' storage scope), when they have one. */
  location: string | undefined;
}

/** The stored sign-in at a glance, or null when there is none or it does not look like one. */
export function peekStoredSession(storage: Pick<Storage, 'getItem'>): PeekedSession | null {
  try {
    const stored = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { auth?: Record<string, unknown> } | null;
    const auth = stored?.auth;
    if (!auth || typeof auth.role !== 'string' || typeof auth.accesstoken !== 'string') return null;
    const person = (auth.guest ?? auth.employee) as { firstname?: unknown; location?: unknown } | undefined;
    return {
      role: auth.role,
      accessToken: auth.accesstoken,
      firstName: typeof person?.firstname === 'string' ? person.firstname : undefined,
      location: auth.employee && typeof person?.location === 'string' && person.location !== '' ? person.location : undefined,
    };
  } catch {
    return null;
  }
}
