import { textInLanguage, type AppLanguage, type GuideProfile, type ReservationGuide } from '@stay/contract';
import type { GuideRecord } from './guide-profiles-repository';

export function toReservationGuide(guide: GuideRecord): ReservationGuide {
  return { _id: guide.id, erpUID: guide.erpUid, firstname: guide.firstname, surname: guide.surname, personimage: guide.personimage };
}

/** The guide's profile for a reader of `language`: the bio in it, else in the location's content language (`fallback`), else English. */
export function toGuideProfile(guide: GuideRecord, language: AppLanguage, fallback: AppLanguage): GuideProfile {
  return { ...toReservationGuide(guide), bio: textInLanguage(guide.bio, language, fallback), languages: guide.languages, tags: guide.tags };
}
