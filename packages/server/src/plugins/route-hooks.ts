/**
 * A route's hooks of one kind with `hook` added last, for an `onRoute` hook to set. A plugin that adds its hook to the
 * routes that need it, rather than app-wide, spares every other request the call; a route's own hooks run after the
 * app-wide ones of their kind, in the order the plugins' `onRoute` hooks were added.
 */
export function withRouteHook<T>(hooks: T | T[] | undefined, hook: T): T[] {
  return [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), hook];
}
