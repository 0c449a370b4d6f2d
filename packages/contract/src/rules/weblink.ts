import { z } from 'zod';
import { isSupportRole, type Role } from '../roles';
import { getPermission } from './permissions';

export const WEBLINK_URL_MAX_LENGTH = 2048;

const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/**
 * A web link's address: an absolute http or https URL with a domain name, without spaces or control characters, at
 * most 2048 characters. Anything else (javascript:, data:, ftp:, a bare path) is refused: guests open these links.
 */
export function isWeblinkUrl(url: string): boolean {
  return url.length <= WEBLINK_URL_MAX_LENGTH && /^[^\s\p{Cc}]+$/u.test(url) && webUrl.safeParse(url).success;
}

/** The permission that lets staff edit web links and categories (`weblink.edit` in the settings' permissions). */
export const WEBLINK_EDIT_PERMISSION = 'weblink.edit';

/**
 * Whether staff may add, change and remove web links and categories: `weblink.edit` when the settings set it (true
 * or false), otherwise the role's default: support and management yes, guides no. Every staff member reads and shares.
 */
export function canEditWeblinks(role: Role, permissions: unknown): boolean {
  const flag = getPermission(permissions, WEBLINK_EDIT_PERMISSION);
  return typeof flag === 'boolean' ? flag : isSupportRole(role);
}
