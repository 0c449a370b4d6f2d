import { emailSchema } from '@stay/contract';

/** Whether `value` is an email address by the contract's rule (the one the server applies); spaces around are ignored. */
export const isEmailAddress = (value: string): boolean => emailSchema.safeParse(value).success;
