/** An email address's shape: no spaces, one @, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest email address stored. */
export const EMAIL_MAX_LENGTH = 320;

/**
 * Whether `value` is an email address by the rule `emailSchema` applies (trimmed and lower-cased first), without
 * zod: the sign-in pages check an address before the schemas of the whole account API are built.
 */
export function isEmailAddress(value: string): boolean {
  const address = value.trim().toLowerCase();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}
