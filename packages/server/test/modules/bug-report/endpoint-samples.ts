import { answered, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import { pngUpload, type RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the bug-report module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'publicBugReportApi.send': { request: () => ({ body: { description: 'The button does nothing', route: '/guest/home' } }) },
  'managementBugReportApi.list': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementBugReportApi.get': { otherLocation: 'refused', staffRoles: ['MANAGEMENT'], request: async (world) => ({ params: { id: await sharedBugReport(world) } }) },
  'managementBugReportApi.screenshot': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { id: await sharedBugReport(world) } }),
  },
};

const sharedBugReports = new WeakMap<RoleAccessWorld, Promise<string>>();

/** A bug report with a screenshot, filed by guest A (so it belongs to the first location), made once per world. */
function sharedBugReport(world: RoleAccessWorld): Promise<string> {
  let id = sharedBugReports.get(world);
  if (!id) {
    const photo = pngUpload();
    const boundary = /boundary=(.+)$/.exec(photo.headers['content-type'] ?? '')?.[1] as string;
    const text = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nThe map does not load\r\n`);
    const file = Buffer.from(photo.payload.toString('latin1').replace('name="file"', 'name="screenshot"'), 'latin1');
    const request = { method: 'POST' as const, url: '/api/bug-report', payload: Buffer.concat([text, file]), headers: photo.headers };
    id = answered<{ id: string }>(world.call(world.guest.token, request)).then((receipt) => receipt.id);
    sharedBugReports.set(world, id);
  }
  return id;
}
