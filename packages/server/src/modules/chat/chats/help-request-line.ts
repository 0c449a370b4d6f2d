import type { ChatSystemLine } from '@stay/contract';

/**
 * The chat line a guest's request for help adds: a system line every reader's app shows in their own language
 * (`system`), framing the guest's own note as typed, and the same line in English as the paragraph (previews, search,
 * older apps).
 */
export function helpRequestLine(firstname: string, note: string | undefined): { paragraph: string; system: ChatSystemLine } {
  return {
    paragraph: note ? `${firstname} asked for help: ${note}` : `${firstname} asked for help.`,
    system: { kind: 'HELP_REQUEST', name: firstname, note: note ?? null },
  };
}
