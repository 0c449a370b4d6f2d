import { z } from 'zod';

/** User data: the staff member object of a staff session. */
export const staffSchema = z.object({
  _id: z.string(),
  erpUID: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  cellphone: z.string().nullable(),
  erpWorkgroup: z.string().nullable(),
  location: z.string().nullable(),
  answerSuggestions: z.boolean(),
  subscribedToNewsletter: z.boolean(),
  /** Profile picture path (/api/profile-image/{filename}), relative to the API base; null without a picture. */
  personimage: z.string().nullable(),
});
export type Staff = z.infer<typeof staffSchema>;

/** User data: the guest (person) object of a guest session. */
export const guestSchema = z.object({
  _id: z.string(),
  erpUID: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  cellphone: z.string().nullable(),
  subscribedToNewsletter: z.boolean(),
  activeReservationId: z.string().nullable(),
  /** Profile picture path (/api/profile-image/{filename}), relative to the API base; null without a picture. */
  personimage: z.string().nullable(),
});
export type Guest = z.infer<typeof guestSchema>;

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  resetHash: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
