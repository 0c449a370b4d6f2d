import type { HelpRequestLanguage } from '@stay/contract';

const LINES: Record<HelpRequestLanguage, { plain(name: string): string; withNote(name: string, note: string): string }> = {
  en: { plain: (name) => `${name} asked for help.`, withNote: (name, note) => `${name} asked for help: ${note}` },
  nl: { plain: (name) => `${name} heeft om hulp gevraagd.`, withNote: (name, note) => `${name} heeft om hulp gevraagd: ${note}` },
};

/**
 * The chat line a guest's request for help adds. It is written in the guest's language: it frames the guest's own
 * note, and everyone in the chat reads the guest's messages in the language the guest writes them in.
 */
export function helpRequestLine(firstname: string, note: string | undefined, language: HelpRequestLanguage = 'en'): string {
  const line = LINES[language];
  return note ? line.withNote(firstname, note) : line.plain(firstname);
}
