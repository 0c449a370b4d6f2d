import type { ReservationGuide } from '@stay/contract';
import { personInitials } from '@/lib/text/names';

/** The guide's photo (the API path of the person image) or their initials. Decorative: the name is beside it. */
export function GuideAvatar({ guide }: { guide: ReservationGuide }) {
  if (guide.personimage) return <img className="guide-avatar" src={guide.personimage} alt="" width={56} height={56} />;
  return (
    <span className="guide-avatar guide-avatar--initials" aria-hidden="true">
      {personInitials(guide.firstname, guide.surname)}
    </span>
  );
}
