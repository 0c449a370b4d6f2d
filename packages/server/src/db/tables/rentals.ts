/**
 * A bike rental: one per bike of a placed order's bike delivery (`delivery_nmbr`, `unit_index` 0…quantity-1).
 * Instants are UTC ISO strings. `bike_id`/`bike_name` are set when the rental partner assigns a bike;
 * `lock_state`, `battery`, `lat`/`lng` and `at_station` are the partner's last report (`reported_at`).
 */
export interface RentalsTable {
  id: string;
  reservation_id: string;
  location_id: string;
  delivery_nmbr: number;
  unit_index: number;
  productkey: string;
  productname: string;
  bike_id: string | null;
  bike_name: string | null;
  start_at: string;
  end_at: string;
  ended_at: string | null;
  /** locked | unlocked | unknown */
  lock_state: string;
  battery: number | null;
  lat: number | null;
  lng: number | null;
  /** 0 | 1 */
  at_station: number;
  reported_at: string | null;
  /** When the guest's phone last saw the station's beacon for this rental. */
  station_beacon_seen_at: string | null;
  created_at: string;
}

/** A guest's damage report on a rental; the photo is a file under `${dataDir}/rental-damage/<rental id>/`. */
export interface RentalDamageReportsTable {
  id: string;
  rental_id: string;
  reporter_person_id: string;
  text: string;
  photo_filename: string | null;
  photo_mimetype: string | null;
  photo_size: number | null;
  created_at: string;
}
