/**
 * Activation codes: a reservation's secret proof besides its number, for the booking mail or the park's booking
 * system to hand to the guest. Ten characters from an alphabet without look-alikes (no 0/O, 1/I/L): 31^10 ≈ 2^49
 * codes. Shown in two groups of five ("DUNE7-WAVES"); spaces, dashes and case do not matter when typed.
 */
export const ACTIVATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ACTIVATION_CODE_LENGTH = 10;

const ACTIVATION_CODE_PATTERN = new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{${ACTIVATION_CODE_LENGTH}}$`);

/** The form in which activation codes are compared and hashed: upper case, without spaces or dashes. */
export function normaliseActivationCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/** Activation code: ten characters of the code alphabet once normalised, else codeCheck. */
export function checkActivationCode(value: string): 'codeCheck' | null {
  return ACTIVATION_CODE_PATTERN.test(normaliseActivationCode(value)) ? null : 'codeCheck';
}

/** The code as printed: two groups of five. */
export function formatActivationCode(code: string): string {
  const normalised = normaliseActivationCode(code);
  return `${normalised.slice(0, 5)}-${normalised.slice(5)}`;
}
