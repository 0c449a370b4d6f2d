import { STAFF_ROLES, guestProfileApi, staffProfileApi, type AppLanguage } from '@stay/contract';
import type { HttpClient } from '@/lib/http/http-client';

/**
 * Stores the app's language on the signed-in account, which the server writes its mails and push texts in: when
 * the person switches language and when they sign in (the choice made on the sign-in page). Never fails: without
 * the network the account keeps its language until the next switch or sign-in.
 */
export async function storeAccountLanguage(http: HttpClient, role: string, language: AppLanguage): Promise<void> {
  const body = { language };
  try {
    if (role === 'GUEST') await http.call(guestProfileApi.update, { body, silentErrors: true });
    else if ((STAFF_ROLES as readonly string[]).includes(role)) await http.call(staffProfileApi.update, { body, silentErrors: true });
  } catch {
    // Kept on this device; the account hears of it next time.
  }
}
