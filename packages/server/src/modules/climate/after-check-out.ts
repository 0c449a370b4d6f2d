import { leftKeyOf } from '@stay/contract';
import type { Db } from '../../db/database';
import type { Devices } from '../../platform/devices/port';
import { secureSuiteAfterDeparture } from '../suite';
import { claimClimateAction, markClimateActionDone } from './actions-repository';
import { findClimateRules } from './rules-repository';

export interface CheckedOutSuite {
  suiteId: string;
  locationId: string | null;
  reservationId: string;
}

/**
 * The suite right after a check-out: the doors locked and, under the location's climate rules, the thermostats to
 * their eco setpoint, logged as the rules' action (the departure then finds it done). A location without rules keeps
 * the check-out's own eco setpoint (`fallbackEcoSetpoint`).
 */
export async function secureSuiteAfterCheckOut(db: Db, devices: Devices, suite: CheckedOutSuite, fallbackEcoSetpoint: number, now: Date): Promise<void> {
  const rules = suite.locationId === null ? undefined : await findClimateRules(db, suite.locationId);
  if (!rules || suite.locationId === null) {
    await secureSuiteAfterDeparture(db, devices, suite.suiteId, fallbackEcoSetpoint, now);
    return;
  }
  const claimed = rules.isEcoAfterCheckOn
    ? await claimClimateAction(db, {
        suiteId: suite.suiteId,
        locationId: suite.locationId,
        key: leftKeyOf(suite.reservationId),
        at: now,
        setpoint: rules.ecoSetpoint,
        reason: 'CHECK_OUT',
        fromTemperature: null,
      })
    : undefined;
  const outcomes = await secureSuiteAfterDeparture(db, devices, suite.suiteId, claimed ? rules.ecoSetpoint : null, now);
  if (claimed) {
    const thermostats = outcomes.filter((outcome) => outcome.type === 'CLIMATE');
    await markClimateActionDone(db, claimed, thermostats.length > 0 && thermostats.every((outcome) => outcome.isDone));
  }
}
