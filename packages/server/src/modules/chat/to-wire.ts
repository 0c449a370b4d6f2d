import {
  chatAttachmentSchema,
  chatSystemLineSchema,
  type ChatAttachment,
  type ChatMember,
  type ChatMessage,
  type ChatReminder,
  type ChatSuggestion,
  type ChatSuggestionAction,
  type ChatSystemLine,
  type PersonalInfo,
} from '@stay/contract';
import { z } from 'zod';
import type { ChatAttachmentRow } from './attachments/attachment-repository';
import type { ChatMemberRecord } from './members/member-repository';
import type { ChatMessageRow, MessageAuthor } from './messages/message-repository';
import type { ChatReminderRow } from './reminders/reminder-repository';
import type { ChatSuggestionRow } from './suggestions/suggestion-repository';

const stringArray = z.array(z.string());
const suggestionActions = z.array(z.object({ name: z.string(), color: z.string(), icon: z.string(), status: z.string() }));

/** JSON text columns written by this module; a damaged value reads as empty rather than failing the page. */
function parseJson<T>(text: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** Most messages name no attachment and no mention: their empty list is answered without parsing. */
export const parseStringList = (text: string): string[] => (text === '[]' ? [] : parseJson(text, stringArray, []));
export const parseSuggestionActions = (text: string): ChatSuggestionAction[] => parseJson(text, suggestionActions, []);

export function personalInfo(names: {
  firstname: string | null;
  surname: string | null;
  personimage: string | null;
  workgroup: string | null;
}): PersonalInfo | null {
  if (names.firstname === null) return null;
  return { firstname: names.firstname, surname: names.surname, personimage: names.personimage, workgroup: names.workgroup };
}

export function toChatMember(row: ChatMemberRecord): ChatMember {
  return {
    _id: row.id,
    person: row.person_id,
    employee: row.employee_id,
    workgroup: row.workgroup,
    chatmembermode: row.mode === 'A' ? 'A' : 'M',
    personalinfo:
      row.kind === 'workgroup'
        ? null
        : personalInfo({ firstname: row.firstname, surname: row.surname, personimage: row.personimage, workgroup: row.employee_workgroup }),
    joined: row.joined_at,
  };
}

export function toAttachment(row: ChatAttachmentRow): ChatAttachment {
  return chatAttachmentSchema.parse({ filename: row.filename, originalname: row.originalname, mimetype: row.mimetype, size: row.size });
}

/** A message; `attachments` maps the stored file names to their rows (missing ones are left out). */
/** `{ system }` for a message holding a system line, nothing otherwise (the field is absent on other messages). */
export function withSystemLine(value: string | null): { system?: ChatSystemLine } {
  const system = parseSystemLine(value);
  return system ? { system } : {};
}

/** A stored system line (`chat_messages.system_line`); undefined for none, and for a value this server cannot read. */
export function parseSystemLine(value: string | null): ChatSystemLine | undefined {
  if (value === null) return undefined;
  try {
    const parsed = chatSystemLineSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function toChatMessage(row: ChatMessageRow, author: MessageAuthor, attachments: ReadonlyMap<string, ChatAttachment>): ChatMessage {
  return {
    nmbr: row.nmbr,
    chatnmbr: row.chat_nmbr,
    paragraph: row.paragraph,
    timestamp: row.created_at,
    person: row.person_id,
    employee: row.employee_id,
    personalinfo: personalInfo({
      firstname: author.author_firstname,
      surname: author.author_surname,
      personimage: author.author_personimage,
      workgroup: author.author_workgroup,
    }),
    attachments: parseStringList(row.attachments).flatMap((filename) => {
      const attachment = attachments.get(filename);
      return attachment ? [attachment] : [];
    }),
    mentions: parseStringList(row.mentions),
    clientId: row.client_id,
    note: row.is_note === 1,
    ...withSystemLine(row.system_line),
  };
}

export function toSuggestion(row: ChatSuggestionRow): ChatSuggestion {
  return {
    _id: row.id,
    chatnmbr: row.chat_nmbr,
    title: row.title,
    text: row.text,
    icon: row.icon,
    chatMessage: row.chat_message_nmbr,
    actions: parseSuggestionActions(row.actions),
    status: row.status,
    created: row.created_at,
  };
}

export function toReminder(row: ChatReminderRow): ChatReminder {
  return {
    _id: row.id,
    chatnmbr: row.chat_nmbr,
    datetime: row.remind_at,
    actions: parseStringList(row.actions),
    paragraph: row.paragraph,
    employee: row.employee_id,
    fired: row.fired_at,
  };
}
