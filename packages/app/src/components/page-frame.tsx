import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where a page is drawn: on its own (the router's page), or as a pane of a master–detail screen — the only pane (a
 * narrow screen shows the list or the detail), the list, or the detail beside its list. A pane is not a router page
 * of its own: the screen around it is.
 */
export type PagePane = { kind: 'page' } | { kind: 'single' } | { kind: 'list'; hasDetail: boolean } | { kind: 'detail' };

const ON_ITS_OWN: PagePane = { kind: 'page' };
const PagePaneContext = createContext<PagePane>(ON_ITS_OWN);

export function PagePaneProvider({ pane, children }: { pane: PagePane; children: ReactNode }) {
  return <PagePaneContext.Provider value={pane}>{children}</PagePaneContext.Provider>;
}

/** How the page around the caller is drawn. */
export function usePagePane(): PagePane {
  return useContext(PagePaneContext);
}

const PageMenuButtonContext = createContext<ReactNode>(null);

/** Gives every page of an area with a side menu the button that opens it (AppPage shows it at the toolbar's start). */
export function PageMenuButtonProvider({ button, children }: { button: ReactNode; children: ReactNode }) {
  return <PageMenuButtonContext.Provider value={button}>{children}</PageMenuButtonContext.Provider>;
}

/** The side menu's button of the area the page is in, if it has one. */
export function usePageMenuButton(): ReactNode {
  return useContext(PageMenuButtonContext);
}
