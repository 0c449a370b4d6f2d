import type { FastifyInstance } from 'fastify';
import { COMPLAINT_NOTE_MAX_LENGTH, staffComplaintApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { AppointmentService } from './appointment-service';
import type { ComplaintService } from './service';

/** Room for a note's longest HTML as JSON (escaping may grow it a little). */
const NOTE_BODY_LIMIT = COMPLAINT_NOTE_MAX_LENGTH + 512 * 1024;

/** /api/employee/complaint. Literal segments (/priorities, /grouped/states …) win over /{nmbr} in the router. */
export function registerComplaintRoutes(app: FastifyInstance, complaints: ComplaintService, appointments: AppointmentService): void {
  registerEndpoint(app, staffComplaintApi.list, async ({ ctx, query }) => complaints.list(await ctx.staff(), query));
  registerEndpoint(app, staffComplaintApi.unapproved, async ({ ctx, query }) => complaints.unapproved(await ctx.staff(), query));
  registerEndpoint(app, staffComplaintApi.priorities, async ({ ctx }) => (await ctx.staff(), complaints.priorities()));
  registerEndpoint(app, staffComplaintApi.kinds, async ({ ctx }) => (await ctx.staff(), complaints.kinds()));
  registerEndpoint(app, staffComplaintApi.states, async ({ ctx }) => (await ctx.staff(), complaints.states()));
  registerEndpoint(app, staffComplaintApi.groups, async ({ ctx }) => complaints.groups(await ctx.staff()));
  registerEndpoint(app, staffComplaintApi.groupedStates, async ({ ctx }) => complaints.groupedStates(await ctx.staff()));
  registerEndpoint(app, staffComplaintApi.groupedDate, async ({ ctx, query }) => complaints.groupedDate(await ctx.staff(), ctx.now, query.days));
  registerEndpoint(app, staffComplaintApi.counter, async ({ ctx }) => complaints.counter(await ctx.staff()));
  registerEndpoint(app, staffComplaintApi.staffMembers, async ({ ctx }) => complaints.staffMembers(await ctx.staff()));
  registerEndpoint(app, staffComplaintApi.objects, async ({ ctx, query }) => complaints.objects(await ctx.staff(), ctx.now, query));
  registerEndpoint(app, staffComplaintApi.create, async ({ ctx, body }) => complaints.create(await ctx.staff(), ctx.now, body), { bodyLimit: NOTE_BODY_LIMIT });
  registerEndpoint(app, staffComplaintApi.get, async ({ ctx, params }) => complaints.get(await ctx.staff(), params.nmbr));
  registerEndpoint(app, staffComplaintApi.update, async ({ ctx, params, body }) => complaints.update(await ctx.staff(), ctx.now, params.nmbr, body));
  registerEndpoint(app, staffComplaintApi.approve, async ({ ctx, params }) => complaints.act(await ctx.staff(), ctx.now, params.nmbr, 'approve'));
  registerEndpoint(app, staffComplaintApi.decline, async ({ ctx, params, body }) => complaints.act(await ctx.staff(), ctx.now, params.nmbr, 'decline', body.reason));
  registerEndpoint(app, staffComplaintApi.resolve, async ({ ctx, params }) => complaints.act(await ctx.staff(), ctx.now, params.nmbr, 'resolve'));
  registerEndpoint(app, staffComplaintApi.action, async ({ ctx, params }) => complaints.act(await ctx.staff(), ctx.now, params.nmbr, params.action));
  registerEndpoint(app, staffComplaintApi.notes, async ({ ctx, params }) => complaints.notes(await ctx.staff(), params.complaintnmbr));
  registerEndpoint(
    app,
    staffComplaintApi.addNote,
    async ({ ctx, params, body }) => complaints.addNote(await ctx.staff(), ctx.now, params.complaintnmbr, body),
    { bodyLimit: NOTE_BODY_LIMIT },
  );
  registerEndpoint(app, staffComplaintApi.appointments, async ({ ctx, params }) => appointments.list(await ctx.staff(), params.complaintnmbr));
  registerEndpoint(app, staffComplaintApi.appointment, async ({ ctx, params }) => appointments.get(await ctx.staff(), params.complaintnmbr, params.nmbr));
  registerEndpoint(app, staffComplaintApi.saveAppointment, async ({ ctx, params, body }) =>
    appointments.save(await ctx.staff(), ctx.now, params.complaintnmbr, body),
  );
  registerEndpoint(app, staffComplaintApi.deleteAppointment, async ({ ctx, params }) =>
    appointments.delete(await ctx.staff(), ctx.now, params.complaintnmbr, params.nmbr),
  );
}
