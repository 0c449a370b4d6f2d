import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StationCoordinates } from '../entities/rental';
import {
  STATION_BEACON_FRESH_MS,
  canEndRental,
  distanceMeters,
  distanceToStation,
  endRentalRefusal,
  isAtStation,
  isInsideRentalWindow,
  isRentalActive,
  isStationBeaconFresh,
  rentalState,
} from './rental';

const STATION: StationCoordinates = { lat: 52.2431, lng: 4.4335, radiusMeters: 25 };
const METERS_PER_DEGREE_LAT = 111_320;
/** A point `meters` due north of the station. */
const north = (meters: number) => ({ lat: STATION.lat + meters / METERS_PER_DEGREE_LAT, lng: STATION.lng });

const START = Date.parse('2030-06-01T07:00:00.000Z');
const END = Date.parse('2030-06-01T18:00:00.000Z');
const window = { startDateTime: new Date(START).toISOString(), endDateTime: new Date(END).toISOString(), endedDateTime: null };

describe('distance', () => {
  it('measures known distances within a metre', () => {
    // One degree of latitude is about 111.2 km on the mean sphere.
    expect(distanceMeters({ lat: 52, lng: 4 }, { lat: 53, lng: 4 })).toBeCloseTo(111_195, -1);
    expect(distanceMeters(STATION, north(100))).toBeGreaterThan(99);
    expect(distanceMeters(STATION, north(100))).toBeLessThan(101);
  });

  it('is symmetric, never negative and zero to itself', () => {
    const position = fc.record({ lat: fc.double({ min: -89, max: 89, noNaN: true }), lng: fc.double({ min: -179, max: 179, noNaN: true }) });
    fc.assert(
      fc.property(position, position, (a, b) => {
        expect(distanceMeters(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
        expect(distanceMeters(a, a)).toBe(0);
      }),
    );
  });

  it('is unknown without a position or a station', () => {
    expect(distanceToStation(null, STATION)).toBeNull();
    expect(distanceToStation(north(3), null)).toBeNull();
  });
});

describe('at the station', () => {
  it('holds within the radius and not beyond it, at every distance', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (meters) => {
        const distance = distanceMeters(STATION, north(meters));
        expect(isAtStation(north(meters), STATION)).toBe(distance <= STATION.radiusMeters);
      }),
    );
    expect(isAtStation(north(24.5), STATION)).toBe(true);
    expect(isAtStation(north(25.5), STATION)).toBe(false);
  });

  it('never holds without a position or without a station', () => {
    expect(isAtStation(null, STATION)).toBe(false);
    expect(isAtStation(STATION, null)).toBe(false);
  });
});

describe('rental state', () => {
  it('is reserved before the window, active inside it (ends included), ended after it', () => {
    expect(rentalState(window, new Date(START - 1))).toBe('reserved');
    expect(rentalState(window, new Date(START))).toBe('active');
    expect(rentalState(window, new Date(END))).toBe('active');
    expect(rentalState(window, new Date(END + 1))).toBe('ended');
  });

  it('is ended once the guest ended it, whenever now is', () => {
    fc.assert(
      fc.property(fc.integer({ min: START - 86_400_000, max: END + 86_400_000 }), (time) => {
        expect(rentalState({ ...window, endedDateTime: new Date(START).toISOString() }, new Date(time))).toBe('ended');
      }),
    );
  });

  it('is active exactly inside the window at every instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: START - 86_400_000, max: END + 86_400_000 }), (time) => {
        const now = new Date(time);
        expect(isRentalActive(window, now)).toBe(time >= START && time <= END);
        expect(isInsideRentalWindow(window, now)).toBe(time >= START && time <= END);
      }),
    );
  });
});

describe('station beacon', () => {
  it('counts for STATION_BEACON_FRESH_MS, never from the future', () => {
    const seen = new Date(START).toISOString();
    expect(isStationBeaconFresh(seen, new Date(START))).toBe(true);
    expect(isStationBeaconFresh(seen, new Date(START + STATION_BEACON_FRESH_MS))).toBe(true);
    expect(isStationBeaconFresh(seen, new Date(START + STATION_BEACON_FRESH_MS + 1))).toBe(false);
    expect(isStationBeaconFresh(seen, new Date(START - 1))).toBe(false);
    expect(isStationBeaconFresh(null, new Date(START))).toBe(false);
  });
});

describe('ending a rental', () => {
  const inWindow = new Date(START + 3_600_000);
  const facts = { ...window, station: STATION, stationBeaconSeenAt: null };

  it('is allowed at the station while active', () => {
    expect(endRentalRefusal({ ...facts, position: north(5) }, inWindow)).toBeNull();
    expect(canEndRental({ ...facts, position: north(5) }, inWindow)).toBe(true);
  });

  it('is refused away from the station, even with a fresh station beacon', () => {
    const seen = inWindow.toISOString();
    expect(endRentalRefusal({ ...facts, position: north(200) }, inWindow)).toBe('NOT_AT_STATION');
    expect(endRentalRefusal({ ...facts, position: north(200), stationBeaconSeenAt: seen }, inWindow)).toBe('NOT_AT_STATION');
  });

  it('without a GPS fix needs a fresh station beacon', () => {
    expect(endRentalRefusal({ ...facts, position: null }, inWindow)).toBe('NOT_AT_STATION');
    expect(endRentalRefusal({ ...facts, position: null, stationBeaconSeenAt: inWindow.toISOString() }, inWindow)).toBeNull();
    const stale = new Date(inWindow.getTime() - STATION_BEACON_FRESH_MS - 1).toISOString();
    expect(endRentalRefusal({ ...facts, position: null, stationBeaconSeenAt: stale }, inWindow)).toBe('NOT_AT_STATION');
  });

  it('is refused without a station, and outside the window or once ended', () => {
    expect(endRentalRefusal({ ...facts, station: null, position: north(0) }, inWindow)).toBe('NOT_AT_STATION');
    expect(endRentalRefusal({ ...facts, position: north(0) }, new Date(START - 1))).toBe('NOT_ACTIVE');
    expect(endRentalRefusal({ ...facts, position: north(0) }, new Date(END + 1))).toBe('NOT_ACTIVE');
    expect(endRentalRefusal({ ...facts, position: north(0), endedDateTime: inWindow.toISOString() }, inWindow)).toBe('NOT_ACTIVE');
  });

  it('at every distance and instant: allowed exactly when active and within the radius', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 300, noNaN: true }), fc.integer({ min: START - 3_600_000, max: END + 3_600_000 }), (meters, time) => {
        const position = north(meters);
        const expected = time >= START && time <= END && distanceMeters(position, STATION) <= STATION.radiusMeters;
        expect(canEndRental({ ...facts, position }, new Date(time))).toBe(expected);
      }),
    );
  });
});
