import { createContext, useContext, type ReactNode } from 'react';

const PageTabBarContext = createContext<ReactNode>(null);

/** Gives every page inside an area the area's tab bar (AppPage shows it below the content). */
export function PageTabBarProvider({ tabBar, children }: { tabBar: ReactNode; children: ReactNode }) {
  return <PageTabBarContext.Provider value={tabBar}>{children}</PageTabBarContext.Provider>;
}

/** The tab bar of the area the page is in, if it has one. */
export function usePageTabBar(): ReactNode {
  return useContext(PageTabBarContext);
}
