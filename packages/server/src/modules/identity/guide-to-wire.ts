import type { GuideProfile, ReservationGuide } from '@stay/contract';
import type { GuideRecord } from './guide-profiles-repository';

export function toReservationGuide(guide: GuideRecord): ReservationGuide {
  return { _id: guide.id, erpUID: guide.erpUid, firstname: guide.firstname, surname: guide.surname, personimage: guide.personimage };
}

export function toGuideProfile(guide: GuideRecord): GuideProfile {
  return { ...toReservationGuide(guide), bio: guide.bio, languages: guide.languages, tags: guide.tags };
}
