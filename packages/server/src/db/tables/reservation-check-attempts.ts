export interface ReservationCheckAttemptsTable {
  id: string;
  /** 'account:<id>' or 'reservation:<number>'. */
  key: string;
  attempted_at: string;
}
