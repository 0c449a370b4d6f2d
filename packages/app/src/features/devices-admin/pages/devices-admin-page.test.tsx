import { managementDeviceApi, type DiscoveredDevices, type ManagedSuiteDevices } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { fail, ok, renderStaffApp } from '@/test/guest-app';

const PATH = '/management/devices';
const AT = '2026-11-29T10:00:00.000Z';

const SUITES: ManagedSuiteDevices[] = [
  {
    _id: 'dune-4',
    name: 'Dune 4',
    domoticas: [
      {
        _id: 'door',
        type: 'LOCK',
        name: { en: 'Front door', nl: 'Voordeur', de: null, fr: null },
        connector: 'mqtt',
        externalId: 'dune-4/front-door',
        endpoint: null,
        state: { status: 'ok', value: 'LOCKED', updatedAt: AT },
      },
      {
        _id: 'reading',
        type: 'LIGHT',
        name: { en: 'Reading light', nl: null, de: null, fr: null },
        connector: 'mqtt',
        externalId: 'dune-4/dimmer',
        endpoint: 'l2',
        state: { status: 'unknown', value: null, updatedAt: null },
      },
    ],
  },
  { _id: 'forest-9', name: 'Forest 9', domoticas: [] },
];

const DISCOVERED: DiscoveredDevices = {
  devices: [
    { connector: 'mqtt', externalId: 'dune-4/front-door', endpoint: null, type: 'LOCK', model: 'YRD226HA2619', vendor: 'Yale', description: 'Assure lock', suite: 'dune-4' },
    { connector: 'mqtt', externalId: 'forest-9/valve', endpoint: null, type: 'CLIMATE', model: '014G2461', vendor: 'Danfoss', description: 'Ally thermostat', suite: null },
  ],
  unreachable: [],
};

function renderDevices(routes: Record<string, FakeHandler> = {}, language: 'en' | 'nl' = 'en') {
  return renderStaffApp(
    PATH,
    { [routeOf(managementDeviceApi.list)]: ok(SUITES), [routeOf(managementDeviceApi.discovered)]: ok(DISCOVERED), ...routes },
    { role: 'MANAGEMENT', language },
  );
}

const lastAlert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
const lastToast = () => [...document.querySelectorAll('ion-toast')].at(-1) as HTMLIonToastElement | undefined;
const deviceRow = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('devices admin', () => {
  it('lists each suite with its devices, where they are reached and their state', async () => {
    renderDevices();
    // The first test also loads the page's code.
    const door = (await screen.findByRole('heading', { name: 'Front door' }, { timeout: 10_000 })).closest('li') as HTMLElement;
    expect(door).toHaveTextContent('Lock');
    expect(door).toHaveTextContent('Locked');
    expect(door).toHaveTextContent('Zigbee2MQTT · dune-4/front-door');
    expect(await deviceRow('Reading light')).toHaveTextContent('gang l2');
    expect(await deviceRow('Reading light')).toHaveTextContent('No report yet');
    expect(screen.getByText('No devices in this suite yet.')).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    renderDevices({}, 'nl');
    // Each device in the reader's language where it has a name in it, else in English.
    const door = (await screen.findByRole('heading', { name: 'Voordeur' }, { timeout: 10_000 })).closest('li') as HTMLElement;
    expect(await deviceRow('Reading light')).toHaveTextContent('Nog geen melding');
    expect(door).toHaveTextContent('Slot');
    expect(door).toHaveTextContent('Op slot');
    expect(screen.getByText('Nog geen apparaten in deze suite.')).toBeInTheDocument();
  });

  it('adds a device the bridge reports, with its names, after checking the form', async () => {
    const app = renderDevices({ [routeOf(managementDeviceApi.create)]: (request) => ok({ ...SUITES[0]?.domoticas[0], _id: 'new', ...(request.body as object) })() });
    fireEvent.click(await screen.findByTitle('Add a device to Forest 9'));
    const sheet = await screen.findByRole('dialog', { name: 'Add a device to Forest 9' });
    const valve = await within(sheet).findByRole('radio', { name: /forest-9\/valve/ });
    expect(within(sheet).getByRole('radio', { name: /dune-4\/front-door/ })).toBeDisabled();

    fireEvent.click(within(sheet).getByText('Add'));
    expect(await within(sheet).findByText('Choose a device.')).toBeInTheDocument();
    expect(within(sheet).getByText('Give the device a name in English.')).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.click(valve);
    fireEvent.change(within(sheet).getByLabelText('Name in English (required)'), { target: { value: 'Bedroom' } });
    fireEvent.change(within(sheet).getByLabelText('Name in Dutch'), { target: { value: 'Slaapkamer' } });
    fireEvent.click(within(sheet).getByText('Add'));
    await waitFor(() => expect(app.server.requests.find((request) => request.method === 'POST')).toBeDefined());
    expect(app.server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      suite: 'forest-9',
      type: 'CLIMATE',
      connector: 'mqtt',
      externalId: 'forest-9/valve',
      endpoint: null,
      name: { en: 'Bedroom', nl: 'Slaapkamer', de: '', fr: '' },
    });
  });

  it('shows the refusal of a device that is already in a suite in the sheet', async () => {
    renderDevices({ [routeOf(managementDeviceApi.create)]: fail(409, 'DEVICE_ALREADY_ADDED') });
    fireEvent.click(await screen.findByTitle('Add a device to Forest 9'));
    const sheet = await screen.findByRole('dialog', { name: 'Add a device to Forest 9' });
    fireEvent.click(await within(sheet).findByRole('radio', { name: /forest-9\/valve/ }));
    fireEvent.change(within(sheet).getByLabelText('Name in English (required)'), { target: { value: 'Bedroom' } });
    fireEvent.click(within(sheet).getByText('Add'));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('This device is already in a suite. Remove it there first.');
  });

  it('tests a command and tells when the device has not confirmed it', async () => {
    const app = renderDevices({
      [routeOf(managementDeviceApi.test)]: ok({ _id: 'door', type: 'LOCK', name: 'Front door', group: 'lock', state: { status: 'unknown', value: null, updatedAt: AT } }),
    });
    const row = await deviceRow('Front door');
    fireEvent.click(within(row).getByTitle('Unlock: Front door'));
    await waitFor(() => expect(lastToast()?.message).toBe('Front door received the command but has not confirmed it yet: its state is unknown.'));
    expect(app.server.requests.find((request) => request.method === 'POST')).toMatchObject({ path: '/api/employee/domotica/door/test', body: { command: 'UNLOCK' } });
  });

  it('removes a device only after asking', async () => {
    const app = renderDevices({ [routeOf(managementDeviceApi.remove)]: ok({ message: 'Device removed' }) });
    const removals = () => app.server.requests.filter((request) => request.method === 'DELETE');
    const press = async (role: string) => {
      const button = lastAlert()?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
      await act(async () => {
        if (button && typeof button !== 'string') await button.handler?.(undefined);
        await lastAlert()?.dismiss();
      });
    };
    fireEvent.click(within(await deviceRow('Front door')).getByTitle('Remove Front door'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Remove this device?'));
    await press('cancel');
    expect(removals()).toHaveLength(0);
    fireEvent.click(within(await deviceRow('Front door')).getByTitle('Remove Front door'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Remove this device?'));
    await press('destructive');
    await waitFor(() => expect(removals()).toHaveLength(1));
    expect(removals()[0]?.path).toBe('/api/employee/domotica/door');
  });

  it('says so when the devices cannot be loaded', async () => {
    renderDevices({ [routeOf(managementDeviceApi.list)]: fail(500, 'UNEXPECTED_ERROR') });
    expect(await screen.findByText('The devices could not be loaded')).toBeInTheDocument();
  });

  it('is for management only', async () => {
    const app = renderStaffApp(PATH, {}, { role: 'BACKOFFICE' });
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(app.server.requests.some((request) => request.path.startsWith('/api/employee/domotica'))).toBe(false);
  });
});
