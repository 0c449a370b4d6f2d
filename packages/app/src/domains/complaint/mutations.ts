import {
  staffComplaintApi,
  type Appointment,
  type AppointmentSaveBodyInput,
  type ComplaintAction,
  type ComplaintCreateBodyInput,
  type ComplaintDetail,
  type ComplaintUpdateBody,
} from '@stay/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';
import { useComplaintTranslation, type ComplaintLoadingKey } from './complaint-i18n';
import { complaintKeys } from './complaint-keys';
import { invalidateSoon, keysChangedBy } from './use-complaint-live';

/** The loading text for a complaint call, in the person's language. */
function useLoadingText(): (key: ComplaintLoadingKey) => string {
  const { t } = useComplaintTranslation();
  return (key) => t(`loading.${key}`);
}

/** A complaint the server answered with: shown at once, and every list and count refetched around it. */
function storeDetail(queryClient: QueryClient, detail: ComplaintDetail): void {
  queryClient.setQueryData(complaintKeys.detail(detail.nmbr), detail);
  invalidateSoon(queryClient, [complaintKeys.lists, complaintKeys.counter, complaintKeys.groupedStates]);
}

function updateDetail(queryClient: QueryClient, nmbr: number, change: (detail: ComplaintDetail) => ComplaintDetail): void {
  queryClient.setQueryData<ComplaintDetail>(complaintKeys.detail(nmbr), (detail) => (detail ? change(detail) : detail));
}

const byStart = (a: Appointment, b: Appointment) => Date.parse(a.appointmentstart) - Date.parse(b.appointmentstart) || a.nmbr - b.nmbr;

/** POST create: files a complaint; answers the new complaint with its notes. */
export function useFileComplaint() {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useLoadingText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintCreateBodyInput) => withLoading(() => http.call(staffComplaintApi.create, { body }), loadingText('file')),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  });
}

/** POST /{nmbr}: changes subject, priority, kind, workgroup or state. */
export function useUpdateComplaint(nmbr: number) {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useLoadingText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintUpdateBody) => withLoading(() => http.call(staffComplaintApi.update, { params: { nmbr }, body }), loadingText('save')),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  });
}

/** POST /{nmbr}/approve, /decline or /resolve (the server records who and when). */
export function useComplaintAction(nmbr: number) {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useLoadingText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: ComplaintAction; reason?: string }) =>
      withLoading(
        () =>
          action === 'decline'
            ? http.call(staffComplaintApi.decline, { params: { nmbr }, body: { reason: reason ?? '' } })
            : http.call(staffComplaintApi[action], { params: { nmbr } }),
        loadingText(action),
      ),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  });
}

/** POST /{complaintnmbr}/notes: a rich-text note (HTML; the server sanitises it). */
export function useAddComplaintNote(complaintnmbr: number) {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useLoadingText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paragraph: string) =>
      withLoading(() => http.call(staffComplaintApi.addNote, { params: { complaintnmbr }, body: { paragraph } }), loadingText('note')),
    onSuccess: (note) => {
      updateDetail(queryClient, complaintnmbr, (detail) =>
        detail.complaintnotes.some((existing) => existing.nmbr === note.nmbr)
          ? detail
          : { ...detail, complaintnotes: [...detail.complaintnotes, note], notecount: detail.notecount + 1 },
      );
      invalidateSoon(queryClient, keysChangedBy(complaintnmbr));
    },
  });
}

/**
 * POST /{complaintnmbr}/appointments: plans (no `nmbr`) or changes (`nmbr`) an appointment. Its failures are the
 * form's to show (`silentErrors`): the form is a modal dialog, above which no alert could appear.
 */
export function useSaveAppointment(complaintnmbr: number) {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useLoadingText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentSaveBodyInput) =>
      withLoading(
        () => http.call(staffComplaintApi.saveAppointment, { params: { complaintnmbr }, body, silentErrors: true }),
        loadingText('appointment'),
      ),
    onSuccess: (appointment) => {
      updateDetail(queryClient, complaintnmbr, (detail) => {
        const others = detail.appointments.filter((existing) => existing.nmbr !== appointment.nmbr);
        const isNew = others.length === detail.appointments.length;
        return {
          ...detail,
          appointments: [...others, appointment].sort(byStart),
          appointmentcount: detail.appointmentcount + (isNew ? 1 : 0),
        };
      });
      invalidateSoon(queryClient, keysChangedBy(complaintnmbr));
    },
  });
}

/** DELETE /{complaintnmbr}/appointments/{nmbr}. */
export function useDeleteAppointment(complaintnmbr: number) {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useLoadingText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nmbr: number) =>
      withLoading(() => http.call(staffComplaintApi.deleteAppointment, { params: { complaintnmbr, nmbr } }), loadingText('deleteAppointment')),
    onSuccess: (_answer, nmbr) => {
      updateDetail(queryClient, complaintnmbr, (detail) => ({
        ...detail,
        appointments: detail.appointments.filter((appointment) => appointment.nmbr !== nmbr),
        appointmentcount: Math.max(0, detail.appointmentcount - 1),
      }));
      invalidateSoon(queryClient, keysChangedBy(complaintnmbr));
    },
  });
}
