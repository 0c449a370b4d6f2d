export interface ReservationCheckAttemptsTable {
  id: string;
  /** 'account:<id>' or 'ip:<client address>' (rows from before also hold 'reservation:<number>'). */
  key: string;
  attempted_at: string;
}
