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
      return router ? router.currentPath() : window.location.pathname;
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
