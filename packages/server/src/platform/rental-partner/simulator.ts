import type { GeoPosition, StationCoordinates } from '@stay/contract';
import {
  RentalPartnerUnavailableError,
  type BeaconKind,
  type BikeReport,
  type FleetRef,
  type RentalPartnerPort,
} from './port';
import { SIMULATOR_TEXTS } from './simulator-texts';

/** Where a fleet stands when its location has no station configured. */
export const SIMULATOR_DEFAULT_POINT: GeoPosition = { lat: 52.0907, lng: 5.1214 };
/** Bikes are parked this far apart along the station (metres), all within a small radius. */
const PARKING_SPACING_METERS = 1.5;
const METERS_PER_DEGREE_LAT = 111_320;

interface SimulatedBike extends BikeReport {
  rentalId: string | null;
}

interface Fleet {
  bikes: Map<string, SimulatedBike>;
}

/** The built-in default partner: a fleet per location that keeps its state in memory, plus switches for tests and demos. */
export interface RentalPartnerSimulator extends RentalPartnerPort {
  readonly name: 'simulator';
  /** An offline partner fails every call at once. */
  setOffline(isOffline: boolean): void;
  /** Moves a bike (a ride); null: the bike loses its GPS fix. */
  moveBike(locationId: string, bikeId: string, position: GeoPosition | null): void;
  /** Moves a bike this many metres north of its station (or the default point). */
  rideAway(fleet: FleetRef, bikeId: string, meters: number): void;
  /** Puts a bike back at its parking spot at the station. */
  rideBack(fleet: FleetRef, bikeId: string): void;
  /** A bike's current state, without going through the failure switches (tests and demos). */
  peek(locationId: string, bikeId: string): BikeReport | undefined;
  /** Forgets all fleets and faults. */
  reset(): void;
}

/** The point `meters` north and `eastMeters` east of `from`. */
export function offsetPosition(from: GeoPosition, northMeters: number, eastMeters: number): GeoPosition {
  const lat = from.lat + northMeters / METERS_PER_DEGREE_LAT;
  const lng = from.lng + eastMeters / (METERS_PER_DEGREE_LAT * Math.cos((from.lat * Math.PI) / 180));
  return { lat, lng };
}

const centreOf = (station: StationCoordinates | null): GeoPosition =>
  station ? { lat: station.lat, lng: station.lng } : SIMULATOR_DEFAULT_POINT;

/** Bike numbers: `<productkey>-<n>`, so a bike can be rebuilt from its id after a restart. */
const bikeIdOf = (productkey: string, number: number) => `${productkey}-${String(number).padStart(2, '0')}`;
const numberOf = (bikeId: string) => Number(/-(\d+)$/.exec(bikeId)?.[1] ?? 0);
const productOf = (bikeId: string) => bikeId.replace(/-\d+$/, '');
const stationBeaconOf = (locationId: string) => `station-${locationId}`;

function parkingSpot(station: StationCoordinates | null, number: number): GeoPosition {
  // Along a line east of the station's point, wrapping every 5 bikes, so all stay well within any radius of 10 m+.
  const column = (number - 1) % 5;
  const row = Math.floor((number - 1) / 5) % 4;
  return offsetPosition(centreOf(station), row * PARKING_SPACING_METERS, column * PARKING_SPACING_METERS);
}

const reportOf = ({ bikeId, name, productkey, lock, battery, position, beaconId }: SimulatedBike): BikeReport => ({
  bikeId,
  name,
  productkey,
  lock,
  battery,
  position: position ? { ...position } : null,
  beaconId,
});

export function createRentalPartnerSimulator(): RentalPartnerSimulator {
  const fleets = new Map<string, Fleet>();
  let isOffline = false;

  const fleetOf = (locationId: string): Fleet => {
    let fleet = fleets.get(locationId);
    if (!fleet) {
      fleet = { bikes: new Map() };
      fleets.set(locationId, fleet);
    }
    return fleet;
  };

  const makeBike = (ref: FleetRef, bikeId: string): SimulatedBike => {
    const number = numberOf(bikeId);
    const productkey = productOf(bikeId);
    const bike: SimulatedBike = {
      bikeId,
      name: `${productkey.toUpperCase()} ${String(number).padStart(2, '0')}`,
      productkey,
      lock: 'locked',
      // A fleet of charged bikes, a little apart from each other.
      battery: 100 - ((number * 7) % 30),
      position: parkingSpot(ref.station, number),
      beaconId: `beacon-${bikeId}`,
      rentalId: null,
    };
    fleetOf(ref.locationId).bikes.set(bikeId, bike);
    return bike;
  };

  /** A known bike, or one rebuilt at its parking spot (the simulator forgets its fleets on restart). */
  const bikeOf = (ref: FleetRef, bikeId: string): SimulatedBike => fleetOf(ref.locationId).bikes.get(bikeId) ?? makeBike(ref, bikeId);

  const available = async <T>(work: () => T): Promise<T> => {
    await Promise.resolve();
    if (isOffline) throw new RentalPartnerUnavailableError('the simulator is offline');
    return work();
  };

  return {
    name: 'simulator',

    assignBike: (ref, { rentalId, productkey, busyBikeIds }) =>
      available(() => {
        const bikes = [...fleetOf(ref.locationId).bikes.values()];
        const assigned = bikes.find((bike) => bike.rentalId === rentalId);
        if (assigned) return reportOf(assigned);
        const busy = new Set(busyBikeIds);
        const free = bikes
          .filter((bike) => bike.productkey === productkey && bike.rentalId === null && !busy.has(bike.bikeId))
          .sort((a, b) => numberOf(a.bikeId) - numberOf(b.bikeId))[0];
        const used = [...bikes.map((bike) => bike.bikeId), ...busy].filter((bikeId) => productOf(bikeId) === productkey).map(numberOf);
        const bike = free ?? makeBike(ref, bikeIdOf(productkey, Math.max(0, ...used) + 1));
        bike.rentalId = rentalId;
        return reportOf(bike);
      }),

    bike: (ref, bikeId) => available(() => reportOf(bikeOf(ref, bikeId))),

    command: (ref, bikeId, command) =>
      available(() => {
        const bike = bikeOf(ref, bikeId);
        bike.lock = command === 'unlock' ? 'unlocked' : 'locked';
        return reportOf(bike);
      }),

    returnBike: (ref, bikeId) =>
      available(() => {
        const bike = bikeOf(ref, bikeId);
        bike.lock = 'locked';
        bike.rentalId = null;
        return reportOf(bike);
      }),

    identifyBeacon: (ref, beaconId) =>
      available(() => {
        if (beaconId === stationBeaconOf(ref.locationId)) return { kind: 'station' as BeaconKind, bikeId: null };
        const bike = [...fleetOf(ref.locationId).bikes.values()].find((candidate) => candidate.beaconId === beaconId);
        return bike ? { kind: 'bike' as BeaconKind, bikeId: bike.bikeId } : { kind: 'unknown' as BeaconKind, bikeId: null };
      }),

    stationBeaconId: (ref) => available(() => (ref.station ? stationBeaconOf(ref.locationId) : null)),

    template: (name, language) => available(() => ({ ...SIMULATOR_TEXTS[name][language] })),

    setOffline(offline) {
      isOffline = offline;
    },
    moveBike(locationId, bikeId, position) {
      const bike = fleetOf(locationId).bikes.get(bikeId);
      if (bike) bike.position = position ? { ...position } : null;
    },
    rideAway(ref, bikeId, meters) {
      bikeOf(ref, bikeId).position = offsetPosition(centreOf(ref.station), meters, 0);
    },
    rideBack(ref, bikeId) {
      bikeOf(ref, bikeId).position = parkingSpot(ref.station, numberOf(bikeId));
    },
    peek(locationId, bikeId) {
      const bike = fleets.get(locationId)?.bikes.get(bikeId);
      return bike ? reportOf(bike) : undefined;
    },
    reset() {
      fleets.clear();
      isOffline = false;
    },
  };
}
