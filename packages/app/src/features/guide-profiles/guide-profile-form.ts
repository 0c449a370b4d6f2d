import { APP_LANGUAGES, GUIDE_TAGS, missingLanguages, type AppLanguage, type EditableGuideProfile, type GuideProfileUpdateBodyInput, type TextInLanguages } from '@stay/contract';

/** The guide profile form as typed: the bio per language (empty: missing), spoken languages and tags in their order. */
export interface GuideProfileForm {
  bio: string;
  bioNl: string;
  bioDe: string;
  bioFr: string;
  languages: string[];
  tags: string[];
}

export function guideProfileFormOf(profile: EditableGuideProfile): GuideProfileForm {
  return { bio: profile.bio, bioNl: profile.bioNl ?? '', bioDe: profile.bioDe ?? '', bioFr: profile.bioFr ?? '', languages: profile.languages, tags: profile.tags };
}

export function bioTextsOf(form: Pick<GuideProfileForm, 'bio' | 'bioNl' | 'bioDe' | 'bioFr'>): TextInLanguages {
  return { en: form.bio, nl: form.bioNl, de: form.bioDe, fr: form.bioFr };
}

/** The languages the bio is missing in, English too when it is empty (guests then read no bio at all). */
export function missingBioLanguages(form: Pick<GuideProfileForm, 'bio' | 'bioNl' | 'bioDe' | 'bioFr'>): AppLanguage[] {
  const missing = missingLanguages(bioTextsOf(form), APP_LANGUAGES);
  return form.bio.trim() === '' ? ['en', ...missing] : missing;
}

export function guideProfileBodyOf(form: GuideProfileForm): GuideProfileUpdateBodyInput {
  return { bio: form.bio.trim(), bioNl: form.bioNl.trim() || null, bioDe: form.bioDe.trim() || null, bioFr: form.bioFr.trim() || null, languages: form.languages, tags: form.tags };
}

/** Adds or removes an item, keeping the others in their order. */
export function toggled(items: readonly string[], item: string, isOn: boolean): string[] {
  const without = items.filter((candidate) => candidate !== item);
  return isOn ? [...without, item] : without;
}

/** The tags to offer: the park's known ones, then any other the guide already has. */
export function offeredTags(tags: readonly string[]): string[] {
  return [...GUIDE_TAGS, ...tags.filter((tag) => !(GUIDE_TAGS as readonly string[]).includes(tag))];
}
