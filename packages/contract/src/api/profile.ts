import { z } from 'zod';
import { staffSchema, guestSchema } from '../entities/user-data';
import { appLanguageSchema } from '../entities/language-schema';
import { messageReplySchema } from './auth';
import { defineEndpoint } from './endpoint';

export const PROFILE_NAME_MAX_LENGTH = 100;
export const PROFILE_CELLPHONE_MAX_LENGTH = 40;

/** Avatar uploads: `multipart/form-data` with one file field `file`; PNG, JPEG or WebP (sniffed by content). */
export const PROFILE_AVATAR_FIELD = 'file';
export const PROFILE_AVATAR_MAX_BYTES = 8 * 1024 * 1024;
/** The stored picture fits in this square (the server resizes). */
export const PROFILE_AVATAR_MAX_SIZE = 512;

const name = z.string().trim().min(1).max(PROFILE_NAME_MAX_LENGTH);
/** Empty or null clears the phone number. */
const cellphone = z
  .string()
  .trim()
  .max(PROFILE_CELLPHONE_MAX_LENGTH)
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value));

const profileFields = {
  firstname: name.optional(),
  surname: name.optional(),
  cellphone: cellphone.optional(),
  subscribedToNewsletter: z.boolean().optional(),
  /** The account's language: the app's, and the one its mails and push texts are written in. */
  language: appLanguageSchema.optional(),
};

/** POST /api/guest/profile: change any of these fields; left-out fields stay. Answers the updated guest. */
export const guestProfileUpdateBodySchema = z.object(profileFields);
export type GuestProfileUpdateBody = z.output<typeof guestProfileUpdateBodySchema>;
export type GuestProfileUpdateBodyInput = z.input<typeof guestProfileUpdateBodySchema>;

/**
 * POST /api/employee/profile: like the guest's, plus `answerSuggestions`, which only guides may send (anyone else
 * sending it answers 403 UNAUTHORIZED). Answers the updated staff member.
 */
export const staffProfileUpdateBodySchema = z.object({ ...profileFields, answerSuggestions: z.boolean().optional() });
export type StaffProfileUpdateBody = z.output<typeof staffProfileUpdateBodySchema>;
export type StaffProfileUpdateBodyInput = z.input<typeof staffProfileUpdateBodySchema>;

/**
 * POST /profile/changePassword: a wrong `currentPassword` answers INCORRECT_PASSWORD, a weak new password INVALID_INPUT
 * (see `isStrongPassword`), a different `passwordRepeat` PASSWORD_MISMATCH. Every other session of the account ends; this one
 * stays. Answers PASSWORD_CHANGED.
 */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().max(1024),
  password: z.string().max(1024),
  passwordRepeat: z.string().max(1024),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The stored picture's file name, as in `personimage` (/api/profile-image/{filename}). */
export const profileImageFilenameSchema = z.string().regex(/^[a-f0-9]{32}\.(webp|png)$/);

/** A profile picture download answers the image bytes (not JSON), cacheable: a new upload gets a new name. */
export const profileImageFileResponseSchema = z.file();

export const guestProfileApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/guest/profile',
    auth: 'guest',
    summary: "The signed-in guest's profile",
    response: guestSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/guest/profile',
    auth: 'guest',
    summary: 'Change names, cellphone, newsletter or language of the signed-in guest',
    body: guestProfileUpdateBodySchema,
    response: guestSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/guest/profile/changePassword',
    auth: 'guest',
    summary: 'Change the password (current password required); ends the other sessions',
    body: changePasswordBodySchema,
    response: messageReplySchema,
  }),
  avatar: defineEndpoint({
    method: 'POST',
    path: '/api/guest/profile/avatar',
    auth: 'guest',
    summary: 'Upload a profile picture (multipart field "file"; PNG, JPEG or WebP); answers the guest with its new personimage',
    response: guestSchema,
  }),
} as const;

export const staffProfileApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/employee/profile',
    auth: 'staff',
    summary: "The signed-in employee's profile",
    response: staffSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/employee/profile',
    auth: 'staff',
    summary: 'Change names, cellphone, newsletter, language or (guides) answerSuggestions of the signed-in employee',
    body: staffProfileUpdateBodySchema,
    response: staffSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/employee/profile/changePassword',
    auth: 'staff',
    summary: 'Change the password (current password required); ends the other sessions',
    body: changePasswordBodySchema,
    response: messageReplySchema,
  }),
  avatar: defineEndpoint({
    method: 'POST',
    path: '/api/employee/profile/avatar',
    auth: 'staff',
    summary: 'Upload a profile picture (multipart field "file"; PNG, JPEG or WebP); answers the employee with its new personimage',
    response: staffSchema,
  }),
} as const;

/**
 * Profile pictures by file name, without a token so an `<img src>` can show them: the name is random and only
 * known to whoever may see the profile. Unknown names answer 404 PROFILE_IMAGE_NOT_FOUND.
 */
export const publicProfileImageApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/profile-image/{filename}',
    auth: 'none',
    summary: 'A profile picture (binary, long-cached)',
    params: z.object({ filename: profileImageFilenameSchema }),
    response: profileImageFileResponseSchema,
  }),
} as const;
