import { textInLanguage, type AppLanguage, type EditableGuideProfile, type GuideProfile, type ReservationGuide } from '@stay/contract';
import type { GuideRecord } from './guide-profiles-repository';

export function toReservationGuide(guide: GuideRecord): ReservationGuide {
  return { _id: guide.id, erpUID: guide.erpUid, firstname: guide.firstname, surname: guide.surname, personimage: guide.personimage };
}

/** The guide's profile for a reader of `language`: the bio in it, else in the location's content language (`fallback`), else English. */
export function toGuideProfile(guide: GuideRecord, language: AppLanguage, fallback: AppLanguage): GuideProfile {
  return { ...toReservationGuide(guide), bio: textInLanguage(guide.bio, language, fallback), languages: guide.languages, tags: guide.tags };
}

/** The guide's profile as its editors see it: the bio in every language (null where missing). */
export function toEditableGuideProfile(guide: GuideRecord): EditableGuideProfile {
  const missing = (text: string | null | undefined) => (text?.trim() ? text : null);
  return {
    ...toReservationGuide(guide),
    bio: guide.bio.en,
    bioNl: missing(guide.bio.nl),
    bioDe: missing(guide.bio.de),
    bioFr: missing(guide.bio.fr),
    languages: guide.languages,
    tags: guide.tags,
  };
}
