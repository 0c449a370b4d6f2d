import type { GeoPosition, RentalState, StationCoordinates } from '../entities/rental';

/** Mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;

/** A station beacon the phone saw counts for this long (while the bike's GPS has no fix). */
export const STATION_BEACON_FRESH_MS = 2 * 60 * 1000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two positions (haversine), in metres. */
export function distanceMeters(from: GeoPosition, to: GeoPosition): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance from the station's point, or null when either is unknown. */
export function distanceToStation(position: GeoPosition | null, station: StationCoordinates | null): number | null {
  return position && station ? distanceMeters(position, station) : null;
}

/** The position is within the station's radius (its edge included); never without a position or station. */
export function isAtStation(position: GeoPosition | null, station: StationCoordinates | null): boolean {
  const distance = distanceToStation(position, station);
  return distance !== null && station !== null && distance <= station.radiusMeters;
}

/** The fields of a rental its state depends on (UTC ISO instants). */
export interface RentalTimes {
  startDateTime: string;
  endDateTime: string;
  endedDateTime: string | null;
}

/** `ended` once ended or past the window's end, `reserved` before its start, `active` inside it (both ends included). */
export function rentalState(rental: RentalTimes, now: Date): RentalState {
  const time = now.getTime();
  if (rental.endedDateTime !== null || time > Date.parse(rental.endDateTime)) return 'ended';
  if (time < Date.parse(rental.startDateTime)) return 'reserved';
  return 'active';
}

/** Now is inside the rental's window (both ends included), whether or not the guest ended it. */
export function isInsideRentalWindow(rental: Pick<RentalTimes, 'startDateTime' | 'endDateTime'>, now: Date): boolean {
  const time = now.getTime();
  return time >= Date.parse(rental.startDateTime) && time <= Date.parse(rental.endDateTime);
}

/** Commands, GPS checks and ending are accepted only while the rental is active. */
export function isRentalActive(rental: RentalTimes, now: Date): boolean {
  return rentalState(rental, now) === 'active';
}

/** A station beacon seen at `seenAt` still counts at `now` (not from the future, at most STATION_BEACON_FRESH_MS old). */
export function isStationBeaconFresh(seenAt: string | null, now: Date): boolean {
  if (seenAt === null) return false;
  const age = now.getTime() - Date.parse(seenAt);
  return age >= 0 && age <= STATION_BEACON_FRESH_MS;
}

export interface EndRentalFacts extends RentalTimes {
  /** The bike's GPS position now; null without a fix. */
  position: GeoPosition | null;
  station: StationCoordinates | null;
  /** When the phone last saw the station's beacon for this rental. */
  stationBeaconSeenAt: string | null;
}

/**
 * Why a rental cannot be ended now, or null when it can: it must be active, and the bike at the station — by GPS,
 * or, only while the bike has no GPS fix, by a fresh sighting of the station's beacon. Without a configured station
 * no bike is ever at the station.
 */
export function endRentalRefusal(facts: EndRentalFacts, now: Date): 'NOT_ACTIVE' | 'NOT_AT_STATION' | null {
  if (!isRentalActive(facts, now)) return 'NOT_ACTIVE';
  if (facts.station === null) return 'NOT_AT_STATION';
  if (facts.position !== null) return isAtStation(facts.position, facts.station) ? null : 'NOT_AT_STATION';
  return isStationBeaconFresh(facts.stationBeaconSeenAt, now) ? null : 'NOT_AT_STATION';
}

/** Whether the rental can be ended now (see `endRentalRefusal`). */
export function canEndRental(facts: EndRentalFacts, now: Date): boolean {
  return endRentalRefusal(facts, now) === null;
}
