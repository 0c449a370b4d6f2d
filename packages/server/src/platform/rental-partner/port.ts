import type { GeoPosition, AppLanguage, RentalTemplateName, StationCoordinates } from '@stay/contract';

/** Which fleet a call is about: the location's bikes around its station (null: no station configured). */
export interface FleetRef {
  locationId: string;
  station: StationCoordinates | null;
}

/** What the partner reports about a bike. */
export interface BikeReport {
  bikeId: string;
  name: string;
  productkey: string;
  lock: 'locked' | 'unlocked';
  /** Percent; null when the bike has no battery. */
  battery: number | null;
  /** Null while the bike has no GPS fix. */
  position: GeoPosition | null;
  /** The id of the bike's own Bluetooth beacon. */
  beaconId: string;
}

export type BeaconKind = 'station' | 'bike' | 'unknown';

export interface PartnerTemplate {
  title: string;
  text: string;
}

/** The partner did not answer or answered with an error: the request cannot be served now. */
export class RentalPartnerUnavailableError extends Error {
  constructor(reason: string) {
    super(`The rental partner is unavailable: ${reason}`);
    this.name = 'RentalPartnerUnavailableError';
  }
}

/**
 * The rental partner: its bikes with a smart lock, GPS and a beacon, and its texts. Every call rejects with a
 * RentalPartnerUnavailableError when the partner cannot be reached or fails.
 */
export interface RentalPartnerPort {
  readonly name: string;
  /**
   * The bike for a rental: the one already assigned to `rentalId`, else a free bike of the product (idempotent).
   * `busyBikeIds`: bikes our running rentals hold, never handed out again (a partner that forgot them included).
   */
  assignBike(fleet: FleetRef, rental: { rentalId: string; productkey: string; busyBikeIds: readonly string[] }): Promise<BikeReport>;
  /** A fresh report of the bike. */
  bike(fleet: FleetRef, bikeId: string): Promise<BikeReport>;
  /** Sends a command to the bike's smart lock; answers the bike's report afterwards. */
  command(fleet: FleetRef, bikeId: string, command: 'lock' | 'unlock'): Promise<BikeReport>;
  /** Hands the bike back after a rental: it is locked and free for the next rental. */
  returnBike(fleet: FleetRef, bikeId: string): Promise<BikeReport>;
  /** What a beacon the phone saw is: the fleet's station, one of its bikes, or unknown. */
  identifyBeacon(fleet: FleetRef, beaconId: string): Promise<{ kind: BeaconKind; bikeId: string | null }>;
  /** The id of the station's beacon (null when the station has none). */
  stationBeaconId(fleet: FleetRef): Promise<string | null>;
  /** One of the partner's texts. */
  template(name: RentalTemplateName, language: AppLanguage): Promise<PartnerTemplate>;
}
