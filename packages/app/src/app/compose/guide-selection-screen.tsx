import { useGuestStay } from '@/domains/stay/use-guest-stay';
import { GuideSelectionPage } from '@/features/guide-selection/pages/guide-selection-page';

/** /guide-selection: starts from the guest's earlier answers; the chosen guide's reservation becomes current. */
export function GuideSelectionScreen() {
  const stay = useGuestStay();
  return <GuideSelectionPage initialAnswers={stay.reservation?.mainGuest.questionnaire} onGuideChosen={stay.replace} />;
}
