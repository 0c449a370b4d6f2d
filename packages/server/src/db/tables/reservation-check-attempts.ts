export interface ReservationCheckAttemptsTable {
  id: string;
  /** 'account:<id>', 'ip:<client address>' or 'reservation:<reservation id>' (older rows: 'reservation:<number>'). */
  key: string;
  attempted_at: string;
}
