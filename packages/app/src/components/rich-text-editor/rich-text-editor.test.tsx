import { setupIonicReact } from '@ionic/react';
import type { Editor } from '@tiptap/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { linkAddress } from './link-address';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';

vi.mock('@/lib/images/compress-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/images/compress-image')>()),
  compressImage: vi.fn(async () => new File(['webp'], 'photo.webp', { type: 'image/webp' })),
}));
import { compressImage, PHOTO_COMPRESSION } from '@/lib/images/compress-image';

setupIonicReact({ mode: 'md' });

function renderEditor(language: 'en' | 'nl' = 'en') {
  const onChange = vi.fn<(html: string) => void>();
  const ref = createRef<RichTextEditorHandle>();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <RichTextEditor ref={ref} label="New note" placeholder="Write a note…" onChange={onChange} />
    </I18nextProvider>,
  );
  const field = screen.getByRole('textbox', { name: 'New note' });
  // TipTap hangs its editor on the editable element: the test types through it, as a keyboard would through the view.
  const editor = (field as HTMLElement & { editor: Editor }).editor;
  return { onChange, ref, field, editor, lastHtml: () => onChange.mock.calls.at(-1)?.[0] };
}

describe('rich-text editor', () => {
  it('answers the HTML of what is written, and nothing while it is empty', async () => {
    const { editor, lastHtml, ref } = renderEditor();
    expect(screen.getByText('Write a note…')).toBeInTheDocument();
    act(() => void editor.commands.insertContent('Water is cold'));
    expect(lastHtml()).toBe('<p>Water is cold</p>');
    expect(screen.queryByText('Write a note…')).toBeNull();
    act(() => ref.current?.clear());
    expect(lastHtml()).toBe('');
  });

  it('makes headings 2 to 6 (never 1), bold, italic and lists from the toolbar', () => {
    const { editor, lastHtml } = renderEditor();
    const style = screen.getByRole('combobox', { name: 'Text style' });
    expect([...(style as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Paragraph',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
    ]);
    act(() => void editor.commands.insertContent('Boiler'));
    fireEvent.change(style, { target: { value: '3' } });
    expect(lastHtml()).toBe('<h3>Boiler</h3>');

    act(() => void editor.commands.setContent('<p>really cold</p>', { emitUpdate: true }));
    act(() => void editor.commands.selectAll());
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(lastHtml()).toBe('<p><strong>really cold</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Italic' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(lastHtml()).toBe('<ul><li><p><strong><em>really cold</em></strong></p></li></ul>');
  });

  it('links the selected text to a checked address, and refuses what is no web address', () => {
    const { editor, lastHtml } = renderEditor();
    act(() => void editor.commands.setContent('<p>manual</p>', { emitUpdate: true }));
    act(() => void editor.commands.selectAll());
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This is not a web address');
    fireEvent.change(address, { target: { value: 'example.com/boiler' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(lastHtml()).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/boiler">manual</a>');
  });

  it('compresses a picked image (WebP or JPEG, quality 0.6, at most 1000 px long) and inserts it inline', async () => {
    const { lastHtml } = renderEditor();
    const photo = new File(['jpeg'], 'boiler.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [photo] } });
    await waitFor(() => expect(lastHtml()).toMatch(/^<img src="data:image\/webp;base64,[^"]+" alt="boiler">/));
    expect(compressImage).toHaveBeenCalledWith(photo, PHOTO_COMPRESSION);
  });

  it('speaks Dutch', () => {
    renderEditor('nl');
    expect(screen.getByRole('button', { name: 'Vet' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tekststijl' })).toHaveDisplayValue('Alinea');
  });
});

describe('link addresses', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  https://park.example/menu ', 'https://park.example/menu'],
    ['mailto:desk@park.example', 'mailto:desk@park.example'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['not an address', null],
    ['', null],
  ])('%s → %s', (typed, expected) => {
    expect(linkAddress(typed)).toBe(expected);
  });
});
