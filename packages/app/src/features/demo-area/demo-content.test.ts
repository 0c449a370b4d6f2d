import { SCENE_PRESETS } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_CHAT_MESSAGES, DEMO_EVENT_TYPES, DEMO_EVENTS, DEMO_PRESETS, DEMO_SERVICES, DEMO_SMART_CONTROLS } from './demo-content';

describe('built-in demo content', () => {
  it('has the demo prices', () => {
    const price = (name: string) => DEMO_SERVICES.find((service) => service.name === name)?.price;
    expect(price('Housekeeping')).toBe(7.95);
    expect(price('Groceries')).toBe(12.95);
    expect(price('Breakfast')).toBe(7.95);
    expect(price('Take-out')).toBe(19.95);
    expect(price('Mountain bikes')).toBe(24.95);
    expect(price('E-bikes')).toBe(49.95);
    expect(DEMO_SERVICES.every((service) => service.status === 'P')).toBe(true);
    expect(new Set(DEMO_SERVICES.map((service) => service.group))).toEqual(new Set(['services', 'food', 'bikes']));
  });

  it('has events of every type, today and tomorrow', () => {
    expect(new Set(DEMO_EVENTS.map((event) => event.type))).toEqual(new Set(DEMO_EVENT_TYPES));
    expect(new Set(DEMO_EVENTS.map((event) => event.day))).toEqual(new Set(['TODAY', 'TOMORROW']));
    for (const event of DEMO_EVENTS) expect(event.starttime < event.endtime).toBe(true);
  });

  it('has smart controls of every group and the three presets', () => {
    expect(new Set(DEMO_SMART_CONTROLS.map((control) => control.group))).toEqual(new Set(['lock', 'climate', 'lighting']));
    expect(DEMO_PRESETS.map((preset) => preset.name)).toEqual(SCENE_PRESETS.map((preset) => preset.name));
    const names = new Set(DEMO_SMART_CONTROLS.map((control) => control.name));
    for (const preset of DEMO_PRESETS) for (const name of Object.keys(preset.sets)) expect(names.has(name)).toBe(true);
  });

  it('has chat messages with offers', () => {
    expect(DEMO_CHAT_MESSAGES.some((message) => message.offer)).toBe(true);
  });
});
