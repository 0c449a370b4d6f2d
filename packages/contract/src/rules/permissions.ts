/** Looks up a permission by dotted path, e.g. `reservation.controlDeactivation`. Missing → undefined. */
export function getPermission(permissions: unknown, path: string): unknown {
  let node: unknown = permissions;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A permission flag is granted only when it is literally `true`. */
export function hasPermission(permissions: unknown, path: string): boolean {
  return getPermission(permissions, path) === true;
}
