export { countAttempt, attemptsSoFar } from './attempt-counter';
export { registerRateLimits, type RateLimits, type Slowdown } from './register-rate-limits';
export {
  bodyEmail,
  perAccount,
  perAccountAndIp,
  perIp,
  signedInAccount,
  slowdownMs,
  slowedPerAccount,
  THROTTLE,
  type ThrottleRule,
} from './throttle-rules';
