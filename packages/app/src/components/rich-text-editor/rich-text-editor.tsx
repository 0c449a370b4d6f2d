import { IonIcon, useIonToast } from '@ionic/react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EDITOR_HEADING_LEVELS, TOAST_DURATION_MS } from '@stay/contract';
import { arrowRedoOutline, arrowUndoOutline, imageOutline, linkOutline, listOutline } from 'ionicons/icons';
import { useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { useLatest } from '@/lib/hooks/use-latest';
import { imageDataUrl } from './image-data-url';
import { LinkBar } from './link-bar';
import { useRichTextTranslation } from './rich-text-i18n';
import './rich-text-editor.css';

type HeadingLevel = (typeof EDITOR_HEADING_LEVELS)[number];

export interface RichTextEditorHandle {
  /** Empties the editor (after the text was sent). */
  clear(): void;
  focus(): void;
}

export interface RichTextEditorProps {
  /** The editable area's accessible name. */
  label: string;
  /** Shown while the editor is empty. */
  placeholder?: string;
  /** The HTML it starts with. */
  initialHtml?: string;
  /** The HTML after every change; '' while the editor is empty. */
  onChange(html: string): void;
  isDisabled?: boolean;
  /** The id of a text that describes the field (an error), for screen readers. */
  describedBy?: string;
  ref?: Ref<RichTextEditorHandle>;
}

/**
 * The HTML of the editor, or '' when it holds nothing (no text, no image). The empty paragraph the editor keeps at
 * the end (to type after a heading or an image) is left out.
 */
export const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, ''));

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * A rich-text field (TipTap): headings 2–6, bold, italic, bulleted and numbered lists, links and images. A picked or
 * pasted image is compressed (WebP or JPEG, quality 0.6, at most 1000 px long) and inlined. It answers plain HTML; whoever
 * stores it sanitises it. Loaded lazily (see `lazy-rich-text-editor.tsx`): TipTap is large.
 */
export function RichTextEditor({ label, placeholder, initialHtml = '', onChange, isDisabled = false, describedBy, ref }: RichTextEditorProps) {
  const { t } = useRichTextTranslation();
  const [presentToast] = useIonToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isLinkBarOpen, setLinkBarOpen] = useState(false);
  const toolbarId = useId();
  const latestOnChange = useLatest(onChange);
  // Paste and drop handlers are given to the editor once: they reach the current editor and texts through this.
  const insertLatest = useLatest((files: readonly File[]) => void insertImages(editor, files));

  async function insertImages(editor: Editor, files: readonly File[]) {
    for (const file of files) {
      try {
        const src = await imageDataUrl(file);
        editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
      } catch {
        void presentToast({ message: t('imageFailed'), duration: TOAST_DURATION_MS, color: 'danger', position: 'top' });
      }
    }
  }

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editable: !isDisabled,
    content: initialHtml,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...EDITOR_HEADING_LEVELS] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // No `protocols`: mailto is one of Tiptap's and linkify's own, and registering it again warns once linkify runs.
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image.configure({ allowBase64: true }),
    ],
    editorProps: {
      attributes: {
        class: 'rich-text-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      handlePaste: (_view, event) => {
        const files = [...(event.clipboardData?.files ?? [])].filter(isImage);
        if (files.length === 0) return false;
        insertLatest.current(files);
        return true;
      },
      handleDrop: (_view, event) => {
        const files = [...(event.dataTransfer?.files ?? [])].filter(isImage);
        if (files.length === 0) return false;
        event.preventDefault();
        insertLatest.current(files);
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => latestOnChange.current(htmlOf(changed)),
  });

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        editor.commands.clearContent(true);
        setLinkBarOpen(false);
      },
      focus: () => void editor.commands.focus(),
    }),
    [editor],
  );

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isEmpty: current.isEmpty,
      heading: EDITOR_HEADING_LEVELS.find((level) => current.isActive('heading', { level })) ?? 0,
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isBulletList: current.isActive('bulletList'),
      isOrderedList: current.isActive('orderedList'),
      isLink: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  function chooseTextStyle(value: string) {
    const level = Number(value) as HeadingLevel | 0;
    const chain = editor.chain().focus();
    if (level === 0) chain.setParagraph().run();
    else chain.setHeading({ level }).run();
  }

  return (
    <div className={`rich-text-editor${isDisabled ? ' rich-text-editor--disabled' : ''}`}>
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={t('toolbar')} aria-controls={toolbarId}>
        <select
          className="rich-text-editor__style"
          aria-label={t('textStyle')}
          value={String(state.heading)}
          disabled={isDisabled}
          onChange={(event) => chooseTextStyle(event.target.value)}
        >
          <option value="0">{t('paragraph')}</option>
          {EDITOR_HEADING_LEVELS.map((level) => (
            <option key={level} value={String(level)}>
              {t('heading', { level })}
            </option>
          ))}
        </select>
        <ToolButton label={t('bold')} isPressed={state.isBold} isDisabled={isDisabled} onPress={() => editor.chain().focus().toggleBold().run()}>
          <strong aria-hidden="true">B</strong>
        </ToolButton>
        <ToolButton label={t('italic')} isPressed={state.isItalic} isDisabled={isDisabled} onPress={() => editor.chain().focus().toggleItalic().run()}>
          <em aria-hidden="true">I</em>
        </ToolButton>
        <ToolButton
          label={t('bulletList')}
          isPressed={state.isBulletList}
          isDisabled={isDisabled}
          onPress={() => editor.chain().focus().toggleBulletList().run()}
        >
          <IonIcon icon={listOutline} aria-hidden="true" />
        </ToolButton>
        <ToolButton
          label={t('orderedList')}
          isPressed={state.isOrderedList}
          isDisabled={isDisabled}
          onPress={() => editor.chain().focus().toggleOrderedList().run()}
        >
          <span aria-hidden="true" className="rich-text-editor__glyph">
            1.
          </span>
        </ToolButton>
        <ToolButton label={t('link')} isPressed={state.isLink || isLinkBarOpen} isDisabled={isDisabled} onPress={() => setLinkBarOpen((open) => !open)}>
          <IonIcon icon={linkOutline} aria-hidden="true" />
        </ToolButton>
        <ToolButton label={t('image')} isDisabled={isDisabled} onPress={() => fileInput.current?.click()}>
          <IonIcon icon={imageOutline} aria-hidden="true" />
        </ToolButton>
        <span className="rich-text-editor__spacer" />
        <ToolButton label={t('undo')} isDisabled={isDisabled || !state.canUndo} onPress={() => editor.chain().focus().undo().run()}>
          <IonIcon icon={arrowUndoOutline} aria-hidden="true" />
        </ToolButton>
        <ToolButton label={t('redo')} isDisabled={isDisabled || !state.canRedo} onPress={() => editor.chain().focus().redo().run()}>
          <IonIcon icon={arrowRedoOutline} aria-hidden="true" />
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="rich-text-image-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])].filter(isImage);
            event.target.value = '';
            void insertImages(editor, files);
          }}
        />
      </div>
      {isLinkBarOpen && (
        <LinkBar
          href={state.href}
          onSave={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href) chain.setLink({ href }).run();
            else chain.unsetLink().run();
            setLinkBarOpen(false);
          }}
          onClose={() => {
            setLinkBarOpen(false);
            editor.commands.focus();
          }}
        />
      )}
      <div className="rich-text-editor__field" id={toolbarId}>
        {state.isEmpty && placeholder && (
          <p className="rich-text-editor__placeholder" aria-hidden="true">
            {placeholder}
          </p>
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

interface ToolButtonProps {
  label: string;
  isPressed?: boolean;
  isDisabled?: boolean;
  onPress(): void;
  children: ReactNode;
}

function ToolButton({ label, isPressed, isDisabled, onPress, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={`rich-text-editor__tool${isPressed ? ' rich-text-editor__tool--on' : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={isPressed === undefined ? undefined : isPressed}
      disabled={isDisabled}
      // Keep the selection in the text: a toolbar press formats what was selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
