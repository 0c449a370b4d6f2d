import { describe, expect, it } from 'vitest';
import { foreignLinkOf, foreignLinkState, sameChatInOwnArea } from './chat-link';

describe('a staff chat link opened in another staff area', () => {
  it('lands on the same chat in the person\'s own area, with its query', () => {
    expect(sameChatInOwnArea('/guide/chats/32', '/support/chats')).toBe('/support/chats/32');
    expect(sameChatInOwnArea('/support/chats/7?chatSuggestion=s1', '/guide/chats')).toBe('/guide/chats/7?chatSuggestion=s1');
    expect(sameChatInOwnArea('/management/chats/DZ-2025-000123', '/support/chats')).toBe('/support/chats/DZ-2025-000123');
  });

  it('leaves everything else to the landing page', () => {
    expect(sameChatInOwnArea('/guide/chats', '/support/chats')).toBeNull();
    expect(sameChatInOwnArea('/guest/chat', '/support/chats')).toBeNull();
    expect(sameChatInOwnArea('/guide/chats/32', '/guest/home')).toBeNull();
    expect(sameChatInOwnArea('/guide/chats/%E0%A4%A', '/support/chats')).toBeNull();
    expect(sameChatInOwnArea(null, '/support/chats')).toBeNull();
  });

  it('travels as navigation state', () => {
    expect(foreignLinkOf(foreignLinkState('/guide/chats/32'))).toBe('/guide/chats/32');
    expect(foreignLinkOf({ other: 1 })).toBeNull();
    expect(foreignLinkOf(null)).toBeNull();
  });
});
