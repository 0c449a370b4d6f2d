import type { Device, PresetResult, Suite } from '@stay/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '@/test/fake-fetch';
import type { Language } from '@/lib/i18n/languages';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { climateDevice, lightDevice, lockDevice, minutesAgo, reservationWith, suiteWith } from '@/test/stay-fixtures';

function openHome(suite: Suite, extra: Record<string, FakeHandler> = {}, language: Language = 'en') {
  return renderGuestApp(
    '/guest/home',
    {
      'GET /api/guest/reservation/current': ok(reservationWith()),
      'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
      'GET /api/guest/accommodation/current': ok(suite),
      ...extra,
    },
    {},
    { language },
  );
}

const stateOf = (id: string) => screen.findByTestId(`state-${id}`);
/** A device button by what it does, as a screen reader names it (Ionic hands the label to the button inside). */
const button = (label: string) =>
  screen.getByText(
    (_, element) =>
      element?.tagName === 'ION-BUTTON' &&
      (element.getAttribute('aria-label') ?? element.shadowRoot?.querySelector('button')?.getAttribute('aria-label')) === label,
  );

describe('suite controls', () => {
  it('shows every device grouped, with its state and how fresh it is', async () => {
    openHome(suiteWith());
    expect((await stateOf('front-door')).textContent).toBe('Locked');
    expect((await stateOf('thermostat')).textContent).toBe('On · set to 20.0 °C · 19.5 °C now');
    expect((await stateOf('living-room-light')).textContent).toBe('On · 60%');
    expect(screen.getByText('Locks')).toBeInTheDocument();
    expect(screen.getByText('Climate')).toBeInTheDocument();
    expect(screen.getByText('Lighting')).toBeInTheDocument();
    expect(screen.getByText('Updated 1 minute ago')).toBeInTheDocument();
  });

  it.each<[string, Device['state'], string]>([
    ['unlocked', { status: 'ok', value: 'UNLOCKED', updatedAt: minutesAgo(1) }, 'Unlocked'],
    ['jammed', { status: 'jammed', value: null, updatedAt: minutesAgo(1) }, 'Jammed'],
    ['unknown', { status: 'unknown', value: null, updatedAt: null }, 'State unknown'],
    ['unavailable', { status: 'unavailable', value: null, updatedAt: minutesAgo(30) }, 'Unavailable'],
  ])('shows a %s lock honestly', async (_, state, text) => {
    openHome(suiteWith({ domoticas: [lockDevice(state)] }));
    expect((await stateOf('front-door')).textContent).toBe(text);
  });

  it('never shows a stale value as current: an old report is unknown, with its age', async () => {
    openHome(suiteWith({ domoticas: [lockDevice({ status: 'ok', value: 'LOCKED', updatedAt: minutesAgo(25) })] }));
    expect((await stateOf('front-door')).textContent).toBe('State unknown');
    expect(screen.getByText('Updated 25 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('No recent report from this device: refresh to ask it.')).toBeInTheDocument();
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });

  it('disables the controls of an unavailable device, but not its neighbours', async () => {
    openHome(suiteWith({ domoticas: [lockDevice({ status: 'unavailable', value: null, updatedAt: null }), lightDevice()] }));
    await stateOf('front-door');
    expect(button('Unlock Front door')).toHaveAttribute('disabled');
    expect(button('Turn off Living room')).not.toHaveAttribute('disabled');
  });

  it.each([
    ['not-started', 'Your controls open at the start of your stay'],
    ['ended', 'Your stay has ended: the controls were switched off on'],
  ] as const)('explains a %s controls window and disables everything', async (window, text) => {
    const outside = suiteWith({
      controlsWindow: window,
      controlsAreActive: false,
      domoticas: [lockDevice(null), climateDevice(null), lightDevice(null)],
    });
    openHome(outside);
    expect(await screen.findByText(new RegExp(`^${text}`))).toBeInTheDocument();
    expect((await stateOf('front-door')).textContent).toBe('Not available outside your stay');
    for (const label of ['Lock Front door', 'Unlock Front door', 'Turn on Living room', 'Turn off Living room']) {
      expect(button(label)).toHaveAttribute('disabled');
    }
    for (const preset of ['Good morning', 'Good evening', 'Good night']) {
      expect(screen.getByRole('button', { name: preset })).toBeDisabled();
    }
  });

  it('names each device action in Dutch as a sentence, and shows only the action word on the button', async () => {
    openHome(suiteWith(), {}, 'nl');
    await stateOf('front-door');
    const labels = [
      'Status van Front door opnieuw opvragen',
      'Front door vergrendelen',
      'Front door ontgrendelen',
      'Thermostat lager zetten',
      'Thermostat hoger zetten',
      'Living room zachter zetten',
      'Living room feller zetten',
    ];
    for (const label of labels) expect(button(label)).toBeInTheDocument();
    expect(button('Front door ontgrendelen').textContent?.trim()).toBe('Ontgrendelen');
    expect(button('Status van Front door opnieuw opvragen').textContent?.trim()).toBe('');
  });

  it('unlocks the door and shows what the lock reports', async () => {
    const app = openHome(suiteWith(), {
      'POST /api/guest/accommodation/current/domotica/front-door/control': ({ body }) => ({
        status: 200,
        body: lockDevice({ status: 'ok', value: (body as { command: string }).command === 'UNLOCK' ? 'UNLOCKED' : 'LOCKED', updatedAt: new Date().toISOString() }),
      }),
    });
    await stateOf('front-door');
    fireEvent.click(button('Unlock Front door'));
    await waitFor(async () => expect((await stateOf('front-door')).textContent).toBe('Unlocked'));
    expect(app.server.requests.find((request) => request.path.endsWith('/front-door/control'))?.body).toEqual({ command: 'UNLOCK' });
  });

  it.each([
    ['en', 'Front door received your command but has not confirmed it yet, so its state is unknown. Refresh in a moment to check.'],
    ['nl', 'Front door heeft je opdracht ontvangen maar nog niet bevestigd, dus de status is onbekend. Vernieuw zo om te controleren.'],
  ] as const)('tells the guest (%s) that a command was sent but not confirmed, never that it failed', async (language, message) => {
    openHome(
      suiteWith(),
      {
        'POST /api/guest/accommodation/current/domotica/front-door/control': ok(lockDevice({ status: 'unknown', value: null, updatedAt: new Date().toISOString() })),
      },
      language,
    );
    await stateOf('front-door');
    fireEvent.click(button(language === 'en' ? 'Unlock Front door' : 'Front door ontgrendelen'));
    await waitFor(() => expect(([...document.querySelectorAll('ion-toast')].at(-1) as HTMLIonToastElement | undefined)?.message).toBe(message));
    expect(document.querySelector('ion-alert')).toBeNull();
  });

  it('sets the heating half a degree warmer', async () => {
    const app = openHome(suiteWith(), {
      'POST /api/guest/accommodation/current/domotica/thermostat/control': () => ({
        status: 200,
        body: climateDevice({ status: 'ok', value: { targetTemperature: 20.5, currentTemperature: 19.5, on: true }, updatedAt: new Date().toISOString() }),
      }),
    });
    await stateOf('thermostat');
    fireEvent.click(button('Make Thermostat warmer'));
    await waitFor(async () => expect((await stateOf('thermostat')).textContent).toBe('On · set to 20.5 °C · 19.5 °C now'));
    expect(app.server.requests.at(-1)?.body).toEqual({ command: 'SET_TEMPERATURE', value: 20.5 });
  });

  it('refreshes one device', async () => {
    const app = openHome(suiteWith({ domoticas: [lockDevice({ status: 'unknown', value: null, updatedAt: null })] }), {
      'POST /api/guest/accommodation/current/domotica/front-door/refresh': ok(lockDevice()),
    });
    expect((await stateOf('front-door')).textContent).toBe('State unknown');
    fireEvent.click(button('Refresh Front door'));
    await waitFor(async () => expect((await stateOf('front-door')).textContent).toBe('Locked'));
    expect(app.server.requests.some((request) => request.method === 'POST' && request.path.endsWith('/front-door/refresh'))).toBe(true);
  });

  it('applies a preset to several devices at once', async () => {
    const now = new Date().toISOString();
    const result: PresetResult = {
      key: 'good-night',
      results: [
        { domotica: lockDevice({ status: 'ok', value: 'LOCKED', updatedAt: now }), ok: true, code: null },
        { domotica: climateDevice({ status: 'ok', value: { targetTemperature: 17, currentTemperature: 19.5, on: true }, updatedAt: now }), ok: true, code: null },
        { domotica: lightDevice({ status: 'ok', value: { on: false, brightness: 60 }, updatedAt: now }), ok: true, code: null },
      ],
    };
    const app = openHome(suiteWith({ domoticas: [lockDevice({ status: 'ok', value: 'UNLOCKED', updatedAt: now }), climateDevice(), lightDevice()] }), {
      'POST /api/guest/accommodation/current/preset/good-night': ok(result),
    });
    await stateOf('front-door');
    fireEvent.click(screen.getByRole('button', { name: 'Good night' }));
    await waitFor(async () => expect((await stateOf('living-room-light')).textContent).toBe('Off'));
    expect((await stateOf('front-door')).textContent).toBe('Locked');
    expect((await stateOf('thermostat')).textContent).toBe('On · set to 17.0 °C · 19.5 °C now');
    expect(app.server.requests.filter((request) => request.path.includes('/preset/'))).toHaveLength(1);
  });

  it('offers only the presets whose devices the suite has', async () => {
    openHome(suiteWith({ domoticas: [lockDevice()] }));
    await stateOf('front-door');
    expect(screen.getByRole('button', { name: 'Good night' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Good morning' })).toBeDisabled();
  });

  it('says so when the suite has no devices', async () => {
    openHome(suiteWith({ domoticas: [] }));
    expect(await screen.findByText('This suite has no smart controls.')).toBeInTheDocument();
  });
});
