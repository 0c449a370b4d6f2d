import type { ChatAction } from '@stay/contract';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { CHAT_ACTIONS } from '@/test/chat-fixtures';
import { useChatActionLabel } from './chat-action-label';

function labelsIn(language: Language, actions: readonly ChatAction[]) {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const { result } = renderHook(() => useChatActionLabel(), { wrapper });
  return actions.map(result.current);
}

const unknown: ChatAction = { name: 'Escalate', icon: 'alert-outline', color: 'danger', action: 'escalate' };

describe('useChatActionLabel', () => {
  it('keeps the English labels the settings have always shown', () => {
    expect(labelsIn('en', CHAT_ACTIONS)).toEqual(['Join', 'Leave', 'Handle', 'Inactive', 'Archive']);
  });

  it('names the known actions in Dutch by their key, whatever the settings call them', () => {
    const renamed = CHAT_ACTIONS.map((action) => ({ ...action, name: `${action.name} (custom)` }));
    expect(labelsIn('nl', renamed)).toEqual(['Deelnemen', 'Verlaten', 'Oppakken', 'Inactief', 'Archiveren']);
  });

  it("falls back to the settings' label for an action the app does not know", () => {
    expect(labelsIn('nl', [unknown])).toEqual(['Escalate']);
    expect(labelsIn('en', [unknown])).toEqual(['Escalate']);
  });
});
