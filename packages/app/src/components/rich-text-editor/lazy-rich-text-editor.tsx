import { lazy, Suspense } from 'react';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import type { RichTextEditorProps } from './rich-text-editor';
import { useRichTextTranslation } from './rich-text-i18n';

/** TipTap and ProseMirror are large: they load when an editor first shows, never with the screen around it. */
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

function EditorSkeleton() {
  const { t } = useRichTextTranslation();
  return (
    <SkeletonGroup label={t('loading')} className="rich-text-editor rich-text-editor--loading">
      <Skeleton height="36px" />
      <Skeleton height="96px" />
    </SkeletonGroup>
  );
}

/** The rich-text editor, loaded on demand; a skeleton of its size shows meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export type { RichTextEditorHandle, RichTextEditorProps } from './rich-text-editor';
