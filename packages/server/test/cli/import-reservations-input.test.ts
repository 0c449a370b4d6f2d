import { describe, expect, it } from 'vitest';
import { parseImportInput } from '../../src/cli/import-reservations-input';

const CWD = '/home/park/stay';

describe('parseImportInput', () => {
  it('reads one feed, resolving a file from where the command was typed', () => {
    expect(parseImportInput(['--accommodation', ' Suite Helmgras 8 ', '--feed', 'packages/server/demo/feeds/suite-helmgras-8.ics'], CWD)).toEqual({
      ok: true,
      input: {
        mode: 'feed',
        accommodation: 'Suite Helmgras 8',
        feed: '/home/park/stay/packages/server/demo/feeds/suite-helmgras-8.ics',
        save: false,
        unsave: false,
        sendActivationMails: false,
      },
    });
    expect(parseImportInput(['--accommodation', 'a-1', '--feed', '/srv/feeds/a.ics', '--send-activation-mails'], CWD)).toMatchObject({
      ok: true,
      input: { mode: 'feed', sendActivationMails: true },
    });
    expect(parseImportInput(['--accommodation', 'a-1', '--feed', 'https://www.airbnb.com/calendar/ical/1.ics?s=x', '--save'], CWD)).toMatchObject({
      ok: true,
      input: { feed: 'https://www.airbnb.com/calendar/ical/1.ics?s=x', save: true },
    });
    expect(parseImportInput(['--accommodation', 'a-1', '--feed', '/srv/feeds/a.ics', '--unsave'], CWD)).toMatchObject({
      ok: true,
      input: { feed: '/srv/feeds/a.ics', unsave: true, save: false },
    });
  });

  it('reads --all and --list', () => {
    expect(parseImportInput(['--all'], CWD)).toEqual({ ok: true, input: { mode: 'all', sendActivationMails: false } });
    expect(parseImportInput(['--all', '--send-activation-mails'], CWD)).toEqual({ ok: true, input: { mode: 'all', sendActivationMails: true } });
    expect(parseImportInput(['--list'], CWD)).toEqual({ ok: true, input: { mode: 'list' } });
  });

  it.each([
    ['nothing', [], ['--accommodation is required (the name or id of the suite the feed belongs to)', '--feed is required (an https:// or webcal:// address, or a .ics file)']],
    ['a feed without accommodation', ['--feed', 'x.ics'], ['--accommodation is required (the name or id of the suite the feed belongs to)']],
    ['--all with a feed', ['--all', '--feed', 'x.ics'], ['--all and --accommodation/--feed cannot be combined']],
    ['--all with --list', ['--all', '--list'], ['--all and --list cannot be combined']],
    ['--all with --save', ['--all', '--save'], ['--save and --unsave need --accommodation and --feed']],
    ['--save with --unsave', ['--accommodation', 'a', '--feed', 'x.ics', '--save', '--unsave'], ['--save and --unsave cannot be combined']],
    ['--unsave with --send-activation-mails', ['--accommodation', 'a', '--feed', 'x.ics', '--unsave', '--send-activation-mails'], ['--unsave imports nothing: it cannot send activation mails']],
    ['--list with --send-activation-mails', ['--list', '--send-activation-mails'], ['--send-activation-mails cannot be combined with --list']],
  ])('refuses %s, naming every problem', (_case, argv, errors) => {
    expect(parseImportInput(argv, CWD)).toEqual({ ok: false, errors });
  });

  it('refuses unknown options and stray words', () => {
    expect(parseImportInput(['--accommodation', 'a', '--feed', 'x.ics', '--force'], CWD)).toMatchObject({ ok: false, errors: [expect.stringContaining("'--force'")] });
    expect(parseImportInput(['import', 'x.ics'], CWD)).toMatchObject({ ok: false });
  });
});
