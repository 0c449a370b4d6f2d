export { registerRateLimits, type RateLimits } from './register-rate-limits';
export { bodyEmail, perAccount, perIp, signedInAccount, THROTTLE, type ThrottleRule } from './throttle-rules';
