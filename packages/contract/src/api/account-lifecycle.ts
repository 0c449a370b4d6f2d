import { z } from 'zod';
import { appLanguageSchema } from '../entities/language-schema';

/** Account lifecycle limits (email verification, password reset). */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_HASH_TTL_MINUTES = 15;
/** Wrong tries of one reset code before it is used up (then EXPIRED_RESET_CODE). */
export const RESET_CODE_MAX_ATTEMPTS = 5;

/**
 * Optional body of the calls that send a mail: the language the app is shown in (one of APP_LANGUAGES). The mail is
 * written in it and the account remembers it for later mails and push texts; without it the remembered language
 * (English at first) is used.
 */
export const accountLanguageBodySchema = z.object({ language: appLanguageSchema.optional() });
export type AccountLanguageBody = z.infer<typeof accountLanguageBodySchema>;

/** checkVerification: `emailVerified` becomes true when the message is VERIFIED. */
export const checkVerificationReplySchema = z.object({ message: z.enum(['VERIFIED', 'NOT_VERIFIED']) });
export type CheckVerificationReply = z.infer<typeof checkVerificationReplySchema>;

/** The token of the mailed /verify-email?token=… link. */
export const verifyEmailParamsSchema = z.object({ token: z.string().min(1).max(128) });

/** The email as typed (the server trims and lower-cases it). */
const emailParam = z.string().max(320);

export const requestResetPasswordParamsSchema = z.object({ email: emailParam });

export const resetHashParamsSchema = z.object({ email: emailParam, code: z.string().max(32) });

export const resetHashReplySchema = z.object({ resetHash: z.string() });
export type ResetHashReply = z.infer<typeof resetHashReplySchema>;

/** The new password must pass the strength rule (else INVALID_INPUT) and equal `passwordRepeat` (else PASSWORD_MISMATCH). */
export const resetPasswordBodySchema = z.object({
  email: emailParam,
  resetHash: z.string().max(128),
  password: z.string().max(1024),
  passwordRepeat: z.string().max(1024),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const newsletterReplySchema = z.object({ subscribedToNewsletter: z.boolean() });
export type NewsletterReply = z.infer<typeof newsletterReplySchema>;
