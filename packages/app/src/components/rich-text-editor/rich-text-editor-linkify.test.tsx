import { setupIonicReact } from '@ionic/react';
import { act, render, screen } from '@testing-library/react';
import { find } from 'linkifyjs';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { RichTextEditor } from './rich-text-editor';

// linkify keeps the console.warn it finds when it loads: record warnings before any import runs.
const warnings = vi.hoisted(() => {
  const seen: string[] = [];
  const original = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    seen.push(String(args[0]));
    original(...args);
  };
  return seen;
});

setupIonicReact({ mode: 'md' });

describe('rich-text editor beside linkified chat text', () => {
  it('registers no link scheme linkify already knows, so an editor opened after chat text was linkified warns nothing', async () => {
    expect(find('Mail info@dunepark.nl or see https://dunepark.nl')).toHaveLength(2);
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <RichTextEditor label="New note" placeholder="Write a note…" onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'New note' })).toBeInTheDocument();
    // TipTap runs its extensions' onCreate (where schemes are registered) once the view is mounted, a tick later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(warnings.filter((warning) => /already initialized/i.test(warning))).toEqual([]);
  });
});
