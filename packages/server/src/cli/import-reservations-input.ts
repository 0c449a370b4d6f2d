import path from 'node:path';
import { parseArgs } from 'node:util';
import { isWebFeed } from '../modules/reservation-import';

export type ImportInput =
  /** Import one feed now; `save` also registers it for the periodic job, `unsave` takes it off. */
  | { mode: 'feed'; accommodation: string; feed: string; save: boolean; unsave: boolean; sendActivationMails: boolean }
  /** Run every saved feed once. */
  | { mode: 'all'; sendActivationMails: boolean }
  /** Show the saved feeds and their last runs. */
  | { mode: 'list' };

export type ImportInputResult = { ok: true; input: ImportInput } | { ok: false; errors: string[] };

export const IMPORT_RESERVATIONS_USAGE = [
  'Usage: npm run reservations:import -- --accommodation <name-or-id> --feed <url-or-file> [--save] [--send-activation-mails]',
  '       npm run reservations:import -- --accommodation <name-or-id> --feed <url-or-file> --unsave',
  '       npm run reservations:import -- --all [--send-activation-mails]     (runs every saved feed once)',
  '       npm run reservations:import -- --list    (shows the saved feeds)',
].join('\n');

/**
 * Parses the command line of `reservations:import`; lists every problem at once. A feed that is not an
 * http(s)/webcal address is a file, resolved from `cwd` (where the command was typed).
 */
export function parseImportInput(argv: readonly string[], cwd: string): ImportInputResult {
  let values: {
    accommodation?: string;
    feed?: string;
    save?: boolean;
    unsave?: boolean;
    all?: boolean;
    list?: boolean;
    'send-activation-mails'?: boolean;
  };
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        accommodation: { type: 'string' },
        feed: { type: 'string' },
        save: { type: 'boolean' },
        unsave: { type: 'boolean' },
        all: { type: 'boolean' },
        list: { type: 'boolean' },
        'send-activation-mails': { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
  }

  const suite = values.accommodation?.trim() ?? '';
  const feed = values.feed?.trim() ?? '';
  const sendsMails = values['send-activation-mails'] ?? false;
  const modes = [values.all && '--all', values.list && '--list', (suite || feed) && '--accommodation/--feed'].filter(Boolean);
  if (modes.length > 1) return { ok: false, errors: [`${modes.join(' and ')} cannot be combined`] };
  if (values.all || values.list) {
    if (values.save || values.unsave) return { ok: false, errors: ['--save and --unsave need --accommodation and --feed'] };
    if (values.list) return sendsMails ? { ok: false, errors: ['--send-activation-mails cannot be combined with --list'] } : { ok: true, input: { mode: 'list' } };
    return { ok: true, input: { mode: 'all', sendActivationMails: sendsMails } };
  }

  const errors: string[] = [];
  if (!suite) errors.push('--accommodation is required (the name or id of the suite the feed belongs to)');
  if (!feed) errors.push('--feed is required (an https:// or webcal:// address, or a .ics file)');
  if (values.save && values.unsave) errors.push('--save and --unsave cannot be combined');
  if (values.unsave && sendsMails) errors.push('--unsave imports nothing: it cannot send activation mails');
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      mode: 'feed',
      accommodation: suite,
      feed: isWebFeed(feed) ? feed : path.resolve(cwd, feed),
      save: values.save ?? false,
      unsave: values.unsave ?? false,
      sendActivationMails: sendsMails,
    },
  };
}
