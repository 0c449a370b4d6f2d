import { z } from 'zod';

/** Member modes: 'A' admin; 'M' an ordinary member. */
export const CHAT_MEMBER_MODES = ['A', 'M'] as const;
export const chatMemberModeSchema = z.enum(CHAT_MEMBER_MODES);
export type ChatMemberMode = z.infer<typeof chatMemberModeSchema>;
export const CHAT_ADMIN_MODE = 'A' satisfies ChatMemberMode;

/** What a member is: a guest (wire: `person`), a staff member (wire: `employee`), or a whole workgroup (a shared inbox). */
export const CHAT_MEMBER_TYPES = ['person', 'employee', 'workgroup'] as const;
export const chatMemberTypeSchema = z.enum(CHAT_MEMBER_TYPES);
export type ChatMemberType = z.infer<typeof chatMemberTypeSchema>;

/** personalinfo: who wrote a message or who a member is. `personimage` is the image field (null until profiles have one). */
export const personalInfoSchema = z.object({
  firstname: z.string(),
  surname: z.string().nullable(),
  personimage: z.string().nullable(),
  workgroup: z.string().nullable(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/**
 * Chat member. Exactly one of `person` (guest id), `employee` (staff id) is set, or neither for a workgroup
 * member (then `workgroup` names it). `personalinfo` is null for a workgroup member.
 */
export const chatMemberSchema = z.object({
  _id: z.string(),
  person: z.string().nullable(),
  employee: z.string().nullable(),
  workgroup: z.string().nullable(),
  chatmembermode: chatMemberModeSchema,
  personalinfo: personalInfoSchema.nullable(),
  /** UTC ISO instant the member joined. */
  joined: z.string(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** A staff member who can be mentioned in a chat (GET /api/employee/chat/{nmbr}/mention). */
export const mentionCandidateSchema = z.object({
  employee: z.string(),
  personalinfo: personalInfoSchema,
});
export type MentionCandidate = z.infer<typeof mentionCandidateSchema>;
