export interface RateLimitsTable {
  /** '<rule>:ip:<address>' or '<rule>:account:<email or id>'. */
  key: string;
  /** Requests counted in the window that ends at resets_at. */
  hits: number;
  resets_at: string;
}
