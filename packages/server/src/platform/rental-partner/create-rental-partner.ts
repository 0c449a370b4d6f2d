import type { RentalPartnerPort } from './port';
import { createRentalPartnerSimulator, type RentalPartnerSimulator } from './simulator';

export interface RentalPartnerWithSimulator {
  /** The partner the rental calls go to. */
  partner: RentalPartnerPort;
  /** The built-in simulator (the partner unless another is configured), so demos and tests can move bikes or take it offline. */
  simulator: RentalPartnerSimulator;
}

/** The simulator is the partner: no real partner adapter is configured in this build. */
export function createRentalPartner(): RentalPartnerWithSimulator {
  const simulator = createRentalPartnerSimulator();
  return { partner: simulator, simulator };
}
