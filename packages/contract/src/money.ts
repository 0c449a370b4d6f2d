/**
 * Money: integer cents inside (database, services, sums), euros as a number with two decimals on the wire (7.95).
 * Prices include VAT.
 */

/** Cents → euros for the wire: 795 → 7.95. */
export function eurosFromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Euros from the wire → cents, rounded to the nearest cent: 7.95 → 795 (never 794.9999). */
export function centsFromEuros(euros: number): number {
  return Math.round(euros * 100);
}

/** The VAT included in a price incl. VAT, in cents (rounded): 795 at 9% → 66. */
export function vatCentsOf(inclCents: number, vatRatePercent: number): number {
  return Math.round((inclCents * vatRatePercent) / (100 + vatRatePercent));
}
