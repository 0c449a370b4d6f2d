import { describe, expect, it } from 'vitest';
import { helpRequestLine } from '../../../../src/modules/chat/chats/help-request-line';
import { parseSystemLine } from '../../../../src/modules/chat/to-wire';

describe('helpRequestLine', () => {
  it('is a system line naming the guest and their note, with the English line as the paragraph', () => {
    expect(helpRequestLine('Anna', 'The door will not open')).toEqual({
      paragraph: 'Anna asked for help: The door will not open',
      system: { kind: 'HELP_REQUEST', name: 'Anna', note: 'The door will not open' },
    });
    expect(helpRequestLine('Anna', undefined)).toEqual({ paragraph: 'Anna asked for help.', system: { kind: 'HELP_REQUEST', name: 'Anna', note: null } });
  });

  it('reads back what it stores, and nothing from a value it cannot read', () => {
    const { system } = helpRequestLine('Anna', undefined);
    expect(parseSystemLine(JSON.stringify(system))).toEqual(system);
    expect(parseSystemLine(null)).toBeUndefined();
    expect(parseSystemLine('{"kind":"SOMETHING_NEW","name":"Anna","note":null}')).toBeUndefined();
    expect(parseSystemLine('not json')).toBeUndefined();
  });
});
