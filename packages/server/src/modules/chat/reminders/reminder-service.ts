import { randomUUID } from 'node:crypto';
import type { ChatReminder, ChatReminderCreateBody } from '@stay/contract';
import { AppError } from '../../../errors';
import type { StaffCaller } from '../../../http/caller';
import { loadStaffChat, reloadChat } from '../chats/chat-loader';
import type { ChatServiceDeps } from '../deps';
import { recipientLanguage } from '../../identity';
import { audienceOf } from '../live/events';
import { CHAT_PUSH_TEXTS } from '../live/push-texts';
import { toReminder } from '../to-wire';
import { claimReminder, deleteReminder, findDueReminders, findReminder, insertReminder, type ChatReminderRow } from './reminder-repository';

const DUE_BATCH = 50;

/** Reminders: set and cancelled by staff, fired by the reminder job on whichever instance claims them first. */
export function createReminderService({ db, events, notifier, log }: ChatServiceDeps) {
  async function fire(row: ChatReminderRow, firedAt: string): Promise<void> {
    const reminder = { ...toReminder(row), fired: firedAt };
    await events.publish(audienceOf({ kind: 'employee', id: row.employee_id }), { type: 'chat.reminder', chatnmbr: row.chat_nmbr, reminder });
    const recipient = { kind: 'employee', id: row.employee_id } as const;
    const texts = CHAT_PUSH_TEXTS[await recipientLanguage(db, recipient)];
    await notifier.notify({
      recipient,
      kind: 'reminder',
      title: texts.reminderTitle,
      body: row.paragraph || texts.reminderBody(row.chat_nmbr),
      objecttype: 'CHAT',
      objectkey: String(row.chat_nmbr),
      chatnmbr: row.chat_nmbr,
    });
    const loaded = await reloadChat(db, row.chat_nmbr).catch(() => undefined);
    if (loaded) await events.updated(loaded.chat, loaded.members, 'reminder');
  }

  return {
    async create(actor: StaffCaller, now: Date, nmbr: number, body: ChatReminderCreateBody): Promise<ChatReminder> {
      const loaded = await loadStaffChat(db, actor, nmbr);
      const row: ChatReminderRow = {
        id: randomUUID(),
        chat_nmbr: loaded.chat.nmbr,
        employee_id: actor.id,
        remind_at: new Date(body.datetime).toISOString(),
        paragraph: body.paragraph,
        actions: JSON.stringify(body.actions),
        fired_at: null,
        fired_by: null,
        created_at: now.toISOString(),
      };
      await insertReminder(db, row);
      await events.updated(loaded.chat, loaded.members, 'reminder');
      return toReminder(row);
    },

    /** Cancels one of the caller's own reminders. */
    async remove(actor: StaffCaller, nmbr: number, reminderId: string): Promise<{ message: string }> {
      const loaded = await loadStaffChat(db, actor, nmbr);
      const reminder = await findReminder(db, loaded.chat.nmbr, reminderId);
      if (!reminder) throw new AppError('CHAT_NOT_FOUND', 'Reminder not found');
      if (reminder.employee_id !== actor.id) throw new AppError('UNAUTHORIZED', 'Only your own reminders');
      await deleteReminder(db, reminder.id);
      await events.updated(loaded.chat, loaded.members, 'reminder');
      return { message: 'DELETED' };
    },

    /**
     * Fires every reminder due at `at` that this instance can claim. Several instances may run this at once: the
     * conditional claim lets exactly one of them fire each reminder. Answers how many this instance fired.
     */
    async fireDue(instanceId: string, at: Date): Promise<number> {
      const iso = at.toISOString();
      let fired = 0;
      for (;;) {
        const due = await findDueReminders(db, iso, DUE_BATCH);
        let claimedAny = false;
        for (const row of due) {
          if (!(await claimReminder(db, row.id, instanceId, iso))) continue;
          claimedAny = true;
          fired += 1;
          try {
            await fire(row, iso);
          } catch (error) {
            log.error({ err: error, reminder: row.id }, 'Reminder: notifying failed');
          }
        }
        if (due.length < DUE_BATCH || !claimedAny) return fired;
      }
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
