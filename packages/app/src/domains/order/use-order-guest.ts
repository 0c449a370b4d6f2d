import { useSession } from '@/lib/session/use-session';

/** The signed-in guest's id, which keys their order queries; '' when no guest is signed in (queries stay off). */
export function useOrderGuest(): string {
  return useSession()?.auth.guest?._id ?? '';
}
