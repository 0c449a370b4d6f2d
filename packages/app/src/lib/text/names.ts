import type { PersonalInfo } from '@stay/contract';

export function fullName(info: Pick<PersonalInfo, 'firstname' | 'surname'> | null | undefined): string {
  if (!info) return '';
  return [info.firstname, info.surname].filter(Boolean).join(' ');
}

/** Initials for an avatar from a full name: "Sanne de Vries" → "SV", a single name gives its first two letters. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
