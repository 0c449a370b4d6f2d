import { z } from 'zod';
import { roleSchema } from '../role-schema';
import { staffSchema, guestSchema, userSchema } from './user-data';

/** Who is signed in: the role with its staff member or guest object, and the account. */
export const identitySchema = z.object({
  role: roleSchema,
  employee: staffSchema.optional(),
  guest: guestSchema.optional(),
  user: userSchema,
});
export type Identity = z.infer<typeof identitySchema>;

export const tokenPairSchema = z.object({
  accesstoken: z.string(),
  refreshtoken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authSessionSchema = identitySchema.extend(tokenPairSchema.shape);
export type AuthSession = z.infer<typeof authSessionSchema>;
