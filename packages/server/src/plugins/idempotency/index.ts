export { IDEMPOTENT_REPLY_TTL_MS, registerIdempotency } from './register-idempotency';
