import { describe, expect, it } from 'vitest';
import { distanceMeters, isAtStation } from '@stay/contract';
import { RentalPartnerUnavailableError } from '../../../src/platform/rental-partner/port';
import { createRentalPartnerSimulator } from '../../../src/platform/rental-partner/simulator';

const fleet = { locationId: 'park', station: { lat: 52.2431, lng: 4.4335, radiusMeters: 25 } };

describe('rental partner simulator', () => {
  it('assigns each rental its own bike, at the station, idempotently', async () => {
    const simulator = createRentalPartnerSimulator();
    const first = await simulator.assignBike(fleet, { rentalId: 'r1', productkey: 'EBIKE', busyBikeIds: [] });
    const again = await simulator.assignBike(fleet, { rentalId: 'r1', productkey: 'EBIKE', busyBikeIds: [] });
    const second = await simulator.assignBike(fleet, { rentalId: 'r2', productkey: 'EBIKE', busyBikeIds: [] });
    expect(again.bikeId).toBe(first.bikeId);
    expect(second.bikeId).not.toBe(first.bikeId);
    for (const bike of [first, second]) {
      expect(bike.lock).toBe('locked');
      expect(isAtStation(bike.position, fleet.station)).toBe(true);
    }
    // Twenty bikes of a kind still park within the radius.
    for (let n = 3; n <= 20; n += 1) {
      const bike = await simulator.assignBike(fleet, { rentalId: `r${n}`, productkey: 'EBIKE', busyBikeIds: [] });
      expect(isAtStation(bike.position, fleet.station)).toBe(true);
    }
  });

  it('hands a returned bike out again, but never a bike our rentals still hold', async () => {
    const simulator = createRentalPartnerSimulator();
    const first = await simulator.assignBike(fleet, { rentalId: 'r1', productkey: 'MTB', busyBikeIds: [] });
    await simulator.returnBike(fleet, first.bikeId);
    expect((await simulator.assignBike(fleet, { rentalId: 'r2', productkey: 'MTB', busyBikeIds: [] })).bikeId).toBe(first.bikeId);
    // After a restart the simulator knows no bikes; the ones our rentals hold are skipped.
    const restarted = createRentalPartnerSimulator();
    const fresh = await restarted.assignBike(fleet, { rentalId: 'r3', productkey: 'MTB', busyBikeIds: [first.bikeId] });
    expect(fresh.bikeId).not.toBe(first.bikeId);
    expect((await restarted.bike(fleet, first.bikeId)).bikeId).toBe(first.bikeId);
  });

  it('locks, unlocks, moves and identifies beacons', async () => {
    const simulator = createRentalPartnerSimulator();
    const bike = await simulator.assignBike(fleet, { rentalId: 'r1', productkey: 'EBIKE', busyBikeIds: [] });
    expect((await simulator.command(fleet, bike.bikeId, 'unlock')).lock).toBe('unlocked');
    simulator.rideAway(fleet, bike.bikeId, 500);
    const away = await simulator.bike(fleet, bike.bikeId);
    expect(distanceMeters(away.position ?? fleet.station, fleet.station)).toBeGreaterThan(495);
    simulator.rideBack(fleet, bike.bikeId);
    expect(isAtStation((await simulator.bike(fleet, bike.bikeId)).position, fleet.station)).toBe(true);
    expect((await simulator.returnBike(fleet, bike.bikeId)).lock).toBe('locked');
    expect(await simulator.identifyBeacon(fleet, (await simulator.stationBeaconId(fleet)) as string)).toEqual({ kind: 'station', bikeId: null });
    expect(await simulator.identifyBeacon(fleet, bike.beaconId)).toEqual({ kind: 'bike', bikeId: bike.bikeId });
    expect((await simulator.identifyBeacon(fleet, 'nope')).kind).toBe('unknown');
    expect(await simulator.stationBeaconId({ ...fleet, station: null })).toBeNull();
  });

  it('fails every call while offline', async () => {
    const simulator = createRentalPartnerSimulator();
    simulator.setOffline(true);
    await expect(simulator.assignBike(fleet, { rentalId: 'r1', productkey: 'EBIKE', busyBikeIds: [] })).rejects.toBeInstanceOf(RentalPartnerUnavailableError);
    await expect(simulator.template('terms', 'en')).rejects.toBeInstanceOf(RentalPartnerUnavailableError);
    simulator.setOffline(false);
    expect((await simulator.template('terms', 'nl')).title).toBe('Huurvoorwaarden');
  });
});
