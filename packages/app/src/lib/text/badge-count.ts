/** Unread badges stop at 99. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
