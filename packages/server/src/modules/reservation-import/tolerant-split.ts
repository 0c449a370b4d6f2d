import ICAL from 'ical.js';

/** A VEVENT block of the feed: its text to parse, or why it cannot be. */
export type TolerantPart = { kind: 'event'; text: string; uid: string | null } | { kind: 'unreadable'; uid: string | null; reason: string };

const CUT_OFF = 'the event is cut off (no END:VEVENT)';

interface Line {
  text: string;
  /** The feed's line number where it starts (folded lines count from their first). */
  number: number;
}

/** RFC 5545 §3.1: a line starting with a space or tab continues the one before. */
function unfold(text: string): Line[] {
  const lines: Line[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const last = lines.at(-1);
    if (last && (raw.startsWith(' ') || raw.startsWith('\t'))) last.text += raw.slice(1);
    else if (raw.trim() !== '') lines.push({ text: raw, number: index + 1 });
  });
  return lines;
}

const isReadable = (line: string): boolean => {
  if (/^(BEGIN|END):/i.test(line)) return true;
  try {
    ICAL.parse.property(line);
    return true;
  } catch {
    return false;
  }
};

const uidOf = (lines: Line[]): string | null => {
  const found = lines.find((line) => /^UID[:;]/i.test(line.text));
  const uid = found?.text.slice(found.text.indexOf(':') + 1).trim();
  return uid ? uid : null;
};

/**
 * Splits a calendar ical.js refused as a whole into its frame (VCALENDAR, its properties and VTIMEZONEs, lines that
 * cannot be read left out) and its VEVENT blocks, each checked line by line. Null when there is no VCALENDAR.
 */
export function splitTolerantly(text: string): { shell: string; parts: TolerantPart[] } | null {
  const lines = unfold(text);
  if (!lines.some((line) => /^BEGIN:VCALENDAR$/i.test(line.text.trim()))) return null;
  const shell: string[] = [];
  const parts: TolerantPart[] = [];
  let block: Line[] | null = null;
  let depth = 0;
  for (const line of lines) {
    const trimmed = line.text.trim().toUpperCase();
    if (block && (trimmed === 'END:VCALENDAR' || trimmed === 'BEGIN:VEVENT')) {
      // The calendar or the next event begins before this one ended: it was cut off.
      parts.push({ kind: 'unreadable', uid: uidOf(block), reason: CUT_OFF });
      block = null;
    }
    if (block) {
      block.push(line);
      if (trimmed.startsWith('BEGIN:')) depth += 1;
      if (trimmed.startsWith('END:')) depth -= 1;
      if (depth > 0) continue;
      const bad = block.find((candidate) => !isReadable(candidate.text));
      const uid = uidOf(block);
      parts.push(bad ? { kind: 'unreadable', uid, reason: `line ${bad.number} cannot be read` } : { kind: 'event', uid, text: block.map((one) => one.text).join('\r\n') });
      block = null;
    } else if (trimmed === 'BEGIN:VEVENT') {
      block = [line];
      depth = 1;
    } else if (isReadable(line.text) && !(trimmed === 'BEGIN:VCALENDAR' && shell.length > 0) && trimmed !== 'END:VCALENDAR') {
      shell.push(line.text);
    }
  }
  // A block cut off by the end of the feed (a truncated download) is an event that cannot be read.
  if (block) parts.push({ kind: 'unreadable', uid: uidOf(block), reason: CUT_OFF });
  shell.push('END:VCALENDAR');
  return { shell: shell.join('\r\n'), parts };
}
