export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Navigation usable outside React (the HTTP client, auth actions); the router attaches itself on mount. */
export interface Navigation {
  navigate(path: string, options?: NavigateOptions): void;
  currentPath(): string;
}

export interface RouterHandle {
  navigate(path: string, options?: NavigateOptions): void;
  currentPath(): string;
}

export interface AttachableNavigation extends Navigation {
  attach(router: RouterHandle): () => void;
}

export function createNavigation(): AttachableNavigation {
  let router: RouterHandle | undefined;
  let pending: { path: string; options?: NavigateOptions } | undefined;
  return {
    navigate(path, options) {
      if (router) router.navigate(path, options);
      else pending = { path, options };
    },
    currentPath() {
      if (router) return router.currentPath();
      return pending ? pathOnly(pending.path) : window.location.pathname;
    },
    attach(handle) {
      router = handle;
      if (pending) {
        handle.navigate(pending.path, pending.options);
        pending = undefined;
      }
      return () => {
        if (router === handle) router = undefined;
      };
    },
  };
}

/** The path of an address the app navigates to, without its query or fragment. */
export function pathOnly(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}
