/** Where the reset form is: the email, the mailed code, or the new password (with the hash the code was traded for). */
export type ResetStep = { kind: 'email' } | { kind: 'code'; email: string } | { kind: 'password'; email: string; resetHash: string };

/**
 * The step after a failed call, by its error code (the client has shown the alert): an expired code needs a new one,
 * a wrong code another try, an invalid or expired hash a restart. Other failures keep the step.
 */
export function stepAfterFailure(step: ResetStep, code: string | undefined): ResetStep {
  switch (code) {
    case 'EXPIRED_RESET_CODE':
    case 'EXPIRED_RESET_HASH':
    case 'INVALID_RESET_HASH':
      return { kind: 'email' };
    default:
      return step;
  }
}

export const stepNumber = (step: ResetStep): number => (step.kind === 'email' ? 1 : step.kind === 'code' ? 2 : 3);
