import { describe, expect, it } from 'vitest';
import { helpRequestLine } from '../../../../src/modules/chat/chats/help-request-line';

describe('helpRequestLine', () => {
  it('writes English by default, with or without the note', () => {
    expect(helpRequestLine('Anna', 'The door will not open')).toBe('Anna asked for help: The door will not open');
    expect(helpRequestLine('Anna', undefined, 'en')).toBe('Anna asked for help.');
  });

  it("writes Dutch for a Dutch guest", () => {
    expect(helpRequestLine('Anna', 'De deur gaat niet open', 'nl')).toBe('Anna heeft om hulp gevraagd: De deur gaat niet open');
    expect(helpRequestLine('Anna', undefined, 'nl')).toBe('Anna heeft om hulp gevraagd.');
  });
});
