import { CHAT_ACTIONS as ACTION_NAMES, type ChatAction } from '@stay/contract';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { CHAT_ACTIONS } from '@/test/chat-fixtures';
import { useChatActionLoadingText } from './chat-action-loading-text';

function loadingTextsIn(language: Language, actions: readonly ChatAction[]) {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const { result } = renderHook(() => useChatActionLoadingText(), { wrapper });
  return actions.map((action, index) => result.current(action, ACTION_NAMES[index]!));
}

describe('useChatActionLoadingText', () => {
  it("shows the settings' default texts in the person's language", () => {
    expect(loadingTextsIn('nl', CHAT_ACTIONS)).toEqual(['Deelnemen aan de chat', 'Chat verlaten', 'Chat oppakken', 'Chat op inactief zetten', 'Chat archiveren']);
    expect(loadingTextsIn('en', CHAT_ACTIONS)).toEqual(['Joining the chat', 'Leaving the chat', 'Handling the chat', 'Setting the chat to inactive', 'Archiving the chat']);
  });

  it("shows a park's own loading text as written", () => {
    const own = CHAT_ACTIONS.map((action) => ({ ...action, loadingMessage: `${action.name} — one moment` }));
    expect(loadingTextsIn('nl', own)).toEqual(['Join — one moment', 'Leave — one moment', 'Handle — one moment', 'Inactive — one moment', 'Archive — one moment']);
  });

  it('falls back to the translated text when the settings give none', () => {
    const without = CHAT_ACTIONS.map(({ loadingMessage: _dropped, ...action }) => action);
    expect(loadingTextsIn('nl', without)[0]).toBe('Deelnemen aan de chat');
  });
});
