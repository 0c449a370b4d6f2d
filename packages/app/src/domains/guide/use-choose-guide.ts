import { guestGuideSelectionApi } from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { guideKeys } from './queries';

/** POST /api/guest/choose-guide/{_id} → the reservation with the guide set. */
export function useChooseGuide() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guideId: string) => http.call(guestGuideSelectionApi.chooseGuide, { params: { _id: guideId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: guideKeys.current }),
  });
}
