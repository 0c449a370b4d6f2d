import { useStaffProfile } from '@/domains/account/use-staff-profile';
import { useUpdateStaffProfile } from '@/domains/account/use-update-profile';
import { useSession } from '@/lib/session/use-session';
import { ProfileView } from '../components/profile-view';

/** /guide/profile, /support/profile and /management/profile: the staff member's own details, picture, email and password. */
export function StaffProfilePage() {
  const query = useStaffProfile();
  const update = useUpdateStaffProfile();
  const isGuide = useSession()?.auth.role === 'GUIDE';

  return (
    <ProfileView
      role="staff"
      query={query}
      hasAnswerSuggestions={isGuide}
      isSaving={update.isPending}
      onSave={({ firstname, surname, cellphone, answerSuggestions }) =>
        update.mutateAsync({ firstname, surname, cellphone, ...(isGuide && answerSuggestions !== undefined ? { answerSuggestions } : {}) })
      }
    />
  );
}
