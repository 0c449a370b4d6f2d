/** Joins the class names that are set: `classNames('a', isOn && 'a--on', undefined)` → `'a a--on'`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
