/** An API key of a location's property-management system: only its SHA-256 is kept. Instants are UTC ISO-8601 text. */
export interface PmsApiKeysTable {
  id: string;
  location_id: string;
  name: string;
  key_hash: string;
  /** The key's first characters, so management can tell keys apart. */
  key_hint: string;
  created_by: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Which reservation a PMS's own reservation id became, with the booking's guests as the PMS last sent them. */
export interface PmsReservationsTable {
  location_id: string;
  external_id: string;
  reservation_id: string;
  /** The key that wrote it last. */
  api_key_id: string;
  /** `provisional`, `confirmed` or `cancelled`. */
  status: string;
  main_guest_email: string | null;
  main_guest_phone: string | null;
  main_guest_language: string;
  /** The extra guests as JSON (name, email, phone, language). */
  guests: string;
  created_at: string;
  updated_at: string;
}
