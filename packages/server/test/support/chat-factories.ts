import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database';
import { insertMember, insertSuggestion } from '../../src/modules/chat';

export type ChatMemberMode = 'M' | 'A';

/** Chat rows the API has no call for: a member with a given mode, a suggestion. */
export function createChatFactories(db: () => Db) {
  return {
    /** Adds a staff member (or their whole workgroup) to a chat as member 'M' or admin 'A'; answers the member id. */
    async chatMember(input: {
      chatNmbr: number;
      employee: { id: string; workgroup: string | null };
      mode?: ChatMemberMode;
      asWorkgroup?: boolean;
    }): Promise<string> {
      const id = randomUUID();
      const workgroup = input.employee.workgroup;
      if (input.asWorkgroup && workgroup === null) throw new Error('chatMember: this employee has no workgroup');
      await insertMember(db(), {
        id,
        chat_nmbr: input.chatNmbr,
        kind: input.asWorkgroup ? 'workgroup' : 'employee',
        member_key: input.asWorkgroup ? (workgroup as string) : input.employee.id,
        person_id: null,
        employee_id: input.asWorkgroup ? null : input.employee.id,
        workgroup,
        mode: input.mode ?? 'M',
        joined_at: new Date().toISOString(),
        joined_after_nmbr: 0,
      });
      return id;
    },

    /** An open answer suggestion in a chat (statuses USED and DISMISSED), optionally about one of its messages. */
    async chatSuggestion(input: { chatNmbr: number; messageNmbr?: number }): Promise<string> {
      const id = randomUUID();
      await insertSuggestion(db(), {
        id,
        chat_nmbr: input.chatNmbr,
        employee_id: null,
        title: 'Suggested answer',
        text: 'The pool opens at nine.',
        icon: 'bulb-outline',
        chat_message_nmbr: input.messageNmbr ?? null,
        actions: JSON.stringify([
          { name: 'Use', color: 'success', icon: 'checkmark-outline', status: 'USED' },
          { name: 'Dismiss', color: 'medium', icon: 'close-outline', status: 'DISMISSED' },
        ]),
        status: null,
        status_at: null,
        status_by_employee_id: null,
        created_at: new Date().toISOString(),
      });
      return id;
    },
  };
}
