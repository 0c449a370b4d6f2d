import { createRoot, type Root } from 'react-dom/client';
import { applyDocumentLanguage, initialLanguage } from '@/lib/i18n/language-preference';
import type { Language } from '@/lib/i18n/languages';
import { createFirstViewController, type FirstViewController, type StartApp } from './first-view-controller';

/** A first view's place on the page: the language it speaks, the element and React root it draws into, its controller. */
export interface MountedFirstView {
  language: Language;
  cover: HTMLElement;
  root: Root;
  controller: FirstViewController;
}

/**
 * Puts a cover after the app's root for a first view to draw into, in the language the app will start in (set on the
 * document at once), with a controller that removes the cover once the app shows the same (`isAppShowingFirstView`).
 */
export function mountFirstView(appRoot: HTMLElement, loadApp: () => Promise<StartApp>, isAppShowingFirstView: () => boolean): MountedFirstView {
  const language = initialLanguage(window.localStorage);
  applyDocumentLanguage(language);
  const cover = document.createElement('div');
  cover.className = 'first-view-cover';
  appRoot.after(cover);
  const root = createRoot(cover);
  const controller = createFirstViewController({
    appRoot,
    loadApp,
    remove: () => {
      root.unmount();
      cover.remove();
    },
    isAppShowingFirstView,
  });
  return { language, cover, root, controller };
}
